package io.mutiny.groups;

public class UniAndGroup3<T1, T2, T3> extends io.mutiny.groups.UniAndGroupIterable<T1> {
    protected UniAndGroup3() {}

    public UniAndGroup3(
            io.mutiny.Uni<? extends T1> p0, io.mutiny.Uni<? extends T2> p1, io.mutiny.Uni<? extends T3> p2) {}

    public io.mutiny.groups.UniAndGroup3<T1, T2, T3> collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<io.mutiny.tuples.Tuple3<T1, T2, T3>> asTuple() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.UniAndGroup3<T1, T2, T3> usingConcurrencyOf(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> combinedWith(io.mutiny.tuples.Functions.Function3<T1, T2, T3, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> with(io.mutiny.tuples.Functions.Function3<T1, T2, T3, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> withUni(io.mutiny.tuples.Functions.Function3<T1, T2, T3, io.mutiny.Uni<O>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
