package io.mutiny.groups;

public class UniAndGroup6<T1, T2, T3, T4, T5, T6> extends io.mutiny.groups.UniAndGroupIterable<T1> {
    protected UniAndGroup6() {}

    public UniAndGroup6(
            io.mutiny.Uni<? extends T1> p0,
            io.mutiny.Uni<? extends T2> p1,
            io.mutiny.Uni<? extends T3> p2,
            io.mutiny.Uni<? extends T4> p3,
            io.mutiny.Uni<? extends T5> p4,
            io.mutiny.Uni<? extends T6> p5) {}

    public io.mutiny.groups.UniAndGroup6<T1, T2, T3, T4, T5, T6> collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<io.mutiny.tuples.Tuple6<T1, T2, T3, T4, T5, T6>> asTuple() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.UniAndGroup6<T1, T2, T3, T4, T5, T6> usingConcurrencyOf(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> combinedWith(io.mutiny.tuples.Functions.Function6<T1, T2, T3, T4, T5, T6, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> with(io.mutiny.tuples.Functions.Function6<T1, T2, T3, T4, T5, T6, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> withUni(
            io.mutiny.tuples.Functions.Function6<T1, T2, T3, T4, T5, T6, io.mutiny.Uni<O>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
