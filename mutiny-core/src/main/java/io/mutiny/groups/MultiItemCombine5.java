package io.mutiny.groups;

public class MultiItemCombine5<T1, T2, T3, T4, T5> extends io.mutiny.groups.MultiItemCombineIterable {
    protected MultiItemCombine5() {}

    public MultiItemCombine5(java.lang.Iterable<java.util.concurrent.Flow.Publisher<?>> p0) {}

    public io.mutiny.groups.MultiItemCombine5<T1, T2, T3, T4, T5> collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiItemCombine5<T1, T2, T3, T4, T5> latestItems() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<io.mutiny.tuples.Tuple5<T1, T2, T3, T4, T5>> asTuple() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Multi<O> using(io.mutiny.tuples.Functions.Function5<T1, T2, T3, T4, T5, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
