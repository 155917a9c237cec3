package io.mutiny.operators.uni;

import io.mutiny.CompositeException;
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
 * <p>Stack safety: immediate retries run in a {@code wip} loop (re-subscribing in a loop, not recursively), so an
 * upstream failing synchronously any number of times does not grow the stack; and the stage counts against the
 * depth budget of {@link UniOperatorProcessor}, so a long chain of retry stages (or a recursion through one) is
 * trampolined like a chain of transforms. Cancellation cancels the running attempt or the pending back-off timer.
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
        new RetryProcessor<>(this, subscriber).start();
    }

    /**
     * One stage of the chain, counted against the depth budget of {@link UniOperatorProcessor}: its upstream slot
     * holds the running attempt or the back-off timer.
     */
    static final class RetryProcessor<T> extends UniOperatorProcessor<T, T> {

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<RetryProcessor> WIP =
                AtomicIntegerFieldUpdater.newUpdater(RetryProcessor.class, "wip");

        private final UniRetryOp<T> operator;
        private final Policy policy;
        private final long deadline;
        // each attempt builds the upstream stages again: they count from this copy
        private final byte depth;
        private volatile int wip;
        // touched by one attempt at a time: attempts are sequential
        private long retries;

        RetryProcessor(UniRetryOp<T> operator, UniSubscriber<? super T> downstream) {
            super(downstream);
            this.depth = (byte) super.stageDepth();
            this.operator = operator;
            this.policy = operator.policy;
            this.deadline = policy.deadlineFromNow == null
                    ? Long.MAX_VALUE
                    : policy.clock.getAsLong() + policy.deadlineFromNow.getAsLong();
        }

        @Override
        int stageDepth() {
            return depth;
        }

        void start() {
            downstream.onSubscribe(this);
            subscribeNow();
        }

        /** Subscribes to the upstream, in a loop that absorbs synchronous failures and their retries. */
        void subscribeNow() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            do {
                if (isDone()) {
                    return;
                }
                AbstractUni.subscribe(operator.upstream(), this);
            } while (WIP.decrementAndGet(this) != 0);
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            replaceUpstream(subscription);
        }

        @Override
        public void onItem(T item) {
            if (markDone()) {
                downstream.onItem(item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (isDone()) {
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
                failDownstream(notRetried);
                return;
            }
            long retry = retries++;
            if (policy.initialBackOffNanos == 0) {
                subscribeNow();
                return;
            }
            long delay = policy.backOffNanos(retry);
            if (deadline != Long.MAX_VALUE && policy.clock.getAsLong() + delay > deadline) {
                failDownstream(failure);
                return;
            }
            // the timer's slot takes the failed attempt's place before the timer exists: the next attempt, which
            // the timer may start before schedule() returns, then replaces the slot, never the other way round; a
            // cancellation closes the slot, which cancels the timer whenever it is stored
            CancellableSlot timer = new CancellableSlot();
            replaceUpstream(timer::cancel);
            try {
                timer.schedule(policy.executor, delay, TimeUnit.NANOSECONDS, this::subscribeNow);
            } catch (RejectedExecutionException rejected) {
                failDownstream(rejected);
            }
        }

        private void failDownstream(Throwable failure) {
            if (markDone()) {
                downstream.onFailure(failure);
            }
        }

        private boolean shouldRetry(Throwable failure) {
            return retries < policy.maxRetries
                    && policy.retryable.test(failure)
                    && (policy.whilst == null || policy.whilst.test(failure));
        }
    }
}
