package io.mutiny.operators.uni;

import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.helpers.CancellableSlot;
import io.mutiny.helpers.Exceptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.time.Duration;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.function.Supplier;

/**
 * Forwards the upstream outcome if it arrives within {@code timeout}; otherwise cancels the upstream and continues
 * with the {@code Uni} built by {@code fallback} (which may emit an item, a failure, or anything else).
 *
 * <p>The timer starts when the upstream subscription is received, runs on {@code executor}, and is cancelled when
 * the outcome arrives or the downstream cancels. Exactly one of the outcome and the timeout wins: the loser is
 * ignored (a losing upstream failure goes to the dropped-exception handler). A rejected timer fails the
 * downstream with the {@link RejectedExecutionException}.
 */
public final class UniFailOnTimeoutOp<T> extends UniOperator<T, T> {

    private final Duration timeout;
    private final ScheduledExecutorService executor;
    private final Supplier<? extends Uni<? extends T>> fallback;

    public UniFailOnTimeoutOp(
            Uni<T> upstream,
            Duration timeout,
            ScheduledExecutorService executor,
            Supplier<? extends Uni<? extends T>> fallback) {
        super(upstream);
        this.timeout = timeout;
        this.executor = executor;
        this.fallback = fallback;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        // computed before the allocation: see UniOperatorProcessor(UniSubscriber, UniSubscription)
        UniSubscription depth = UniOperatorProcessor.depthMarker(subscriber);
        UniSubscriber<? super T> downstream = UniOperatorProcessor.placedDownstream(subscriber, depth);
        AbstractUni.subscribe(upstream(), new TimeoutProcessor<>(this, downstream, depth));
    }

    /**
     * The stage and the timer task in one object: the timer is a plain {@link Future} field, and the objects needed
     * for the fallback are only allocated if the timer fires.
     */
    static final class TimeoutProcessor<T> extends UniOperatorProcessor<T, T> implements Runnable {

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<TimeoutProcessor> DECIDED =
                AtomicIntegerFieldUpdater.newUpdater(TimeoutProcessor.class, "decided");

        private final UniFailOnTimeoutOp<T> operator;
        private volatile Future<?> timer;
        private volatile FallbackSubscriber fallbackSubscriber;
        // 0 while the outcome and the timer race; 1 once one of them (or the cancellation) won
        private volatile int decided;

        TimeoutProcessor(
                UniFailOnTimeoutOp<T> operator, UniSubscriber<? super T> downstream, UniSubscription depthMarker) {
            super(downstream, depthMarker);
            this.operator = operator;
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            super.onSubscribe(subscription);
            if (decided != 0) {
                return;
            }
            Future<?> scheduled;
            try {
                scheduled = operator.executor.schedule(this, operator.timeout.toNanos(), TimeUnit.NANOSECONDS);
            } catch (RejectedExecutionException rejected) {
                if (DECIDED.compareAndSet(this, 0, 1)) {
                    cancelUpstream();
                    downstream.onFailure(rejected);
                }
                return;
            }
            timer = scheduled;
            // an outcome or a cancellation that won meanwhile may have missed the timer: cancel it here
            if (decided != 0) {
                scheduled.cancel(false);
            }
        }

        @Override
        public void onItem(T item) {
            if (DECIDED.compareAndSet(this, 0, 1)) {
                cancelTimer();
                super.onItem(item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (DECIDED.compareAndSet(this, 0, 1)) {
                cancelTimer();
                super.onFailure(failure);
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        private void cancelTimer() {
            Future<?> current = timer;
            if (current != null) {
                current.cancel(false);
            }
        }

        /** The timer fired. */
        @Override
        public void run() {
            if (!DECIDED.compareAndSet(this, 0, 1)) {
                return;
            }
            // the downstream stays subscribed: it receives the fallback's outcome
            cancelUpstream();
            Uni<? extends T> next;
            try {
                next = operator.fallback.get();
                if (next == null) {
                    throw new NullPointerException("The timeout fallback produced a `null` Uni");
                }
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                downstream.onFailure(failure);
                return;
            }
            FallbackSubscriber subscriber = new FallbackSubscriber();
            fallbackSubscriber = subscriber;
            // a cancellation that came meanwhile may have missed the subscriber: it is cancelled here
            if (isCancelled()) {
                subscriber.subscription.cancel();
                return;
            }
            AbstractUni.subscribe(next, subscriber);
        }

        @Override
        public void cancel() {
            decided = 1;
            cancelTimer();
            super.cancel();
            FallbackSubscriber subscriber = fallbackSubscriber;
            if (subscriber != null) {
                subscriber.subscription.cancel();
            }
        }

        private final class FallbackSubscriber implements UniSubscriber<T> {
            final CancellableSlot subscription = new CancellableSlot();

            @Override
            public void onSubscribe(UniSubscription upstream) {
                subscription.set(upstream::cancel);
            }

            @Override
            public void onItem(T item) {
                if (!subscription.isCancelled()) {
                    downstream.onItem(item);
                }
            }

            @Override
            public void onFailure(Throwable failure) {
                if (subscription.isCancelled()) {
                    Infrastructure.handleDroppedException(failure);
                } else {
                    downstream.onFailure(failure);
                }
            }

            @Override
            public Context context() {
                return TimeoutProcessor.this.context();
            }
        }
    }
}
