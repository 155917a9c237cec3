package io.mutiny.groups;

public class UniOnFailure<T, E extends java.lang.Throwable> {
    protected UniOnFailure() {}

    public UniOnFailure(
            io.mutiny.Uni<T> p0, java.lang.Class<E> p1, java.util.function.Predicate<? super java.lang.Throwable> p2) {}

    public io.mutiny.Uni<T> invoke(java.util.function.Consumer<E> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> invoke(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> call(java.util.function.Function<E, io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> call(java.util.function.Supplier<io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> transform(java.util.function.Function<E, ? extends java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> recoverWithItem(T p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> recoverWithItem(java.util.function.Supplier<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> recoverWithItem(java.util.function.Function<E, ? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> recoverWithUni(java.util.function.Function<E, io.mutiny.Uni<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> recoverWithUni(java.util.function.Supplier<io.mutiny.Uni<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> recoverWithUni(io.mutiny.Uni<? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.UniRetry<T> retry() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> recoverWithNull() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
