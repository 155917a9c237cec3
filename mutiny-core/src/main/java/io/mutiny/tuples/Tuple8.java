package io.mutiny.tuples;

public class Tuple8<T1, T2, T3, T4, T5, T6, T7, T8> extends io.mutiny.tuples.Tuple7<T1, T2, T3, T4, T5, T6, T7>
        implements io.mutiny.tuples.Tuple {
    protected Tuple8() {}

    public static <T1, T2, T3, T4, T5, T6, T7, T8> io.mutiny.tuples.Tuple8<T1, T2, T3, T4, T5, T6, T7, T8> of(
            T1 p0, T2 p1, T3 p2, T4 p3, T5 p4, T6 p5, T7 p6, T8 p7) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public T8 getItem8() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple8<T, T2, T3, T4, T5, T6, T7, T8> mapItem1(java.util.function.Function<T1, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple8<T1, T, T3, T4, T5, T6, T7, T8> mapItem2(java.util.function.Function<T2, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple8<T1, T2, T, T4, T5, T6, T7, T8> mapItem3(java.util.function.Function<T3, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple8<T1, T2, T3, T, T5, T6, T7, T8> mapItem4(java.util.function.Function<T4, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple8<T1, T2, T3, T4, T, T6, T7, T8> mapItem5(java.util.function.Function<T5, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple8<T1, T2, T3, T4, T5, T, T7, T8> mapItem6(java.util.function.Function<T6, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple8<T1, T2, T3, T4, T5, T6, T, T8> mapItem7(java.util.function.Function<T7, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple8<T1, T2, T3, T4, T5, T6, T7, T> mapItem8(java.util.function.Function<T8, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.lang.Object nth(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.List<java.lang.Object> asList() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public int size() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.lang.String toString() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public boolean equals(java.lang.Object p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public int hashCode() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
