package io.mutiny.groups;

public class MultiOverflow<T> {
    protected MultiOverflow() {}

    public MultiOverflow(io.mutiny.Multi<T> p0) {}

    public io.mutiny.Multi<T> bufferUnconditionally() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> buffer() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> buffer(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> drop() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> dropPreviousItems() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiOverflowStrategy<T> invoke(java.util.function.Consumer<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiOverflowStrategy<T> invoke(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiOverflowStrategy<T> call(java.util.function.Supplier<io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiOverflowStrategy<T> call(java.util.function.Function<T, io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
