package io.mutiny.operators.multi;

import io.mutiny.CompositeException;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.SwitchableSubscriptionSubscriber;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/**
 * Concatenates a known array of streams (read at subscription time, as in Mutiny): each stream is subscribed as
 * soon as the previous one completed, demand or not, so that a failure or the completion reaches even a subscriber
 * that requests nothing (rules 1.4, 1.5), and it receives the downstream demand not yet satisfied. A failure ends
 * the stream, unless {@code collectFailures}: the next streams then run and the failures are reported at the end
 * (one as is, several in a {@link CompositeException}). Cancellation reaches the current stream.
 *
 * <p>Unlike a {@code concatMap} over the streams, one object per subscription is at once the downstream's
 * subscription and the subscriber of every stream in turn: no outer source, queue or per-stream arbiter.
 *
 * @param <T> the type of the items
 */
public final class MultiConcatOp<T> extends AbstractMulti<T> {

    private final Flow.Publisher<? extends T>[] publishers;
    private final boolean collectFailures;

    /**
     * Concatenates {@code publishers}, validated by the caller (not empty, no {@code null}).
     *
     * @param collectFailures whether failures are delayed until every stream ran
     */
    public MultiConcatOp(Flow.Publisher<? extends T>[] publishers, boolean collectFailures) {
        this.publishers = publishers;
        this.collectFailures = collectFailures;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        ConcatSubscriber<T> concat = new ConcatSubscriber<>(subscriber, publishers, collectFailures);
        subscriber.onSubscribe(concat);
        concat.subscribeNext();
    }

    private static final class ConcatSubscriber<T> extends SwitchableSubscriptionSubscriber<T> {

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<ConcatSubscriber> SWITCHING =
                AtomicIntegerFieldUpdater.newUpdater(ConcatSubscriber.class, "switching");

        private final Flow.Publisher<? extends T>[] publishers;
        private final boolean collectFailures;

        /**
         * Turns of {@link #subscribeNext()}: a stream that completes while it is being subscribed only adds a turn
         * to the running loop instead of recursing, and the loop owner is the only thread moving to the next one.
         */
        private volatile int switching;
        // these fields (and the base's count of relayed items) are handed from one stream's signals to the next
        // switching turn through SWITCHING
        private int index;
        private List<Throwable> failures;

        ConcatSubscriber(
                MultiSubscriber<? super T> downstream,
                Flow.Publisher<? extends T>[] publishers,
                boolean collectFailures) {
            super(downstream);
            this.publishers = publishers;
            this.collectFailures = collectFailures;
        }

        @Override
        public void onCompletion() {
            subscribeNext();
        }

        @Override
        public void onFailure(Throwable failure) {
            if (!collectFailures) {
                super.onFailure(failure);
                return;
            }
            if (failures == null) {
                failures = new ArrayList<>(2);
            }
            failures.add(failure);
            subscribeNext();
        }

        /** Subscribes to the next stream, or sends the terminal signal once every stream is done. */
        @SuppressWarnings("unchecked")
        void subscribeNext() {
            if (SWITCHING.getAndIncrement(this) != 0) {
                return;
            }
            do {
                if (isCancelled()) {
                    return;
                }
                // before the next stream's onSubscribe, which receives the demand still outstanding
                reportEmitted();
                if (index == publishers.length) {
                    terminate();
                    return;
                }
                ((Flow.Publisher<T>) publishers[index++]).subscribe(this);
            } while (SWITCHING.decrementAndGet(this) != 0);
        }

        private void terminate() {
            if (failures == null) {
                super.onCompletion();
            } else {
                super.onFailure(failures.size() == 1 ? failures.get(0) : new CompositeException(failures));
            }
        }
    }
}
