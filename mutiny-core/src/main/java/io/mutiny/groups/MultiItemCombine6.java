package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;

import io.mutiny.Multi;
import io.mutiny.tuples.Functions;
import io.mutiny.tuples.Tuple6;
import java.util.concurrent.Flow;

/**
 * Combines the items of 6 streams, by default by zipping them (the n-th item of each, see
 * {@link MultiItemCombineIterable}); {@link #latestItems()} switches to combining the latest item of each.
 */
public class MultiItemCombine6<T1, T2, T3, T4, T5, T6> extends MultiItemCombineIterable {

    /** Creates the group for the given sources, in order. */
    public MultiItemCombine6(Iterable<Flow.Publisher<?>> iterable) {
        super(iterable);
    }

    /** Delays the failures until no more combination is possible, then reports them all; returns this group. */
    @Override
    public MultiItemCombine6<T1, T2, T3, T4, T5, T6> collectFailures() {
        super.collectFailures();
        return this;
    }

    /** Combines the latest item of every source each time one emits, instead of zipping; returns this group. */
    @Override
    public MultiItemCombine6<T1, T2, T3, T4, T5, T6> latestItems() {
        super.latestItems();
        return this;
    }

    /** Emits the combinations as {@link Tuple6}s, within the downstream demand. */
    public Multi<Tuple6<T1, T2, T3, T4, T5, T6>> asTuple() {
        return using(Tuple6::of);
    }

    /**
     * Emits what {@code combinator} returns for each combination, within the downstream demand. A combinator that
     * throws or returns {@code null} fails the stream and cancels the sources.
     */
    @SuppressWarnings("unchecked")
    public <O> Multi<O> using(Functions.Function6<T1, T2, T3, T4, T5, T6, O> combinator) {
        nonNull(combinator, "combinator");
        return combine(items -> combinator.apply(
                (T1) items.get(0), (T2) items.get(1), (T3) items.get(2), (T4) items.get(3), (T5) items.get(4), (T6)
                        items.get(5)));
    }
}
