package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.doesNotContainNull;
import static io.mutiny.helpers.ParameterValidation.nonNull;

import io.mutiny.Multi;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiCombineLatestOp;
import io.mutiny.operators.multi.MultiZipOp;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.function.Function;

/**
 * Combines the items of several streams.
 *
 * <p>By default the streams are zipped: the n-th combination holds the n-th item of every stream, so the result
 * waits for one item of each; it completes when one stream completed and all its items were combined (the other
 * streams are cancelled then). With {@link #latestItems()}, a combination of the latest item of every stream is
 * emitted each time one of them emits (once all emitted at least once); it completes when every stream completed,
 * or at once when a stream completes without item.
 *
 * <p>Each stream is asked for {@link Infrastructure#getBufferSizeS()} items ahead and replenished as its items are
 * combined; the combinations are emitted within the downstream demand, on the thread of the stream whose signal
 * made them possible (or of the downstream request). The first failure cancels the other streams and is
 * propagated at once; with {@link #collectFailures()} the failures are reported (the first one, the others
 * suppressed) only when no combination is possible any more. Cancelling the result cancels every stream. An empty
 * set of streams completes at once.
 *
 * <p>The configuration methods modify this group and return it.
 */
public class MultiItemCombineIterable {

    private final List<Flow.Publisher<?>> sources;
    private boolean collectFailures;
    private boolean latest;

    /** Creates the group for the streams of {@code iterable}, read now, in iteration order. */
    public MultiItemCombineIterable(Iterable<? extends Flow.Publisher<?>> iterable) {
        doesNotContainNull(nonNull(iterable, "iterable"), "iterable");
        List<Flow.Publisher<?>> copy = new ArrayList<>();
        iterable.forEach(copy::add);
        this.sources = copy;
    }

    /** Delays the failures until no more combination is possible, then reports them all; returns this group. */
    public MultiItemCombineIterable collectFailures() {
        this.collectFailures = true;
        return this;
    }

    /** Combines the latest item of every stream each time one emits, instead of zipping; returns this group. */
    public MultiItemCombineIterable latestItems() {
        this.latest = true;
        return this;
    }

    /**
     * Emits what {@code combinator} returns for each combination (a list holding one item per stream, in the
     * streams' order), within the downstream demand. A combinator that throws or returns {@code null} fails the
     * stream and cancels every stream.
     */
    public <O> Multi<O> using(Function<List<?>, O> combinator) {
        return combine(nonNull(combinator, "combinator"));
    }

    <O> Multi<O> combine(Function<List<?>, O> combinator) {
        int prefetch = Infrastructure.getBufferSizeS();
        Multi<O> operator = latest
                ? new MultiCombineLatestOp<>(sources, combinator, collectFailures, prefetch)
                : new MultiZipOp<>(sources, combinator, collectFailures, prefetch);
        return Infrastructure.onMultiCreation(operator);
    }
}
