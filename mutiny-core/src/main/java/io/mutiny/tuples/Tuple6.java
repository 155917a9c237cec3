package io.mutiny.tuples;

public class Tuple6<T1, T2, T3, T4, T5, T6> extends io.mutiny.tuples.Tuple5<T1, T2, T3, T4, T5>
        implements io.mutiny.tuples.Tuple {
    protected Tuple6() {}

    public static <T1, T2, T3, T4, T5, T6> io.mutiny.tuples.Tuple6<T1, T2, T3, T4, T5, T6> of(
            T1 p0, T2 p1, T3 p2, T4 p3, T5 p4, T6 p5) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public T6 getItem6() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple6<T, T2, T3, T4, T5, T6> mapItem1(java.util.function.Function<T1, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple6<T1, T, T3, T4, T5, T6> mapItem2(java.util.function.Function<T2, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple6<T1, T2, T, T4, T5, T6> mapItem3(java.util.function.Function<T3, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple6<T1, T2, T3, T, T5, T6> mapItem4(java.util.function.Function<T4, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple6<T1, T2, T3, T4, T, T6> mapItem5(java.util.function.Function<T5, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple6<T1, T2, T3, T4, T5, T> mapItem6(java.util.function.Function<T6, T> p0) {
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
