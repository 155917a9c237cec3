package io.mutiny.groups;

public class MultiItemCombine3<T1, T2, T3> extends io.mutiny.groups.MultiItemCombineIterable {
    protected MultiItemCombine3() {}

    public MultiItemCombine3(java.lang.Iterable<java.util.concurrent.Flow.Publisher<?>> p0) {}

    public io.mutiny.groups.MultiItemCombine3<T1, T2, T3> collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiItemCombine3<T1, T2, T3> latestItems() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<io.mutiny.tuples.Tuple3<T1, T2, T3>> asTuple() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Multi<O> using(io.mutiny.tuples.Functions.Function3<T1, T2, T3, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
