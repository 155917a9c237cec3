package io.mutiny.tuples;

public class Tuple3<T1, T2, T3> extends io.mutiny.tuples.Tuple2<T1, T2> implements io.mutiny.tuples.Tuple {
    protected Tuple3() {}

    public static <T1, T2, T3> io.mutiny.tuples.Tuple3<T1, T2, T3> of(T1 p0, T2 p1, T3 p2) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public T3 getItem3() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.lang.Object nth(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple3<T, T2, T3> mapItem1(java.util.function.Function<T1, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple3<T1, T, T3> mapItem2(java.util.function.Function<T2, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple3<T1, T2, T> mapItem3(java.util.function.Function<T3, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.List<java.lang.Object> asList() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public int size() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public int hashCode() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public boolean equals(java.lang.Object p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.lang.String toString() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
