package io.mutiny.groups;

public class MultiOnFailure<T> {
    protected MultiOnFailure() {}

    public MultiOnFailure(io.mutiny.Multi<T> p0, java.util.function.Predicate<? super java.lang.Throwable> p1) {}

    public io.mutiny.Multi<T> invoke(java.util.function.Consumer<java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> invoke(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> call(java.util.function.Function<java.lang.Throwable, io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> call(java.util.function.Supplier<io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> transform(
            java.util.function.Function<? super java.lang.Throwable, ? extends java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> recoverWithItem(T p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> recoverWithItem(java.util.function.Supplier<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> recoverWithItem(
            java.util.function.Function<? super java.lang.Throwable, ? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> recoverWithCompletion() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> recoverWithMulti(
            java.util.function.Function<? super java.lang.Throwable, io.mutiny.Multi<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> recoverWithMulti(java.util.function.Supplier<io.mutiny.Multi<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> recoverWithMulti(io.mutiny.Multi<? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiRetry<T> retry() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
