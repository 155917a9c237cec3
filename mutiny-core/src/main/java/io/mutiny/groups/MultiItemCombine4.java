package io.mutiny.groups;

public class MultiItemCombine4<T1, T2, T3, T4> extends io.mutiny.groups.MultiItemCombineIterable {
    protected MultiItemCombine4() {}

    public MultiItemCombine4(java.lang.Iterable<java.util.concurrent.Flow.Publisher<?>> p0) {}

    public io.mutiny.groups.MultiItemCombine4<T1, T2, T3, T4> collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiItemCombine4<T1, T2, T3, T4> latestItems() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<io.mutiny.tuples.Tuple4<T1, T2, T3, T4>> asTuple() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Multi<O> using(io.mutiny.tuples.Functions.Function4<T1, T2, T3, T4, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
