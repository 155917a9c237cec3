package io.mutiny.tuples;

public abstract class Tuples {
    protected Tuples() {}

    public static <L, R> io.mutiny.tuples.Tuple2<L, R> tuple2(java.util.List<?> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T1, T2, T3> io.mutiny.tuples.Tuple3<T1, T2, T3> tuple3(java.util.List<?> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T1, T2, T3, T4> io.mutiny.tuples.Tuple4<T1, T2, T3, T4> tuple4(java.util.List<?> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T1, T2, T3, T4, T5> io.mutiny.tuples.Tuple5<T1, T2, T3, T4, T5> tuple5(java.util.List<?> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T1, T2, T3, T4, T5, T6> io.mutiny.tuples.Tuple6<T1, T2, T3, T4, T5, T6> tuple6(
            java.util.List<?> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T1, T2, T3, T4, T5, T6, T7> io.mutiny.tuples.Tuple7<T1, T2, T3, T4, T5, T6, T7> tuple7(
            java.util.List<?> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T1, T2, T3, T4, T5, T6, T7, T8> io.mutiny.tuples.Tuple8<T1, T2, T3, T4, T5, T6, T7, T8> tuple8(
            java.util.List<?> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T1, T2, T3, T4, T5, T6, T7, T8, T9>
            io.mutiny.tuples.Tuple9<T1, T2, T3, T4, T5, T6, T7, T8, T9> tuple9(java.util.List<?> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static void ensureArity(java.util.List<?> p0, int p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
