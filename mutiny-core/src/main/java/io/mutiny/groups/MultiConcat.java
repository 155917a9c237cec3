package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.doesNotContainNull;
import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.nonNullAsNpe;

import io.mutiny.Multi;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiConcatOp;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Flow;

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

    /**
     * Concatenates the given streams, in order; see the class description. The array is read at subscription time,
     * not copied.
     */
    @SafeVarargs
    public final <T> Multi<T> streams(Flow.Publisher<T>... publishers) {
        doesNotContainNull(nonNull(publishers, "publishers"), "publishers");
        return concatenate(publishers);
    }

    /** Concatenates the given streams, in iteration order (read at assembly time); see the class description. */
    @SuppressWarnings("unchecked")
    public <T> Multi<T> streams(Iterable<? extends Flow.Publisher<T>> iterable) {
        doesNotContainNull(nonNullAsNpe(iterable, "iterable"), "iterable");
        List<Flow.Publisher<T>> copy = new ArrayList<>();
        iterable.forEach(copy::add);
        return concatenate(copy.toArray(new Flow.Publisher[0]));
    }

    /** Returns a group that consumes every stream before reporting the failures. */
    public MultiConcat collectFailures() {
        return new MultiConcat(true);
    }

    private <T> Multi<T> concatenate(Flow.Publisher<T>[] publishers) {
        if (publishers.length == 0) {
            return Multi.createFrom().empty();
        }
        return Infrastructure.onMultiCreation(new MultiConcatOp<>(publishers, collectFailures));
    }
}
