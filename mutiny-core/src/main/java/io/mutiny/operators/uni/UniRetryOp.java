package io.mutiny.operators.uni;

import io.mutiny.CompositeException;
import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.helpers.CancellableSlot;
import io.mutiny.helpers.Exceptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.function.LongSupplier;
import java.util.function.Predicate;

/**
 * Re-subscribes to the upstream when it fails, as configured by a {@link Policy}: which failures are retried, how
 * many times, while which condition holds, with which exponential back-off (on a {@link ScheduledExecutorService},
 * never a sleeping thread) and until which deadline. When a failure is not retried, it is propagated as is.
 *
 * <p>Immediate retries run in a trampolined loop, so an upstream failing synchronously does not grow the stack.
 * Cancellation cancels the running attempt or the pending back-off timer.
 */
public final class UniRetryOp<T> extends UniOperator<T, T> {

    /** The retry configuration; immutable. */
    public static final class Policy {
        final Predicate<? super Throwable> retryable;
        final long maxRetries;
        final Predicate<? super Throwable> whilst;
        final long initialBackOffNanos;
        final long maxBackOffNanos;
        final double jitter;
        final ScheduledExecutorService executor;
        final LongSupplier clock;
        final LongSupplier deadlineFromNow;

        /**
         * @param retryable which failures may be retried
         * @param maxRetries the number of re-subscriptions allowed
         * @param whilst retries only while it returns {@code true} for the failure ({@code null}: always)
         * @param initialBackOffNanos the first back-off, 0 for immediate retries
         * @param maxBackOffNanos the back-off cap
         * @param jitter the random spread of each back-off, as a fraction of it, in [0, 1]
         * @param executor runs the back-off timers
         * @param clock the time source of the deadline, in nanoseconds
         * @param deadlineFromNow called at subscription: the nanoseconds left before retries stop, or
         *     {@code null} for no deadline
         */
        public Policy(
                Predicate<? super Throwable> retryable,
                long maxRetries,
                Predicate<? super Throwable> whilst,
                long initialBackOffNanos,
                long maxBackOffNanos,
                double jitter,
                ScheduledExecutorService executor,
                LongSupplier clock,
                LongSupplier deadlineFromNow) {
            this.retryable = retryable;
            this.maxRetries = maxRetries;
            this.whilst = whilst;
            this.initialBackOffNanos = initialBackOffNanos;
            this.maxBackOffNanos = maxBackOffNanos;
            this.jitter = jitter;
            this.executor = executor;
            this.clock = clock;
            this.deadlineFromNow = deadlineFromNow;
        }

        /** The back-off before retry number {@code retry} (0-based): doubling from the initial one, capped, jittered. */
        long backOffNanos(long retry) {
            long base = initialBackOffNanos;
            for (long step = 0; step < retry && base < maxBackOffNanos; step++) {
                base = base > Long.MAX_VALUE / 2 ? Long.MAX_VALUE : base * 2;
            }
            base = Math.min(base, maxBackOffNanos);
            if (jitter == 0) {
                return base;
            }
            double spread = base * jitter;
            double jittered = base - spread + ThreadLocalRandom.current().nextDouble() * 2 * spread;
            return Math.min(maxBackOffNanos, Math.max(0, (long) jittered));
        }
    }

    private final Policy policy;

    public UniRetryOp(Uni<T> upstream, Policy policy) {
        super(upstream);
        this.policy = policy;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        RetryProcessor<T> processor = new RetryProcessor<>(this, subscriber);
        subscriber.onSubscribe(processor);
        processor.subscribeNow();
    }

    static final class RetryProcessor<T> implements UniSubscriber<T>, UniSubscription {

        private static final AtomicIntegerFieldUpdater<RetryProcessor> WIP =
                AtomicIntegerFieldUpdater.newUpdater(RetryProcessor.class, "wip");

        private final UniRetryOp<T> operator;
        private final Policy policy;
        private final UniSubscriber<? super T> downstream;
        private final long deadline;
        // the running attempt or the back-off timer; terminated once the outcome was delivered or cancelled
        private final CancellableSlot current = new CancellableSlot();
        private volatile int wip;
        // touched by one attempt at a time: attempts are sequential
        private long retries;

        RetryProcessor(UniRetryOp<T> operator, UniSubscriber<? super T> downstream) {
            this.operator = operator;
            this.policy = operator.policy;
            this.downstream = downstream;
            this.deadline = policy.deadlineFromNow == null
                    ? Long.MAX_VALUE
                    : policy.clock.getAsLong() + policy.deadlineFromNow.getAsLong();
        }

        /** Subscribes to the upstream, in a loop that absorbs synchronous failures and their retries. */
        void subscribeNow() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            do {
                if (current.isCancelled()) {
                    return;
                }
                AbstractUni.subscribe(operator.upstream(), this);
            } while (WIP.decrementAndGet(this) != 0);
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            current.replace(subscription::cancel);
        }

        @Override
        public void onItem(T item) {
            if (current.terminate()) {
                downstream.onItem(item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (current.isCancelled()) {
                Infrastructure.handleDroppedException(failure);
                return;
            }
            Throwable notRetried;
            try {
                notRetried = shouldRetry(failure) ? null : failure;
            } catch (Throwable thrown) {
                Exceptions.throwIfFatal(thrown);
                notRetried = new CompositeException(failure, thrown);
            }
            if (notRetried != null) {
                if (current.terminate()) {
                    downstream.onFailure(notRetried);
                }
                return;
            }
            long retry = retries++;
            if (policy.initialBackOffNanos == 0) {
                subscribeNow();
                return;
            }
            long delay = policy.backOffNanos(retry);
            if (deadline != Long.MAX_VALUE && policy.clock.getAsLong() + delay > deadline) {
                if (current.terminate()) {
                    downstream.onFailure(failure);
                }
                return;
            }
            try {
                ScheduledFuture<?> timer = policy.executor.schedule(this::subscribeNow, delay, TimeUnit.NANOSECONDS);
                current.replace(() -> timer.cancel(false));
            } catch (RejectedExecutionException rejected) {
                if (current.terminate()) {
                    downstream.onFailure(rejected);
                }
            }
        }

        private boolean shouldRetry(Throwable failure) {
            return retries < policy.maxRetries
                    && policy.retryable.test(failure)
                    && (policy.whilst == null || policy.whilst.test(failure));
        }

        @Override
        public void cancel() {
            current.cancel();
        }

        @Override
        public Context context() {
            return downstream.context();
        }
    }
}
