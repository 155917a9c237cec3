package io.mutiny.groups;

public class MultiItemCombine7<T1, T2, T3, T4, T5, T6, T7> extends io.mutiny.groups.MultiItemCombineIterable {
    protected MultiItemCombine7() {}

    public MultiItemCombine7(java.lang.Iterable<java.util.concurrent.Flow.Publisher<?>> p0) {}

    public io.mutiny.groups.MultiItemCombine7<T1, T2, T3, T4, T5, T6, T7> collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiItemCombine7<T1, T2, T3, T4, T5, T6, T7> latestItems() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<io.mutiny.tuples.Tuple7<T1, T2, T3, T4, T5, T6, T7>> asTuple() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Multi<O> using(io.mutiny.tuples.Functions.Function7<T1, T2, T3, T4, T5, T6, T7, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
