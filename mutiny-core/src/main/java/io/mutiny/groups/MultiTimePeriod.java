package io.mutiny.groups;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiTicksOp;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;

/**
 * Configures periodic ticks ({@code Multi.createFrom().ticks()}): an optional initial delay and executor, then the
 * period with {@link #every(Duration)}.
 */
public class MultiTimePeriod {

    private Duration initialDelay = Duration.ZERO;
    private ScheduledExecutorService executor;

    /** Creates a configuration with no initial delay, on the default worker pool. */
    public MultiTimePeriod() {
        // defaults above
    }

    /** Waits {@code delay} (strictly positive) before the first tick; without it the first tick is immediate. */
    public MultiTimePeriod startingAfter(Duration delay) {
        this.initialDelay = ParameterValidation.validate(delay, "delay");
        return this;
    }

    /** Runs the timer, and emits the ticks, on {@code executor} instead of the default worker pool. */
    public MultiTimePeriod onExecutor(ScheduledExecutorService executor) {
        this.executor = ParameterValidation.nonNull(executor, "executor");
        return this;
    }

    /**
     * The stream of ticks 0, 1, 2... one every {@code period} (strictly positive), emitted on the executor's thread.
     * The timer starts on the first request, so a subscriber that never requests gets nothing. A tick that finds no
     * outstanding demand fails the stream with a {@link io.mutiny.subscription.BackPressureFailure}: request
     * generously (or unbounded). Cancelling stops the timer. The stream never completes by itself.
     */
    public Multi<Long> every(Duration period) {
        ParameterValidation.validate(period, "period");
        ScheduledExecutorService actual = executor != null ? executor : Infrastructure.getDefaultWorkerPool();
        return Infrastructure.onMultiCreation(new MultiTicksOp(initialDelay, period, actual));
    }
}
