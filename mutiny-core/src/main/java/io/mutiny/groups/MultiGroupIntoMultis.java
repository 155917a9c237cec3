package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.positive;
import static io.mutiny.helpers.ParameterValidation.validate;

import io.mutiny.Multi;
import java.time.Duration;
import java.util.List;

/**
 * Groups the items of a {@code Multi} into streams, by count or by time.
 *
 * <p>Each emitted stream is built from a completed group of items (see {@link MultiGroupIntoLists} for demand,
 * timing and failures): it is emitted once its group is complete, can be subscribed any number of times and
 * replays the items of its group.
 *
 * @param <T> the type of the items
 */
public class MultiGroupIntoMultis<T> {

    private final MultiGroupIntoLists<T> lists;

    /** Creates the group for {@code upstream}. */
    public MultiGroupIntoMultis(Multi<T> upstream) {
        this.lists = new MultiGroupIntoLists<>(nonNull(upstream, "upstream"));
    }

    /** Emits, every {@code duration}, a stream of the items received during that period (none if empty). */
    public Multi<Multi<T>> every(Duration duration) {
        return asMultis(lists.every(validate(duration, "duration")));
    }

    /** Emits streams of {@code size} consecutive items; the last one may be smaller. */
    public Multi<Multi<T>> of(int size) {
        return of(size, size);
    }

    /**
     * Emits streams of {@code size} items, a new one starting every {@code skip} items (overlapping when
     * {@code skip < size}, dropping the items in between when {@code skip > size}).
     */
    public Multi<Multi<T>> of(int size, int skip) {
        return asMultis(lists.of(positive(size, "size"), positive(skip, "skip")));
    }

    private Multi<Multi<T>> asMultis(Multi<List<T>> groups) {
        return groups.onItem().transform(items -> Multi.createFrom().iterable(items));
    }
}
