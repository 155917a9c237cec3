package io.mutiny.operators.uni;

import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.helpers.CancellableSlot;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.function.Predicate;

/**
 * A {@code Multi} made of the items of successive subscriptions to a {@code Uni}.
 *
 * <p>One subscription at a time, and only while there is demand: each subscription is started when the previous
 * one emitted and an item is requested (optionally after waiting for the {@code delay} {@code Uni}). A {@code null}
 * item is not emitted (the next subscription follows). A failure ends the stream. The stream completes after
 * {@code maxRepetitions} subscriptions, when {@code stopBefore} returns {@code true} for an item (that item is not
 * emitted), or when {@code continueAfter} returns {@code false} for an item (that item is emitted). A predicate that
 * throws fails the stream. Subscriptions run in a trampolined loop, so a synchronous {@code Uni} does not grow the
 * stack. Cancellation cancels the running subscription or delay.
 */
public final class UniRepeatOp<T> extends AbstractMulti<T> {

    private final Uni<T> upstream;
    private final Uni<?> delay;
    private final long maxRepetitions;
    private final Predicate<? super T> stopBefore;
    private final Predicate<? super T> continueAfter;

    /**
     * @param delay waited for before every subscription but the first, or {@code null}
     * @param stopBefore completes instead of emitting an item it accepts, or {@code null}
     * @param continueAfter completes after emitting an item it rejects, or {@code null}
     */
    public UniRepeatOp(
            Uni<T> upstream,
            Uni<?> delay,
            long maxRepetitions,
            Predicate<? super T> stopBefore,
            Predicate<? super T> continueAfter) {
        this.upstream = upstream;
        this.delay = delay;
        this.maxRepetitions = maxRepetitions;
        this.stopBefore = stopBefore;
        this.continueAfter = continueAfter;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        subscriber.onSubscribe(new RepeatSubscription<>(this, subscriber));
    }

    static final class RepeatSubscription<T> implements Flow.Subscription {

        private static final AtomicLongFieldUpdater<RepeatSubscription> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(RepeatSubscription.class, "requested");
        private static final AtomicIntegerFieldUpdater<RepeatSubscription> WIP =
                AtomicIntegerFieldUpdater.newUpdater(RepeatSubscription.class, "wip");

        private final UniRepeatOp<T> operator;
        private final MultiSubscriber<? super T> downstream;
        // the running subscription or delay; terminated when the stream ends or is cancelled
        private final CancellableSlot current = new CancellableSlot();
        private volatile long requested;
        private volatile int wip;
        private volatile boolean inFlight;
        // written by the drain loop owner only
        private long started;

        RepeatSubscription(UniRepeatOp<T> operator, MultiSubscriber<? super T> downstream) {
            this.operator = operator;
            this.downstream = downstream;
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                if (current.cancel()) {
                    downstream.onFailure(Subscriptions.invalidRequest(n));
                }
                return;
            }
            Subscriptions.add(REQUESTED, this, n);
            drain();
        }

        @Override
        public void cancel() {
            current.cancel();
        }

        private void drain() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            int missed = 1;
            do {
                if (!inFlight && !current.isCancelled()) {
                    if (started == operator.maxRepetitions) {
                        complete();
                    } else if (requested > 0) {
                        inFlight = true;
                        start(started++ > 0 && operator.delay != null);
                    }
                }
                missed = WIP.addAndGet(this, -missed);
            } while (missed != 0);
        }

        private void start(boolean afterDelay) {
            if (afterDelay) {
                AbstractUni.subscribe(operator.delay, new Step<Object>(this) {
                    @Override
                    public void onItem(Object ignored) {
                        AbstractUni.subscribe(operator.upstream, new Attempt<>(RepeatSubscription.this));
                    }
                });
            } else {
                AbstractUni.subscribe(operator.upstream, new Attempt<>(this));
            }
        }

        void onAttemptItem(T item) {
            if (item == null) {
                next();
                return;
            }
            boolean emit;
            boolean last;
            try {
                emit = operator.stopBefore == null || !operator.stopBefore.test(item);
                last = !emit || (operator.continueAfter != null && !operator.continueAfter.test(item));
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                fail(failure);
                return;
            }
            if (emit) {
                Subscriptions.produced(REQUESTED, this, 1);
                downstream.onItem(item);
            }
            if (last) {
                complete();
            } else {
                next();
            }
        }

        private void next() {
            inFlight = false;
            drain();
        }

        private void complete() {
            if (current.terminate()) {
                downstream.onCompletion();
            }
        }

        void fail(Throwable failure) {
            if (current.terminate()) {
                downstream.onFailure(failure);
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }
    }

    /** A subscriber for one step (delay or attempt): registers its subscription and forwards failures. */
    private abstract static class Step<X> implements UniSubscriber<X> {
        final RepeatSubscription<?> parent;

        Step(RepeatSubscription<?> parent) {
            this.parent = parent;
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            parent.current.replace(subscription::cancel);
        }

        @Override
        public void onFailure(Throwable failure) {
            parent.fail(failure);
        }

        @Override
        public Context context() {
            MultiSubscriber<?> downstream = parent.downstream;
            return Subscriptions.contextOf(downstream);
        }
    }

    private static final class Attempt<T> extends Step<T> {
        private final RepeatSubscription<T> repeat;

        Attempt(RepeatSubscription<T> parent) {
            super(parent);
            this.repeat = parent;
        }

        @Override
        public void onItem(T item) {
            if (!repeat.current.isCancelled()) {
                repeat.onAttemptItem(item);
            }
        }
    }
}
