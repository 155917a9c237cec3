package io.mutiny.groups;

public class UniAndGroup4<T1, T2, T3, T4> extends io.mutiny.groups.UniAndGroupIterable<T1> {
    protected UniAndGroup4() {}

    public UniAndGroup4(
            io.mutiny.Uni<? extends T1> p0,
            io.mutiny.Uni<? extends T2> p1,
            io.mutiny.Uni<? extends T3> p2,
            io.mutiny.Uni<? extends T4> p3) {}

    public io.mutiny.groups.UniAndGroup4<T1, T2, T3, T4> collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<io.mutiny.tuples.Tuple4<T1, T2, T3, T4>> asTuple() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.UniAndGroup4<T1, T2, T3, T4> usingConcurrencyOf(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> combinedWith(io.mutiny.tuples.Functions.Function4<T1, T2, T3, T4, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> with(io.mutiny.tuples.Functions.Function4<T1, T2, T3, T4, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> withUni(io.mutiny.tuples.Functions.Function4<T1, T2, T3, T4, io.mutiny.Uni<O>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
