package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.positive;
import static io.mutiny.helpers.ParameterValidation.validate;

import io.mutiny.Multi;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiWindowOp;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;

/**
 * Groups the items of a {@code Multi} into streams, by count or by time.
 *
 * <p>By count, each window is emitted with its first item and streams its items as they arrive; it accepts one
 * subscriber and buffers its items until requested. Requesting {@code n} windows asks the upstream for the items
 * they need. By time, each stream is built from the list of the items of one period (see
 * {@link MultiGroupIntoLists#every(Duration)} for timing, demand and failures): it is emitted at the end of the
 * period and replays that list to any number of subscribers.
 *
 * @param <T> the type of the items
 */
public class MultiGroupIntoMultis<T> {

    private final Multi<T> upstream;

    /** Creates the group for {@code upstream}. */
    public MultiGroupIntoMultis(Multi<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /** Emits, every {@code duration}, a stream of the items received during that period (none if empty). */
    public Multi<Multi<T>> every(Duration duration) {
        return every(duration, Infrastructure.getDefaultWorkerPool());
    }

    /**
     * Emits, every {@code duration} as timed by {@code executor}, a stream of the items received during that
     * period (none if empty), on the timer's thread (see {@link MultiGroupIntoLists#every(Duration,
     * ScheduledExecutorService)} for demand and a rejecting executor).
     *
     * @throws IllegalArgumentException if {@code duration} is {@code null}, zero or negative, or {@code executor}
     *         is {@code null}
     */
    public Multi<Multi<T>> every(Duration duration, ScheduledExecutorService executor) {
        return new MultiGroupIntoLists<>(upstream)
                .every(validate(duration, "duration"), nonNull(executor, "executor"))
                .onItem()
                .transform(items -> Multi.createFrom().iterable(items));
    }

    /** Emits windows of {@code size} consecutive items; the last one may be smaller. */
    public Multi<Multi<T>> of(int size) {
        return of(size, size);
    }

    /**
     * Emits windows of {@code size} items, a new one opening every {@code skip} items (overlapping when
     * {@code skip < size}, dropping the items in between when {@code skip > size}). Cancelling the outer stream
     * stops opening windows; the upstream is cancelled once the open windows were consumed or cancelled too.
     */
    public Multi<Multi<T>> of(int size, int skip) {
        positive(size, "size");
        positive(skip, "skip");
        return Infrastructure.onMultiCreation(new MultiWindowOp<>(upstream, size, skip));
    }
}
