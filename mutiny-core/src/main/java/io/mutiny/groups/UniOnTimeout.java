package io.mutiny.groups;

import io.mutiny.TimeoutException;
import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.uni.UniFailOnTimeoutOp;
import io.mutiny.operators.uni.UniTerminalOp;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Supplier;

/**
 * Configures what happens when a {@code Uni} emits nothing within a delay.
 *
 * <p>The timer starts when the upstream is subscribed and runs on the configured executor (the default worker pool
 * unless {@link #on(ScheduledExecutorService)} is used). If the item or failure arrives first, the timer is
 * cancelled and the outcome is forwarded on the upstream's thread. If the timer fires first, the upstream is
 * cancelled and the chosen action runs on the timer's thread. Exactly one of them wins. Cancelling the resulting
 * {@code Uni} cancels the upstream, the timer, and the fallback {@code Uni} if it is running.
 *
 * @param <T> the item type
 */
public class UniOnTimeout<T> {

    /** What {@link #fail()} fails with, before the callback decorators. */
    private static final Supplier<TimeoutException> TIMEOUT_FAILURE = TimeoutException::new;

    /**
     * The fallback of {@link #fail()} when no decorator changes {@link #TIMEOUT_FAILURE}: shared, so that a timeout
     * built per request allocates no fallback.
     */
    private static final Supplier<Uni<?>> FAIL_WITH_TIMEOUT = () -> UniTerminalOp.failure(new TimeoutException());

    private final Uni<T> upstream;
    private final Duration timeout;
    private final ScheduledExecutorService executor;

    /**
     * Configures a timeout of {@code timeout} on {@code upstream}, with timers on {@code executor} ({@code null}:
     * the default worker pool).
     *
     * @throws IllegalArgumentException if {@code upstream} or {@code timeout} is {@code null}, or {@code timeout}
     *     is zero or negative
     */
    public UniOnTimeout(Uni<T> upstream, Duration timeout, ScheduledExecutorService executor) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
        this.timeout = ParameterValidation.validate(timeout, "timeout");
        this.executor = executor;
    }

    /**
     * Returns a copy of this configuration with another delay.
     *
     * @throws IllegalArgumentException if {@code timeout} is {@code null}, zero or negative
     */
    public UniOnTimeout<T> after(Duration timeout) {
        return new UniOnTimeout<>(upstream, timeout, executor);
    }

    /**
     * Returns a copy of this configuration whose timer runs on {@code executor}.
     *
     * @throws IllegalArgumentException if {@code executor} is {@code null}
     */
    public UniOnTimeout<T> on(ScheduledExecutorService executor) {
        return new UniOnTimeout<>(upstream, timeout, ParameterValidation.nonNull(executor, "executor"));
    }

    /** On timeout, fails with a {@link TimeoutException}. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public Uni<T> fail() {
        if (Infrastructure.decorate(TIMEOUT_FAILURE) == TIMEOUT_FAILURE) {
            return withFallback((Supplier) FAIL_WITH_TIMEOUT);
        }
        return failWith(TIMEOUT_FAILURE);
    }

    /**
     * On timeout, fails with {@code failure}.
     *
     * @throws IllegalArgumentException if {@code failure} is {@code null}
     */
    public Uni<T> failWith(Throwable failure) {
        ParameterValidation.nonNull(failure, "failure");
        return failWith(() -> failure);
    }

    /**
     * On timeout, fails with the exception produced by {@code supplier}, called on the timer thread; if the
     * supplier throws or returns {@code null}, that exception (or a {@link NullPointerException}) is the failure.
     *
     * @throws IllegalArgumentException if {@code supplier} is {@code null}
     */
    public Uni<T> failWith(Supplier<? extends Throwable> supplier) {
        ParameterValidation.nonNull(supplier, "supplier");
        Supplier<? extends Throwable> decorated = Infrastructure.decorate(supplier);
        return withFallback(() -> UniTerminalOp.failure(
                ParameterValidation.nonNullNpe(decorated.get(), ParameterValidation.SUPPLIER_PRODUCED_NULL)));
    }

    /** On timeout, emits {@code fallback} (which may be {@code null}). */
    public Uni<T> recoverWithItem(T fallback) {
        return withFallback(() -> UniTerminalOp.item(fallback));
    }

    /**
     * On timeout, emits the item produced by {@code supplier} on the timer thread (a {@code null} item is
     * emitted as such); if the supplier throws, the exception is the failure.
     *
     * @throws IllegalArgumentException if {@code supplier} is {@code null}
     */
    public Uni<T> recoverWithItem(Supplier<T> supplier) {
        ParameterValidation.nonNull(supplier, "supplier");
        Supplier<T> decorated = Infrastructure.decorate(supplier);
        return withFallback(() -> UniTerminalOp.item(decorated.get()));
    }

    /**
     * On timeout, subscribes to the {@code Uni} produced by {@code supplier} and forwards its outcome; if the
     * supplier throws or returns {@code null}, that exception (or a {@link NullPointerException}) is the failure.
     *
     * @throws IllegalArgumentException if {@code supplier} is {@code null}
     */
    public Uni<T> recoverWithUni(Supplier<Uni<? extends T>> supplier) {
        ParameterValidation.nonNull(supplier, "supplier");
        return withFallback(Infrastructure.decorate(supplier));
    }

    /**
     * On timeout, subscribes to {@code fallback} and forwards its outcome.
     *
     * @throws IllegalArgumentException if {@code fallback} is {@code null}
     */
    public Uni<T> recoverWithUni(Uni<? extends T> fallback) {
        ParameterValidation.nonNull(fallback, "fallback");
        return withFallback(() -> fallback);
    }

    private Uni<T> withFallback(Supplier<? extends Uni<? extends T>> fallback) {
        ScheduledExecutorService timers = executor != null ? executor : Infrastructure.getDefaultWorkerPool();
        return Infrastructure.onUniCreation(new UniFailOnTimeoutOp<>(upstream, timeout, timers, fallback));
    }
}
