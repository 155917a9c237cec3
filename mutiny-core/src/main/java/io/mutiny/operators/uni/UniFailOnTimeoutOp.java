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
    public void subscribe(UniSubscriber<? super T> subscriber) {
        AbstractUni.subscribe(upstream(), new TimeoutProcessor<>(this, subscriber));
    }

    static final class TimeoutProcessor<T> extends UniOperatorProcessor<T, T> implements Runnable {

        private static final AtomicIntegerFieldUpdater<TimeoutProcessor> DECIDED =
                AtomicIntegerFieldUpdater.newUpdater(TimeoutProcessor.class, "decided");

        private final UniFailOnTimeoutOp<T> operator;
        private final CancellableSlot timer = new CancellableSlot();
        private final CancellableSlot fallbackSubscription = new CancellableSlot();
        // 0 while the outcome and the timer race; 1 once one of them (or the cancellation) won
        private volatile int decided;

        TimeoutProcessor(UniFailOnTimeoutOp<T> operator, UniSubscriber<? super T> downstream) {
            super(downstream);
            this.operator = operator;
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            super.onSubscribe(subscription);
            if (decided != 0) {
                return;
            }
            try {
                timer.schedule(operator.executor, operator.timeout.toNanos(), TimeUnit.NANOSECONDS, this);
            } catch (RejectedExecutionException rejected) {
                if (DECIDED.compareAndSet(this, 0, 1)) {
                    cancelUpstream();
                    downstream.onFailure(rejected);
                }
            }
        }

        @Override
        public void onItem(T item) {
            if (DECIDED.compareAndSet(this, 0, 1)) {
                timer.cancel();
                super.onItem(item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (DECIDED.compareAndSet(this, 0, 1)) {
                timer.cancel();
                super.onFailure(failure);
            } else {
                Infrastructure.handleDroppedException(failure);
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
            AbstractUni.subscribe(next, new FallbackSubscriber());
        }

        @Override
        public void cancel() {
            DECIDED.compareAndSet(this, 0, 1);
            timer.cancel();
            fallbackSubscription.cancel();
            super.cancel();
        }

        private final class FallbackSubscriber implements UniSubscriber<T> {
            @Override
            public void onSubscribe(UniSubscription subscription) {
                fallbackSubscription.set(subscription::cancel);
            }

            @Override
            public void onItem(T item) {
                if (!fallbackSubscription.isCancelled()) {
                    downstream.onItem(item);
                }
            }

            @Override
            public void onFailure(Throwable failure) {
                if (fallbackSubscription.isCancelled()) {
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
