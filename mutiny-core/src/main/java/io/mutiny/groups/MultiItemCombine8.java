package io.mutiny.groups;

public class MultiItemCombine8<T1, T2, T3, T4, T5, T6, T7, T8> extends io.mutiny.groups.MultiItemCombineIterable {
    protected MultiItemCombine8() {}

    public MultiItemCombine8(java.lang.Iterable<java.util.concurrent.Flow.Publisher<?>> p0) {}

    public io.mutiny.groups.MultiItemCombine8<T1, T2, T3, T4, T5, T6, T7, T8> collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiItemCombine8<T1, T2, T3, T4, T5, T6, T7, T8> latestItems() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<io.mutiny.tuples.Tuple8<T1, T2, T3, T4, T5, T6, T7, T8>> asTuple() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Multi<O> using(io.mutiny.tuples.Functions.Function8<T1, T2, T3, T4, T5, T6, T7, T8, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
