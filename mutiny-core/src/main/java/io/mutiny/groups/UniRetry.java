package io.mutiny.groups;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.Clocks;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.uni.UniRetryOp;
import io.mutiny.operators.uni.UniRetryWhenOp;
import java.time.Duration;
import java.util.concurrent.Flow;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.function.Predicate;

/**
 * Configures how a failing {@code Uni} is re-subscribed ({@code uni.onFailure().retry()}).
 *
 * <p>Only failures accepted by the {@code onFailure(..)} predicate are retried; others, and the failure that ends
 * the retries, are propagated as they are. Without back-off, the re-subscription happens at once on the thread
 * that delivered the failure. With {@link #withBackOff(Duration)}, each retry waits on a
 * {@link ScheduledExecutorService} timer (the default worker pool unless {@link #withExecutor} is used; never a
 * sleeping thread): the delay doubles from the initial one up to the maximum, spread by the jitter. Cancellation
 * cancels the running attempt or the pending timer.
 *
 * <p>This group is a mutable builder: {@code withBackOff}, {@code withJitter} and {@code withExecutor} configure it
 * and return it.
 *
 * @param <T> the item type
 */
public class UniRetry<T> {

    /** The default spread of each back-off delay: plus or minus half of it. */
    private static final double DEFAULT_JITTER = 0.5;

    private static final Duration UNBOUNDED_BACK_OFF = Duration.ofNanos(Long.MAX_VALUE);

    private final Uni<T> upstream;
    private final Predicate<? super Throwable> retryable;
    private Duration initialBackOff;
    private Duration maxBackOff;
    private double jitter = DEFAULT_JITTER;
    private ScheduledExecutorService executor;

