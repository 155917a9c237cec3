package io.mutiny.groups;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.uni.UniDelayOnItemOp;
import io.mutiny.operators.uni.UniRepeatOp;
import io.mutiny.operators.uni.UniTerminalOp;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Predicate;

/**
 * Turns a {@code Uni} into a {@code Multi} by subscribing to it repeatedly ({@code uni.repeat()}).
 *
 * <p>The {@code Uni} is subscribed once per requested item, one subscription at a time, and only when the previous
 * one emitted: no subscription runs without demand. Items are emitted on the thread that delivered them;
 * {@code null} items are skipped. A failure ends the stream with that failure. Cancelling the stream cancels the
 * running subscription (or the pending delay).
 *
 * @param <T> the item type
 */
public class UniRepeat<T> {

    private final Uni<T> upstream;
    private final Uni<?> delay;

    /**
     * Prepares to repeat {@code upstream} without delay.
     *
     * @throws IllegalArgumentException if {@code upstream} is {@code null}
     */
    public UniRepeat(Uni<T> upstream) {
        this(upstream, null);
    }

    /**
     * Prepares to repeat {@code upstream}, waiting for {@code delay} (when not {@code null}) to emit before each
     * repetition after the first.
     *
     * @throws IllegalArgumentException if {@code upstream} is {@code null}
     */
    public UniRepeat(Uni<T> upstream, Uni<?> delay) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
        this.delay = delay;
    }

    /**
     * Waits {@code delay} before each repetition after the first, on a timer of the default worker pool.
     *
     * @throws IllegalArgumentException if {@code delay} is {@code null}, zero or negative
     */
    public UniRepeat<T> withDelay(Duration delay) {
        return withDelay(delay, Infrastructure.getDefaultWorkerPool());
    }

    /**
     * Waits {@code delay}, timed by {@code executor}, before each repetition after the first: that repetition is
     * subscribed on the executor's thread. If {@code executor} rejects the timer, the stream fails with the
     * {@link java.util.concurrent.RejectedExecutionException}.
     *
     * @throws IllegalArgumentException if {@code delay} is {@code null}, zero or negative, or {@code executor} is
     *         {@code null}
     */
    public UniRepeat<T> withDelay(Duration delay, ScheduledExecutorService executor) {
        ParameterValidation.validate(delay, "delay");
        ParameterValidation.nonNull(executor, "executor");
        return new UniRepeat<>(upstream, new UniDelayOnItemOp<>(UniTerminalOp.item(null), delay, executor));
    }

    /** Repeats without end (until cancellation or failure). */
    public Multi<T> indefinitely() {
        return repeat(Long.MAX_VALUE, null, null);
    }

    /**
     * Subscribes at most {@code times} times, then completes.
     *
     * @throws IllegalArgumentException if {@code times} is not positive
     */
    public Multi<T> atMost(long times) {
        ParameterValidation.positive(times, "times");
        return repeat(times, null, null);
    }

    /**
     * Repeats until {@code predicate} returns {@code true} for an item: that item is not emitted and the stream
     * completes. If the predicate throws, the stream fails.
     *
     * @throws IllegalArgumentException if {@code predicate} is {@code null}
     */
    public Multi<T> until(Predicate<T> predicate) {
        ParameterValidation.nonNull(predicate, "predicate");
        return repeat(Long.MAX_VALUE, Infrastructure.decorate(predicate), null);
    }

    /**
     * Repeats while {@code predicate} returns {@code true}: the item for which it returns {@code false} is
     * emitted, then the stream completes. If the predicate throws, the stream fails.
     *
     * @throws IllegalArgumentException if {@code predicate} is {@code null}
     */
    public Multi<T> whilst(Predicate<T> predicate) {
        ParameterValidation.nonNull(predicate, "predicate");
        return repeat(Long.MAX_VALUE, null, Infrastructure.decorate(predicate));
    }

    private Multi<T> repeat(long times, Predicate<? super T> stopBefore, Predicate<? super T> continueAfter) {
        return Infrastructure.onMultiCreation(new UniRepeatOp<>(upstream, delay, times, stopBefore, continueAfter));
    }
}
