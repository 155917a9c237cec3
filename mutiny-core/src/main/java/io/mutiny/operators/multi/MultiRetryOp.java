package io.mutiny.operators.multi;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.SwitchableSubscriptionSubscriber;
import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.function.Predicate;

/**
 * Resubscribes to the upstream when it fails, keeping the downstream subscription and its outstanding demand (items
 * already delivered are not replayed, so a source that restarts from the beginning emits them again).
 *
 * <p>A failure is retried when it matches {@code failurePredicate} and {@code whilePredicate} (each {@code null}:
 * any), fewer than {@code maxRetries} retries happened, and, with back-off, the deadline ({@code expireAtMillis},
 * epoch milliseconds) allows the next attempt; otherwise it goes downstream. Without back-off the resubscription is
 * immediate if the downstream has outstanding demand, else it waits for the next request (so a source failing
 * without emitting is not re-subscribed in a loop while nothing is requested); synchronous failures are retried in
 * a loop, not recursively. With back-off, attempt {@code n} waits
 * {@code initial * 2^(n-1)}, capped at {@code max} and randomised by {@code jitter}, on the back-off executor; the
 * pending timer is cancelled on cancellation. A rejected timer, or a throwing predicate, fails the stream.
 */
public final class MultiRetryOp<T> extends MultiOperator<T, T> {

    /** No deadline. */
    public static final long NO_DEADLINE = Long.MAX_VALUE;

    private final Predicate<? super Throwable> failurePredicate;
    private final Predicate<? super Throwable> whilePredicate;
    private final long maxRetries;
    private final long expireAtMillis;
    private final BackOff backOff;

    public MultiRetryOp(
            Multi<? extends T> upstream,
            Predicate<? super Throwable> failurePredicate,
            Predicate<? super Throwable> whilePredicate,
            long maxRetries,
            long expireAtMillis,
            BackOff backOff) {
        super(upstream);
        this.failurePredicate = failurePredicate;
        this.whilePredicate = whilePredicate;
        this.maxRetries = maxRetries;
        this.expireAtMillis = expireAtMillis;
        this.backOff = backOff;
    }

    /** An exponential back-off: the delays between attempts and the executor that waits them. */
    public static final class BackOff {
        private final Duration initial;
        private final Duration max;
        private final double jitter;
        private final ScheduledExecutorService executor;

        public BackOff(Duration initial, Duration max, double jitter, ScheduledExecutorService executor) {
            this.initial = initial;
            this.max = max;
            this.jitter = jitter;
            this.executor = executor;
        }

        /** The delay before retry number {@code retry} (1 for the first), in nanoseconds. */
        long delayNanos(long retry) {
            long initialNanos = saturatedNanos(initial);
            long maxNanos = saturatedNanos(max);
            int doublings = (int) Math.min(retry - 1, 62);
            long base =
                    initialNanos > (maxNanos >> doublings) ? maxNanos : Math.min(maxNanos, initialNanos << doublings);
            long spread = (long) (base * jitter);
            if (spread == 0L) {
                return base;
            }
            long low = Math.max(initialNanos, base - spread);
            long high = Math.min(maxNanos, base + spread);
            return low >= high ? low : ThreadLocalRandom.current().nextLong(low, high + 1);
        }

        private static long saturatedNanos(Duration duration) {
            try {
                return duration.toNanos();
            } catch (ArithmeticException tooLong) {
                return Long.MAX_VALUE;
            }
        }
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        RetrySubscriber<T> retry = new RetrySubscriber<>(subscriber, this);
        subscriber.onSubscribe(retry);
        retry.resubscribe();
    }

    static final class RetrySubscriber<T> extends SwitchableSubscriptionSubscriber<T> {

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<RetrySubscriber> WIP =
                AtomicIntegerFieldUpdater.newUpdater(RetrySubscriber.class, "wip");

        private final MultiRetryOp<T> config;
        /** Signals are serialized: a plain field suffices. */
        private long retries;

        private final Runnable resubscribeOnDemand = () -> whenRequested(this::resubscribe);

        private volatile int wip;
        private volatile ScheduledFuture<?> timer;

        RetrySubscriber(MultiSubscriber<? super T> downstream, MultiRetryOp<T> config) {
            super(downstream);
            this.config = config;
        }

        @Override
        public void onFailure(Throwable failure) {
            if (isCancelled()) {
                super.onFailure(failure); // dropped: nobody listens any more
                return;
            }
            boolean retry;
            try {
                retry = retries < config.maxRetries
                        && (config.failurePredicate == null || config.failurePredicate.test(failure))
                        && (config.whilePredicate == null || config.whilePredicate.test(failure));
            } catch (Throwable predicateFailure) {
                Exceptions.throwIfFatal(predicateFailure);
                super.onFailure(new CompositeException(failure, predicateFailure));
                return;
            }
            if (!retry) {
                super.onFailure(failure);
                return;
            }
            retries++;
            reportEmitted();
            if (config.backOff == null) {
                resubscribeOnDemand.run();
                return;
            }
            long delay = config.backOff.delayNanos(retries);
            if (config.expireAtMillis != NO_DEADLINE
                    && System.currentTimeMillis() + TimeUnit.NANOSECONDS.toMillis(delay) > config.expireAtMillis) {
                super.onFailure(failure);
                return;
            }
            try {
                timer = config.backOff.executor.schedule(resubscribeOnDemand, delay, TimeUnit.NANOSECONDS);
            } catch (RejectedExecutionException rejected) {
                super.onFailure(new CompositeException(failure, rejected));
                return;
            }
            if (isCancelled()) {
                timer.cancel(false);
            }
        }

        @Override
        public void cancel() {
            super.cancel();
            ScheduledFuture<?> pending = timer;
            if (pending != null) {
                pending.cancel(false);
            }
        }

        /** Subscribes to the upstream again; a failure during the subscription loops here instead of recursing. */
        void resubscribe() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            do {
                if (!isCancelled()) {
                    config.upstream().subscribe().withSubscriber(this);
                }
            } while (WIP.decrementAndGet(this) != 0);
        }
    }
}
