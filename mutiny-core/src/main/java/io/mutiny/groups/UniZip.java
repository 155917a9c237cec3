package io.mutiny.groups;

public class UniZip {
    protected UniZip() {}

    public <T1, T2> io.mutiny.groups.UniAndGroup2<T1, T2> unis(
            io.mutiny.Uni<? extends T1> p0, io.mutiny.Uni<? extends T2> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T1, T2, T3> io.mutiny.groups.UniAndGroup3<T1, T2, T3> unis(
            io.mutiny.Uni<? extends T1> p0, io.mutiny.Uni<? extends T2> p1, io.mutiny.Uni<? extends T3> p2) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T1, T2, T3, T4> io.mutiny.groups.UniAndGroup4<T1, T2, T3, T4> unis(
            io.mutiny.Uni<? extends T1> p0,
            io.mutiny.Uni<? extends T2> p1,
            io.mutiny.Uni<? extends T3> p2,
            io.mutiny.Uni<? extends T4> p3) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T1, T2, T3, T4, T5> io.mutiny.groups.UniAndGroup5<T1, T2, T3, T4, T5> unis(
            io.mutiny.Uni<? extends T1> p0,
            io.mutiny.Uni<? extends T2> p1,
            io.mutiny.Uni<? extends T3> p2,
            io.mutiny.Uni<? extends T4> p3,
            io.mutiny.Uni<? extends T5> p4) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T1, T2, T3, T4, T5, T6> io.mutiny.groups.UniAndGroup6<T1, T2, T3, T4, T5, T6> unis(
            io.mutiny.Uni<? extends T1> p0,
            io.mutiny.Uni<? extends T2> p1,
            io.mutiny.Uni<? extends T3> p2,
            io.mutiny.Uni<? extends T4> p3,
            io.mutiny.Uni<? extends T5> p4,
            io.mutiny.Uni<? extends T6> p5) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T1, T2, T3, T4, T5, T6, T7> io.mutiny.groups.UniAndGroup7<T1, T2, T3, T4, T5, T6, T7> unis(
            io.mutiny.Uni<? extends T1> p0,
            io.mutiny.Uni<? extends T2> p1,
            io.mutiny.Uni<? extends T3> p2,
            io.mutiny.Uni<? extends T4> p3,
            io.mutiny.Uni<? extends T5> p4,
            io.mutiny.Uni<? extends T6> p5,
            io.mutiny.Uni<? extends T7> p6) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T1, T2, T3, T4, T5, T6, T7, T8> io.mutiny.groups.UniAndGroup8<T1, T2, T3, T4, T5, T6, T7, T8> unis(
            io.mutiny.Uni<? extends T1> p0,
            io.mutiny.Uni<? extends T2> p1,
            io.mutiny.Uni<? extends T3> p2,
            io.mutiny.Uni<? extends T4> p3,
            io.mutiny.Uni<? extends T5> p4,
            io.mutiny.Uni<? extends T6> p5,
            io.mutiny.Uni<? extends T7> p6,
            io.mutiny.Uni<? extends T8> p7) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T1, T2, T3, T4, T5, T6, T7, T8, T9> io.mutiny.groups.UniAndGroup9<T1, T2, T3, T4, T5, T6, T7, T8, T9> unis(
            io.mutiny.Uni<? extends T1> p0,
            io.mutiny.Uni<? extends T2> p1,
            io.mutiny.Uni<? extends T3> p2,
            io.mutiny.Uni<? extends T4> p3,
            io.mutiny.Uni<? extends T5> p4,
            io.mutiny.Uni<? extends T6> p5,
            io.mutiny.Uni<? extends T7> p6,
            io.mutiny.Uni<? extends T8> p7,
            io.mutiny.Uni<? extends T9> p8) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.groups.UniAndGroupIterable<O> unis(io.mutiny.Uni<?>... p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.groups.UniAndGroupIterable<O> unis(java.lang.Iterable<? extends io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
