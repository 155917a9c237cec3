package io.mutiny.helpers;

public class BlockingIterable<T> implements java.lang.Iterable<T> {
    protected BlockingIterable() {}

    public BlockingIterable(
            io.mutiny.Multi<? extends T> p0,
            int p1,
            java.util.function.Supplier<java.util.Queue<T>> p2,
            java.util.function.Supplier<io.mutiny.Context> p3) {}

    public java.util.Iterator<T> iterator() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.Spliterator<T> spliterator() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.stream.Stream<T> stream() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
