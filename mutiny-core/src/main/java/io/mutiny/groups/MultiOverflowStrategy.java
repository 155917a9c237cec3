package io.mutiny.groups;

public class MultiOverflowStrategy<T> {
    protected MultiOverflowStrategy() {}

    public MultiOverflowStrategy(
            io.mutiny.Multi<T> p0,
            java.util.function.Consumer<T> p1,
            java.util.function.Function<T, io.mutiny.Uni<?>> p2) {}

    public io.mutiny.Multi<T> drop() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> buffer() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> buffer(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> bufferUnconditionally() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> dropPreviousItems() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
