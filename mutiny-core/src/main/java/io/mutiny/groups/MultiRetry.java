package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.positive;
import static io.mutiny.helpers.ParameterValidation.validate;

import io.mutiny.Multi;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiRetryOp;
import io.mutiny.operators.multi.MultiRetryWhenOp;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.Flow;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Resubscribes to a {@link Multi} when it fails (with a failure matching the predicate of
 * {@code onFailure(...)}, if any). The downstream keeps its subscription and outstanding demand across attempts;
 * items already delivered are not replayed, so a source that restarts emits them again.
 *
 * <p>{@code withBackOff}, {@code withJitter} and {@code withExecutor} configure an exponential back-off: attempt
 * {@code n} waits {@code initial * 2^(n-1)} (capped at {@code max}, randomised by the jitter, 0.5 by default) on the
 * executor ({@link Infrastructure#getDefaultWorkerPool()} by default), never blocking a thread; cancelling cancels the
 * pending timer. Without back-off, resubscription is immediate. This group is a mutable builder.
 *
 * @param <T> the type of the items
 */
public class MultiRetry<T> {

    private static final Duration DEFAULT_INITIAL_BACK_OFF = Duration.ofSeconds(1);
    private static final double DEFAULT_JITTER = 0.5;

    private final Multi<T> upstream;
    private final Predicate<? super Throwable> predicate;

    private Duration initialBackOff = DEFAULT_INITIAL_BACK_OFF;
    private Duration maxBackOff = ChronoUnit.FOREVER.getDuration();
    private double jitter = DEFAULT_JITTER;
    private boolean backOffConfigured;
    private ScheduledExecutorService executor;

    /** Creates the group retrying {@code upstream} on failures matching {@code predicate} ({@code null}: all). */
    public MultiRetry(Multi<T> upstream, Predicate<? super Throwable> predicate) {
        this.upstream = nonNull(upstream, "upstream");
        this.predicate = predicate;
    }

    /** Runs the back-off timers on {@code executor} instead of the default worker pool. */
    public MultiRetry<T> withExecutor(ScheduledExecutorService executor) {
        this.executor = nonNull(executor, "executor");
        return this;
    }

    /** Retries every matching failure, forever (with the back-off, if configured). */
    public Multi<T> indefinitely() {
        return atMost(Long.MAX_VALUE);
    }

    /**
     * Retries at most {@code numberOfAttempts} times (with the back-off, if configured); the next failure goes
     * downstream.
     */
    public Multi<T> atMost(long numberOfAttempts) {
        positive(numberOfAttempts, "numberOfAttempts");
        return build(numberOfAttempts, null, MultiRetryOp.NO_DEADLINE, backOffConfigured);
    }

    /**
     * Retries with the configured back-off as long as the next attempt would start before {@code expireAt} (epoch
     * milliseconds); then the failure goes downstream.
     *
     * @throws IllegalArgumentException if no back-off is configured
     */
    public Multi<T> expireAt(long expireAt) {
        positive(expireAt, "expireAt");
        requireBackOff();
        return build(Long.MAX_VALUE, null, expireAt, true);
    }

    /**
     * Same as {@link #expireAt(long)}, with a deadline {@code expireIn} milliseconds from now.
     *
     * @throws IllegalArgumentException if no back-off is configured
     */
    public Multi<T> expireIn(long expireIn) {
        positive(expireIn, "expireIn");
        requireBackOff();
        long now = System.currentTimeMillis();
        return expireAt(expireIn > Long.MAX_VALUE - now ? Long.MAX_VALUE - 1 : now + expireIn);
    }

    /**
     * Retries (with the back-off, if configured) as long as {@code whilePredicate} accepts the failure; the first
     * failure it rejects goes downstream.
     */
    public Multi<T> until(Predicate<? super Throwable> whilePredicate) {
        Predicate<? super Throwable> actual = Infrastructure.decorate(nonNull(whilePredicate, "predicate"));
        return build(Long.MAX_VALUE, actual, MultiRetryOp.NO_DEADLINE, backOffConfigured);
    }

    /**
     * Lets a companion stream decide: {@code whenStreamFactory} receives the stream of failures and returns a
     * publisher; each item it emits triggers a resubscription, its completion completes the result, its failure
     * fails it.
     *
     * @throws IllegalArgumentException if a back-off is configured
     */
    public Multi<T> when(Function<Multi<Throwable>, ? extends Flow.Publisher<?>> whenStreamFactory) {
        Function<Multi<Throwable>, ? extends Flow.Publisher<?>> actual =
                Infrastructure.decorate(nonNull(whenStreamFactory, "whenStreamFactory"));
        rejectBackOff("when");
        return Infrastructure.onMultiCreation(new MultiRetryWhenOp<>(upstream, predicate, actual));
    }

    /** Waits {@code initialBackOff} before the first retry, doubling each time. */
    public MultiRetry<T> withBackOff(Duration initialBackOff) {
        return withBackOff(initialBackOff, maxBackOff);
    }

    /** Waits {@code initialBackOff} before the first retry, doubling each time up to {@code maxBackOff}. */
    public MultiRetry<T> withBackOff(Duration initialBackOff, Duration maxBackOff) {
        validate(initialBackOff, "initialBackOff");
        validate(maxBackOff, "maxBackOff");
        if (maxBackOff.compareTo(initialBackOff) < 0) {
            throw new IllegalArgumentException("`maxBackOff` must not be shorter than `initialBackOff`");
        }
        this.initialBackOff = initialBackOff;
        this.maxBackOff = maxBackOff;
        this.backOffConfigured = true;
        return this;
    }

    /** Randomises each back-off delay by up to {@code jitter} (between 0.0 and 1.0) of its value. */
    public MultiRetry<T> withJitter(double jitter) {
        if (jitter < 0.0 || jitter > 1.0 || Double.isNaN(jitter)) {
            throw new IllegalArgumentException("`jitter` must be between 0.0 and 1.0");
        }
        this.jitter = jitter;
        this.backOffConfigured = true;
        return this;
    }

    private void rejectBackOff(String method) {
        if (backOffConfigured) {
            throw new IllegalArgumentException(
                    "Invalid retry configuration, `" + method + "` cannot be used with a back-off configuration");
        }
    }

    private void requireBackOff() {
        if (!backOffConfigured) {
            throw new IllegalArgumentException(
                    "Invalid retry configuration, `expiresAt/expiresIn` must be used with a back-off configuration");
        }
    }

    private Multi<T> build(
            long maxRetries, Predicate<? super Throwable> whilePredicate, long expireAt, boolean withBackOff) {
        MultiRetryOp.BackOff backOff = withBackOff
                ? new MultiRetryOp.BackOff(
                        initialBackOff,
                        maxBackOff,
                        jitter,
                        executor != null ? executor : Infrastructure.getDefaultWorkerPool())
                : null;
        return Infrastructure.onMultiCreation(
                new MultiRetryOp<>(upstream, predicate, whilePredicate, maxRetries, expireAt, backOff));
    }
}
