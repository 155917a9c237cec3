package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.doesNotContainNull;
import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.nonNullAsNpe;
import static io.mutiny.helpers.ParameterValidation.positive;

import io.mutiny.Multi;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.function.Function;

/**
 * Merges several streams into one: the items of all of them, interleaved in arrival order. This group is immutable:
 * each configuration method returns a new instance.
 *
 * <p>At most {@code concurrency} streams are subscribed at a time; each is asked for {@code requests} items ahead
 * and replenished as its items go downstream, so the downstream demand is respected. The merged stream completes
 * when every stream completed. By default the first failure cancels the other streams and is propagated at once;
 * with {@link #collectFailures()} the streams run to their end and the failures are reported together (the first
 * one, with the others as suppressed exceptions). Cancelling the merged stream cancels every stream.
 */
public class MultiMerge {

    private final boolean collectFailures;
    private final int requests;
    private final int concurrency;

    MultiMerge(boolean collectFailures, int requests, int concurrency) {
        this.collectFailures = collectFailures;
        this.requests = requests;
        this.concurrency = concurrency;
    }

    /** Merges the given streams; see the class description. */
    @SafeVarargs
    public final <T> Multi<T> streams(Flow.Publisher<T>... publishers) {
        doesNotContainNull(nonNull(publishers, "publishers"), "publishers");
        return merge(Arrays.asList(publishers));
    }

    /** Merges the given streams; the iterable is read at assembly time. See the class description. */
    public <T> Multi<T> streams(Iterable<? extends Flow.Publisher<T>> iterable) {
        doesNotContainNull(nonNullAsNpe(iterable, "iterable"), "iterable");
        return merge(iterable);
    }

    /** Returns a group that waits for every stream to terminate before reporting the failures. */
    public MultiMerge collectFailures() {
        return new MultiMerge(true, requests, concurrency);
    }

    /** Returns a group that asks each merged stream for {@code requests} items ahead. */
    public MultiMerge withRequests(int requests) {
        return new MultiMerge(collectFailures, positive(requests, "requests"), concurrency);
    }

    /** Returns a group that subscribes to at most {@code concurrency} streams at a time. */
    public MultiMerge withConcurrency(int concurrency) {
        return new MultiMerge(collectFailures, requests, positive(concurrency, "concurrency"));
    }

    private <T> Multi<T> merge(Iterable<? extends Flow.Publisher<T>> publishers) {
        List<Flow.Publisher<T>> copy = new ArrayList<>();
        publishers.forEach(copy::add);
        if (copy.isEmpty()) {
            return Multi.createFrom().empty();
        }
        MultiFlatten<Flow.Publisher<T>, T> flatten =
                Multi.createFrom().iterable(copy).onItem().transformToMulti(Function.identity());
        if (collectFailures) {
            flatten = flatten.collectFailures();
        }
        return flatten.withRequests(requests).merge(concurrency);
    }
}