    /**
     * Prepares the retries of {@code upstream} for the failures accepted by {@code onFailurePredicate}
     * ({@code null}: every failure).
     *
     * @throws IllegalArgumentException if {@code upstream} is {@code null}
     */
    public UniRetry(Uni<T> upstream, Predicate<? super Throwable> onFailurePredicate) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
        this.retryable = onFailurePredicate == null ? failure -> true : onFailurePredicate;
    }

    /**
     * Runs the back-off timers on {@code executor}.
     *
     * @throws IllegalArgumentException if {@code executor} is {@code null}
     */
    public UniRetry<T> withExecutor(ScheduledExecutorService executor) {
        this.executor = ParameterValidation.nonNull(executor, "executor");
        return this;
    }

    /** Retries without limit. */
    public Uni<T> indefinitely() {
        return atMost(Long.MAX_VALUE);
    }

    /**
     * Retries at most {@code numberOfAttempts} times (so subscribes at most {@code numberOfAttempts + 1} times);
     * then the last failure is propagated.
     *
     * @throws IllegalArgumentException if {@code numberOfAttempts} is not positive
     */
    public Uni<T> atMost(long numberOfAttempts) {
        ParameterValidation.positive(numberOfAttempts, "numberOfAttempts");
        return retry(numberOfAttempts, null, null);
    }

    /**
     * Retries with back-off until the absolute time {@code expireAt} (milliseconds since the epoch): a retry whose
     * delay would end after it is not attempted, and the failure is propagated.
     *
     * @throws IllegalArgumentException if no back-off was configured or {@code expireAt} is not positive
     */
    public Uni<T> expireAt(long expireAt) {
        ParameterValidation.positive(expireAt, "expireAt");
        requireBackOff();
        return retry(Long.MAX_VALUE, null, () -> TimeUnit.MILLISECONDS.toNanos(expireAt - System.currentTimeMillis()));
    }

    /**
     * Retries with back-off for {@code expireIn} milliseconds from the subscription: a retry whose delay would end
     * after that is not attempted, and the failure is propagated. Time is read from the timer executor when it is
     * a {@link VirtualTimeScheduler}, else from {@link System#nanoTime()}.
     *
     * @throws IllegalArgumentException if no back-off was configured or {@code expireIn} is not positive
     */
    public Uni<T> expireIn(long expireIn) {
        ParameterValidation.positive(expireIn, "expireIn");
        requireBackOff();
        long nanos = TimeUnit.MILLISECONDS.toNanos(expireIn);
        return retry(Long.MAX_VALUE, null, () -> nanos);
    }

    /**
     * Retries (with the back-off, if configured) as long as {@code predicate} returns {@code true} for the failure;
     * when it returns {@code false}, the failure is propagated. If it throws, a {@link io.mutiny.CompositeException}
     * of the failure and the thrown exception is propagated.
     *
     * @throws IllegalArgumentException if {@code predicate} is {@code null}
     */
    public Uni<T> until(Predicate<? super Throwable> predicate) {
        ParameterValidation.nonNull(predicate, "predicate");
        return retry(Long.MAX_VALUE, Infrastructure.decorate(predicate::test), null);
    }

    /**
     * Retries when told to by a companion stream: {@code whenStreamFactory} receives the stream of failures and
     * returns a publisher; each of its items triggers one re-subscription, its failure is propagated, and its
     * completion makes the resulting {@code Uni} emit {@code null}. A failure not accepted by the
     * {@code onFailure(..)} predicate is propagated as is, without reaching the companion.
     *
     * @throws IllegalArgumentException if {@code whenStreamFactory} is {@code null} or a back-off was configured
     */
    public Uni<T> when(Function<Multi<Throwable>, ? extends Flow.Publisher<?>> whenStreamFactory) {
        ParameterValidation.nonNull(whenStreamFactory, "whenStreamFactory");
        rejectBackOff("when");
        return Infrastructure.onUniCreation(new UniRetryWhenOp<>(
                upstream, Infrastructure.decorate(retryable::test), Infrastructure.decorate(whenStreamFactory)));
    }

    /**
     * Waits before each retry: {@code initialBackOff} first, then doubling without upper bound.
     *
     * @throws IllegalArgumentException if {@code initialBackOff} is {@code null}, zero or negative
     */
    public UniRetry<T> withBackOff(Duration initialBackOff) {
        return withBackOff(initialBackOff, UNBOUNDED_BACK_OFF);
    }

    /**
     * Waits before each retry: {@code initialBackOff} first, then doubling up to {@code maxBackOff}.
     *
     * @throws IllegalArgumentException if a duration is {@code null}, zero or negative, or
     *     {@code maxBackOff < initialBackOff}
     */
    public UniRetry<T> withBackOff(Duration initialBackOff, Duration maxBackOff) {
        ParameterValidation.validate(initialBackOff, "initialBackOff");
        ParameterValidation.validate(maxBackOff, "maxBackOff");
        if (maxBackOff.compareTo(initialBackOff) < 0) {
            throw new IllegalArgumentException("`maxBackOff` must not be smaller than `initialBackOff`");
        }
        this.initialBackOff = initialBackOff;
        this.maxBackOff = maxBackOff;
        return this;
    }

    /**
     * Spreads each back-off delay randomly by plus or minus {@code jitter} times the delay (0.5 by default; 0 for
     * exact delays).
     *
     * @throws IllegalArgumentException if {@code jitter} is not in [0, 1]
     */
    public UniRetry<T> withJitter(double jitter) {
        if (jitter < 0 || jitter > 1 || Double.isNaN(jitter)) {
            throw new IllegalArgumentException("`jitter` must be between 0 and 1, was " + jitter);
        }
        this.jitter = jitter;
        return this;
    }

    private Uni<T> retry(long maxRetries, Predicate<? super Throwable> whilst, LongSupplier deadlineFromNow) {
        ScheduledExecutorService timers = executor != null ? executor : Infrastructure.getDefaultWorkerPool();
        LongSupplier clock = () -> Clocks.nanoTime(timers);
        UniRetryOp.Policy policy = new UniRetryOp.Policy(
                Infrastructure.decorate(retryable::test),
                maxRetries,
                whilst,
                initialBackOff == null ? 0 : initialBackOff.toNanos(),
                maxBackOff == null ? 0 : saturatedNanos(maxBackOff),
                jitter,
                timers,
                clock,
                deadlineFromNow);
        return Infrastructure.onUniCreation(new UniRetryOp<>(upstream, policy));
    }

    private static long saturatedNanos(Duration duration) {
        try {
            return duration.toNanos();
        } catch (ArithmeticException tooLong) {
            return Long.MAX_VALUE;
        }
    }

    private void requireBackOff() {
        if (initialBackOff == null) {
            throw new IllegalArgumentException(
                    "Invalid retry configuration, `expiresAt/expiresIn` must be used with a back-off configuration");
        }
    }

    private void rejectBackOff(String method) {
        if (initialBackOff != null) {
            throw new IllegalArgumentException(
                    "Invalid retry configuration, `" + method + "` cannot be used with a back-off configuration");
        }
    }
}
