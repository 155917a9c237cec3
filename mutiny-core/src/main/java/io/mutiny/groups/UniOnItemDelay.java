package io.mutiny.groups;

import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.uni.UniDelayOnItemOp;
import io.mutiny.operators.uni.UniDelayUntilOp;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Function;

/**
 * Entry point of {@code uni.onItem().delayIt()}: delays the emission of the item. Failures are never delayed.
 * Cancelling the resulting {@code Uni} cancels the upstream and the pending delay.
 *
 * @param <T> the item type
 */
public class UniOnItemDelay<T> {

    private final Uni<T> upstream;
    private ScheduledExecutorService executor;

    /**
     * Prepares to delay the item of {@code upstream}, with timers on {@code executor} ({@code null}: the default
     * worker pool).
     *
     * @throws IllegalArgumentException if {@code upstream} is {@code null}
     */
    public UniOnItemDelay(Uni<T> upstream, ScheduledExecutorService executor) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
        this.executor = executor;
    }

    /**
     * Makes the timers of this group run on {@code executor}, and returns this group (like SmallRye Mutiny, which
     * spares the caller a second group object per assembly).
     *
     * @throws IllegalArgumentException if {@code executor} is {@code null}
     */
    public UniOnItemDelay<T> onExecutor(ScheduledExecutorService executor) {
        this.executor = ParameterValidation.nonNull(executor, "executor");
        return this;
    }

    /**
     * Emits the item {@code duration} after it arrived, on the executor's thread.
     *
     * @throws IllegalArgumentException if {@code duration} is {@code null}, zero or negative
     */
    public Uni<T> by(Duration duration) {
        ParameterValidation.validate(duration, "duration");
        ScheduledExecutorService timers = executor != null ? executor : Infrastructure.getDefaultWorkerPool();
        return Infrastructure.onUniCreation(new UniDelayOnItemOp<>(upstream, duration, timers));
    }

    /**
     * Emits the item once the {@code Uni} returned by {@code function} for it emits an item (whose value is
     * ignored), on that {@code Uni}'s thread. That {@code Uni} is subscribed from the executor (the default worker
     * pool unless {@link #onExecutor} is used), so one that emits at once does so on the executor's thread. If
     * {@code function} throws or returns {@code null}, the returned {@code Uni} fails, or the executor rejects the
     * task, the resulting {@code Uni} fails.
     *
     * @throws IllegalArgumentException if {@code function} is {@code null}
     */
    public Uni<T> until(Function<? super T, Uni<?>> function) {
        ParameterValidation.nonNull(function, "function");
        ScheduledExecutorService timers = executor != null ? executor : Infrastructure.getDefaultWorkerPool();
        return Infrastructure.onUniCreation(new UniDelayUntilOp<>(upstream, Infrastructure.decorate(function), timers));
    }
}
