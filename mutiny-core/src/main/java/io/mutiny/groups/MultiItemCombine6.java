package io.mutiny.groups;

public class MultiItemCombine6<T1, T2, T3, T4, T5, T6> extends io.mutiny.groups.MultiItemCombineIterable {
    protected MultiItemCombine6() {}

    public MultiItemCombine6(java.lang.Iterable<java.util.concurrent.Flow.Publisher<?>> p0) {}

    public io.mutiny.groups.MultiItemCombine6<T1, T2, T3, T4, T5, T6> collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiItemCombine6<T1, T2, T3, T4, T5, T6> latestItems() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<io.mutiny.tuples.Tuple6<T1, T2, T3, T4, T5, T6>> asTuple() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Multi<O> using(io.mutiny.tuples.Functions.Function6<T1, T2, T3, T4, T5, T6, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
