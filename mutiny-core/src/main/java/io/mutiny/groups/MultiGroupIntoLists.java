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

/**
 * Groups the items of a {@code Multi} into lists, by count or by time.
 *
 * <p>By count, the lists are emitted within the downstream demand: requesting {@code n} lists asks the upstream for
 * the items they need. By time, the upstream is consumed without back-pressure and a list ready while the
 * downstream has no outstanding demand fails the stream with a {@link io.mutiny.subscription.BackPressureFailure};
 * the timer runs on {@link Infrastructure#getDefaultWorkerPool()} and is cancelled with the stream.
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
     * Emits, every {@code duration}, the list of the items received during that period; periods without item emit
     * an empty list if {@code emitEmptyListIfNoItems}. See the class description for demand.
     */
    public Multi<List<T>> every(Duration duration, boolean emitEmptyListIfNoItems) {
        return timed(Integer.MAX_VALUE, validate(duration, "duration"), emitEmptyListIfNoItems);
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
        positive(size, "size");
        return timed(size, validate(maximumDelay, "maximumDelay"), false);
    }

    private Multi<List<T>> timed(int size, Duration duration, boolean emitEmptyLists) {
        return Infrastructure.onMultiCreation(new MultiTimedBufferOp<>(
                upstream, size, duration, emitEmptyLists, Infrastructure.getDefaultWorkerPool()));
    }
}
