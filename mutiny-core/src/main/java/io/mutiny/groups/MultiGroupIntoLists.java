package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.positive;
import static io.mutiny.helpers.ParameterValidation.validate;

import io.mutiny.Multi;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiBufferOp;
import io.mutiny.operators.multi.MultiTimedBufferOp;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;

/**
 * Groups the items of a {@code Multi} into lists, by count or by time.
 *
 * <p>By count, the lists are emitted within the downstream demand: requesting {@code n} lists asks the upstream for
 * the items they need. By time, requesting {@code n} lists asks the upstream for {@code n * size} items with
 * {@link #of(int, Duration)}, and for all its items with {@link #every(Duration)}, as SmallRye Mutiny does; time does
 * not wait for demand, so a list ready while the downstream has no outstanding demand fails the stream with a
 * {@link io.mutiny.subscription.BackPressureFailure};
 * the timer runs on {@link Infrastructure#getDefaultWorkerPool()}, or on the executor given to the overloads taking
 * one, and is cancelled with the stream. The lists are emitted on the timer's thread, or on the upstream's thread
 * when a list fills up or the upstream completes. If the executor rejects the timer, the stream fails with the
 * {@link java.util.concurrent.RejectedExecutionException} and the upstream is cancelled.
 *
 * @param <T> the type of the items
 */
public class MultiGroupIntoLists<T> {

    private final Multi<T> upstream;

    /** Creates the group for {@code upstream}. */
    public MultiGroupIntoLists(Multi<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /**
     * Emits, every {@code duration}, the list of the items received during that period; periods without item emit
     * nothing. On completion the pending items are emitted as a last list. See the class description for demand.
     */
    public Multi<List<T>> every(Duration duration) {
        return every(duration, false);
    }

    /**
     * Emits, every {@code duration} as timed by {@code executor}, the list of the items received during that
     * period; periods without item emit nothing. On completion the pending items are emitted as a last list. See
     * the class description for demand, threads and a rejecting executor.
     *
     * @throws IllegalArgumentException if {@code duration} is {@code null}, zero or negative, or {@code executor}
     *         is {@code null}
     */
    public Multi<List<T>> every(Duration duration, ScheduledExecutorService executor) {
        return every(duration, false, executor);
    }

    /**
     * Emits, every {@code duration}, the list of the items received during that period; periods without item emit
     * an empty list if {@code emitEmptyListIfNoItems}. See the class description for demand.
     */
    public Multi<List<T>> every(Duration duration, boolean emitEmptyListIfNoItems) {
        return every(duration, emitEmptyListIfNoItems, Infrastructure.getDefaultWorkerPool());
    }

    /**
     * Emits, every {@code duration} as timed by {@code executor}, the list of the items received during that
     * period; periods without item emit an empty list if {@code emitEmptyListIfNoItems}. See the class description
     * for demand, threads and a rejecting executor.
     *
     * @throws IllegalArgumentException if {@code duration} is {@code null}, zero or negative, or {@code executor}
     *         is {@code null}
     */
    public Multi<List<T>> every(Duration duration, boolean emitEmptyListIfNoItems, ScheduledExecutorService executor) {
        validate(duration, "duration");
        return timed(Integer.MAX_VALUE, duration, emitEmptyListIfNoItems, nonNull(executor, "executor"));
    }

    /**
     * Emits lists of {@code size} consecutive items; the last one may be smaller. Requesting {@code n} lists
     * requests {@code n * size} items upstream.
     */
    public Multi<List<T>> of(int size) {
        return of(size, size);
    }

    /**
     * Emits lists of {@code size} items, a new list starting every {@code skip} items: the lists overlap when
     * {@code skip < size}, and the items between lists are dropped when {@code skip > size}. When the upstream
     * completes, the lists still open are emitted (possibly smaller).
     */
    public Multi<List<T>> of(int size, int skip) {
        positive(size, "size");
        positive(skip, "skip");
        return Infrastructure.onMultiCreation(new MultiBufferOp<>(upstream, size, skip));
    }

    /**
     * Emits a list as soon as it holds {@code size} items, or when {@code maximumDelay} elapsed since the last
     * emission if it holds at least one item. See the class description for demand.
     */
    public Multi<List<T>> of(int size, Duration maximumDelay) {
        return of(size, maximumDelay, Infrastructure.getDefaultWorkerPool());
    }

    /**
     * Emits a list as soon as it holds {@code size} items, or when {@code maximumDelay}, as timed by
     * {@code executor}, elapsed since the last emission if it holds at least one item. See the class description
     * for demand, threads and a rejecting executor.
     *
     * @throws IllegalArgumentException if {@code size} is not positive, {@code maximumDelay} is {@code null}, zero
     *         or negative, or {@code executor} is {@code null}
     */
    public Multi<List<T>> of(int size, Duration maximumDelay, ScheduledExecutorService executor) {
        positive(size, "size");
        validate(maximumDelay, "maximumDelay");
        return timed(size, maximumDelay, false, nonNull(executor, "executor"));
    }

    private Multi<List<T>> timed(
            int size, Duration duration, boolean emitEmptyLists, ScheduledExecutorService executor) {
        return Infrastructure.onMultiCreation(
                new MultiTimedBufferOp<>(upstream, size, duration, emitEmptyLists, executor));
    }
}
