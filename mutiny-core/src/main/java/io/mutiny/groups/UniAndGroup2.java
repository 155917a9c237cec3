package io.mutiny.groups;

public class UniAndGroup2<T1, T2> extends io.mutiny.groups.UniAndGroupIterable<T1> {
    protected UniAndGroup2() {}

    public UniAndGroup2(io.mutiny.Uni<? extends T1> p0, io.mutiny.Uni<? extends T2> p1) {}

    public io.mutiny.groups.UniAndGroup2<T1, T2> collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<io.mutiny.tuples.Tuple2<T1, T2>> asTuple() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.UniAndGroup2<T1, T2> usingConcurrencyOf(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> combinedWith(java.util.function.BiFunction<T1, T2, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> with(java.util.function.BiFunction<T1, T2, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> withUni(java.util.function.BiFunction<T1, T2, io.mutiny.Uni<O>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
