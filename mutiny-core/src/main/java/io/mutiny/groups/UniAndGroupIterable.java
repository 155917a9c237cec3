package io.mutiny.groups;

public class UniAndGroupIterable<T1> {
    protected UniAndGroupIterable() {}

    public UniAndGroupIterable(java.lang.Iterable<? extends io.mutiny.Uni<?>> p0) {}

    public UniAndGroupIterable(io.mutiny.Uni<? extends T1> p0, java.lang.Iterable<? extends io.mutiny.Uni<?>> p1) {}

    public UniAndGroupIterable(
            io.mutiny.Uni<? extends T1> p0, java.lang.Iterable<? extends io.mutiny.Uni<?>> p1, boolean p2) {}

    public io.mutiny.groups.UniAndGroupIterable<T1> collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.UniAndGroupIterable<T1> usingConcurrencyOf(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> combinedWith(java.util.function.Function<java.util.List<?>, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> with(java.util.function.Function<java.util.List<?>, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> withUni(java.util.function.Function<java.util.List<?>, io.mutiny.Uni<O>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O, I> io.mutiny.Uni<O> combinedWith(
            java.lang.Class<I> p0, java.util.function.Function<java.util.List<I>, O> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O, I> io.mutiny.Uni<O> with(java.lang.Class<I> p0, java.util.function.Function<java.util.List<I>, O> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O, I> io.mutiny.Uni<O> withUni(
            java.lang.Class<I> p0, java.util.function.Function<java.util.List<I>, io.mutiny.Uni<O>> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<java.lang.Void> discardItems() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
