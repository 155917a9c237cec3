package io.mutiny.groups;

public class MultiItemCombine2<T1, T2> extends io.mutiny.groups.MultiItemCombineIterable {
    protected MultiItemCombine2() {}

    public MultiItemCombine2(java.lang.Iterable<java.util.concurrent.Flow.Publisher<?>> p0) {}

    public io.mutiny.groups.MultiItemCombine2<T1, T2> collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiItemCombine2<T1, T2> latestItems() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<io.mutiny.tuples.Tuple2<T1, T2>> asTuple() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Multi<O> using(java.util.function.BiFunction<T1, T2, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
