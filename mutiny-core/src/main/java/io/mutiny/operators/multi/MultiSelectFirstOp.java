package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;

/**
 * Forwards the first {@code count} upstream items, then cancels the upstream and completes. The upstream is never
 * asked for more than {@code count} items in total; with {@code count == 0} it is cancelled at once and the stream
 * completes without items. Fuseable ({@code SYNC}, not across a thread boundary, as the other stateless stages):
 * a polling consumer pulls at most {@code count} items from the fused upstream, then sees the end; it neither
 * requests nor cancels it (it clears it, as any consumer of a synchronous source).
 *
 * @param <T> the type of the items
 */
public final class MultiSelectFirstOp<T> extends MultiOperator<T, T> {

    private final long count;

    /** Creates the operator over {@code upstream}; the arguments are validated eagerly (see the class description). */
    public MultiSelectFirstOp(Multi<? extends T> upstream, long count) {
        super(upstream);
        this.count = ParameterValidation.positiveOrZero(count, "count");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new FirstProcessor<>(subscriber, count));
    }

    static final class FirstProcessor<T> extends FuseableProcessor<T, T> {

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<FirstProcessor> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(FirstProcessor.class, "requested");

        private final long count;
        /** Touched by the upstream's thread (or the polling consumer) only. */
        private long remaining;
        /** Total requested upstream so far, capped at {@link #count}. */
        private volatile long requested;

        FirstProcessor(MultiSubscriber<? super T> downstream, long count) {
            super(downstream);
            this.count = count;
            this.remaining = count;
        }

        /** Whether a consumer polls this stage: it then sees the end of {@code first(0)} in its first poll. */
        private boolean polled;

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            super.onSubscribe(subscription);
            if (count == 0 && !polled) {
                completeAndCancel();
            }
        }

        @Override
        public int requestFusion(int modes) {
            int mode = super.requestFusion(modes);
            polled = mode == SYNC;
            return mode;
        }

        @Override
        public T poll() {
            if (remaining == 0) {
                return null;
            }
            T item = fusedUpstream.poll();
            if (item != null) {
                remaining--;
            }
            return item;
        }

        @Override
        public boolean isEmpty() {
            return remaining == 0 || fusedUpstream.isEmpty();
        }

        @Override
        public void onItem(T item) {
            if (isDone()) {
                return;
            }
            downstream.onItem(item);
            if (--remaining == 0) {
                completeAndCancel();
            }
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                super.request(n);
                return;
            }
            for (; ; ) {
                long current = requested;
                if (current >= count) {
                    return;
                }
                long toRequest = Math.min(n, count - current);
                if (REQUESTED.compareAndSet(this, current, current + toRequest)) {
                    super.request(toRequest);
                    return;
                }
            }
        }
    }
}
