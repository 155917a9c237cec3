package io.mutiny.operators.multi;

import io.mutiny.CompositeException;
import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.operators.KnownOutcomes;
import io.mutiny.operators.uni.UniToMultiOp;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.SwitchableSubscriptionSubscriber;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
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
 * <p>Once the downstream demand is unbounded, a stream whose outcome is known at assembly ({@link KnownOutcome}:
 * {@code item(x)}, {@code empty()}...) is not subscribed: its item is emitted directly; and the {@code Uni} of a
 * {@code uni.toMulti()} stream is subscribed directly (that stream would subscribe it on the immediate first request);
 * a stream offering synchronous fusion ({@link FusedSubscription#SYNC}: a range, an iterable, transformed, filtered,
 * {@code select().first(n)}...) is polled to its end in {@code onSubscribe}, on the thread that would have requested
 * everything from it there and received its items, instead of being requested.
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
        /** The subscriber of the {@code Uni}s of {@code toMulti()} streams, made on the first one. */
        private UniSide uniSide;

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

        /** Polls a synchronously fuseable stream under an unbounded demand, else makes it the current upstream. */
        @SuppressWarnings("unchecked")
        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (requested() == Long.MAX_VALUE
                    && subscription instanceof FusedSubscription
                    && !isCancelled()
                    && ((FusedSubscription<T>) subscription).requestFusion(FusedSubscription.SYNC)
                            == FusedSubscription.SYNC) {
                pollAll((FusedSubscription<T>) subscription);
            } else {
                super.onSubscribe(subscription);
            }
        }

        /**
         * Relays every item of a synchronous stream, then moves on to the next one (through the switching loop that
         * subscribed this one). A cancellation, seen before each poll, clears the stream; a failing poll fails.
         */
        private void pollAll(FusedSubscription<T> stream) {
            for (; ; ) {
                if (isCancelled()) {
                    stream.clear();
                    return;
                }
                T item;
                try {
                    item = stream.poll();
                } catch (Throwable failure) {
                    Exceptions.throwIfFatal(failure);
                    stream.clear();
                    onFailure(failure);
                    return;
                }
                if (item == null) {
                    stream.clear();
                    onCompletion();
                    return;
                }
                onItem(item);
            }
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
                Flow.Publisher<T> next = (Flow.Publisher<T>) publishers[index++];
                if (requested() != Long.MAX_VALUE) {
                    next.subscribe(this);
                } else if (next instanceof KnownOutcome) {
                    emitKnown((KnownOutcome<T>) next);
                } else if (next instanceof UniToMultiOp) {
                    subscribeToUni(((UniToMultiOp<T>) next).uni());
                } else {
                    next.subscribe(this);
                }
            } while (SWITCHING.decrementAndGet(this) != 0);
        }

        /**
         * Emits the outcome of a stream known at assembly ({@code item(x)}, {@code empty()}, a known {@code Uni}'s
         * {@code toMulti()}) without subscribing to it, as its subscription would under an unbounded demand; its
         * completion or failure moves on to the next stream through the current switching loop.
         */
        @SuppressWarnings("unchecked")
        private void emitKnown(KnownOutcome<T> source) {
            Object outcome = KnownOutcomes.read(source, this, ConcatSubscriber::onFailure);
            if (outcome == KnownOutcomes.FAILED) {
                return;
            }
            if (outcome != null) {
                onItem((T) outcome);
            }
            onCompletion();
        }

        /**
         * Subscribes to the {@code Uni} of a {@code uni.toMulti()} stream directly, as that stream would on the
         * (immediate) first request of an unbounded demand: one subscriber per concatenation serves every such
         * stream in turn, where each {@code toMulti()} subscription would make its own.
         */
        private void subscribeToUni(Uni<T> uni) {
            UniSide side = uniSide;
            if (side == null) {
                side = new UniSide();
                uniSide = side;
            }
            AbstractUni.subscribe(uni, side);
        }

        private void terminate() {
            if (failures == null) {
                super.onCompletion();
            } else {
                super.onFailure(failures.size() == 1 ? failures.get(0) : new CompositeException(failures));
            }
        }

        /** Relays the outcome of a {@code Uni} as the item and completion its {@code toMulti()} stream would send. */
        private final class UniSide implements UniSubscriber<T> {

            @Override
            public Context context() {
                return ConcatSubscriber.this.context();
            }

            @Override
            public void onSubscribe(UniSubscription subscription) {
                ConcatSubscriber.this.onSubscribe(subscription);
            }

            @Override
            public void onItem(T item) {
                if (item != null) {
                    ConcatSubscriber.this.onItem(item);
                }
                ConcatSubscriber.this.onCompletion();
            }

            @Override
            public void onFailure(Throwable failure) {
                ConcatSubscriber.this.onFailure(failure);
            }
        }
    }
}
