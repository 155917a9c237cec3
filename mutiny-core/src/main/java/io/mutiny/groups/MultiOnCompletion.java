package io.mutiny.groups;

public class MultiOnCompletion<T> {
    protected MultiOnCompletion() {}

    public MultiOnCompletion(io.mutiny.Multi<T> p0) {}

    public io.mutiny.Multi<T> invoke(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> call(java.util.function.Supplier<io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> failWith(java.lang.Throwable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> failWith(java.util.function.Supplier<java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> fail() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> switchToEmitter(
            java.util.function.Consumer<io.mutiny.subscription.MultiEmitter<? super T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> switchTo(java.util.concurrent.Flow.Publisher<? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> switchTo(
            java.util.function.Supplier<java.util.concurrent.Flow.Publisher<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public final io.mutiny.Multi<T> continueWith(T... p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> continueWith(java.lang.Iterable<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> continueWith(java.util.function.Supplier<? extends java.lang.Iterable<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiIfEmpty<T> ifEmpty() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
