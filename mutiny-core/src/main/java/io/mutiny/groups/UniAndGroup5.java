package io.mutiny.groups;

public class UniAndGroup5<T1, T2, T3, T4, T5> extends io.mutiny.groups.UniAndGroupIterable<T1> {
    protected UniAndGroup5() {}

    public UniAndGroup5(
            io.mutiny.Uni<? extends T1> p0,
            io.mutiny.Uni<? extends T2> p1,
            io.mutiny.Uni<? extends T3> p2,
            io.mutiny.Uni<? extends T4> p3,
            io.mutiny.Uni<? extends T5> p4) {}

    public io.mutiny.groups.UniAndGroup5<T1, T2, T3, T4, T5> collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<io.mutiny.tuples.Tuple5<T1, T2, T3, T4, T5>> asTuple() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.UniAndGroup5<T1, T2, T3, T4, T5> usingConcurrencyOf(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> combinedWith(io.mutiny.tuples.Functions.Function5<T1, T2, T3, T4, T5, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> with(io.mutiny.tuples.Functions.Function5<T1, T2, T3, T4, T5, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> withUni(io.mutiny.tuples.Functions.Function5<T1, T2, T3, T4, T5, io.mutiny.Uni<O>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
