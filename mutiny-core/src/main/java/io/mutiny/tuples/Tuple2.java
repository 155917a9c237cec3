package io.mutiny.tuples;

public class Tuple2<L, R> implements io.mutiny.tuples.Tuple {
    protected Tuple2() {}

    public static <L, R> io.mutiny.tuples.Tuple2<L, R> of(L p0, R p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public L getItem1() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public R getItem2() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple2<T, R> mapItem1(java.util.function.Function<L, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.tuples.Tuple2<L, T> mapItem2(java.util.function.Function<R, T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.lang.Object nth(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.List<java.lang.Object> asList() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public boolean equals(java.lang.Object p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public int hashCode() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public int size() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.lang.String toString() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
