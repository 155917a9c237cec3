package io.mutiny.groups;

public class MultiItemCombine9<T1, T2, T3, T4, T5, T6, T7, T8, T9> extends io.mutiny.groups.MultiItemCombineIterable {
    protected MultiItemCombine9() {}

    public MultiItemCombine9(java.lang.Iterable<java.util.concurrent.Flow.Publisher<?>> p0) {}

    public io.mutiny.groups.MultiItemCombine9<T1, T2, T3, T4, T5, T6, T7, T8, T9> collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiItemCombine9<T1, T2, T3, T4, T5, T6, T7, T8, T9> latestItems() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<io.mutiny.tuples.Tuple9<T1, T2, T3, T4, T5, T6, T7, T8, T9>> asTuple() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Multi<O> using(
            io.mutiny.tuples.Functions.Function9<T1, T2, T3, T4, T5, T6, T7, T8, T9, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
