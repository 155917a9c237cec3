package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.doesNotContainNull;
import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.nonNullAsNpe;

import io.mutiny.Multi;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.function.Function;

/**
 * Concatenates several streams: the items of the first one, then of the second one once the first completed, and
 * so on. Only one stream is subscribed at a time and it receives the downstream demand that is still outstanding.
 * By default a failure stops the concatenation and is propagated; with {@link #collectFailures()} the next streams
 * are still consumed and the failures are reported at the end (the first one, with the others as suppressed
 * exceptions). Cancelling the concatenated stream cancels the current stream.
 */
public class MultiConcat {

    private final boolean collectFailures;

    /** Creates the group; {@code collectFailures} tells whether failures are delayed until every stream ran. */
    public MultiConcat(boolean collectFailures) {
        this.collectFailures = collectFailures;
    }

    /** Concatenates the given streams, in order; see the class description. */
    @SafeVarargs
    public final <T> Multi<T> streams(Flow.Publisher<T>... publishers) {
        doesNotContainNull(nonNull(publishers, "publishers"), "publishers");
        return concatenate(Arrays.asList(publishers));
    }

    /** Concatenates the given streams, in iteration order (read at assembly time); see the class description. */
    public <T> Multi<T> streams(Iterable<? extends Flow.Publisher<T>> iterable) {
        doesNotContainNull(nonNullAsNpe(iterable, "iterable"), "iterable");
        return concatenate(iterable);
    }

    /** Returns a group that consumes every stream before reporting the failures. */
    public MultiConcat collectFailures() {
        return new MultiConcat(true);
    }

    private <T> Multi<T> concatenate(Iterable<? extends Flow.Publisher<T>> publishers) {
        List<Flow.Publisher<T>> copy = new ArrayList<>();
        publishers.forEach(copy::add);
        if (copy.isEmpty()) {
            return Multi.createFrom().empty();
        }
        MultiFlatten<Flow.Publisher<T>, T> flatten =
                Multi.createFrom().iterable(copy).onItem().transformToMulti(Function.identity());
        // each stream is subscribed as soon as the previous one completed, demand or not, so that a failure (or a
        // completion) is signalled even to a subscriber that requests nothing (rules 1.4, 1.5)
        return collectFailures ? flatten.collectFailures().concatenate(true) : flatten.concatenate(true);
    }
}
