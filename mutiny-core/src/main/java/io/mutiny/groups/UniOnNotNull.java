package io.mutiny.groups;

public class UniOnNotNull<T> {
    protected UniOnNotNull() {}

    public UniOnNotNull(io.mutiny.Uni<T> p0) {}

    public io.mutiny.Uni<T> invoke(java.util.function.Consumer<? super T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> invoke(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> call(java.util.function.Function<? super T, io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> call(java.util.function.Supplier<io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <R> io.mutiny.Uni<R> transform(java.util.function.Function<? super T, ? extends R> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <R> io.mutiny.Uni<R> transformToUni(java.util.function.Function<? super T, io.mutiny.Uni<? extends R>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <R> io.mutiny.Multi<R> transformToMulti(
            java.util.function.Function<? super T, ? extends java.util.concurrent.Flow.Publisher<? extends R>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <R> io.mutiny.Uni<R> transformToUni(
            java.util.function.BiConsumer<? super T, io.mutiny.subscription.UniEmitter<? super R>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> failWith(java.util.function.Supplier<? extends java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> failWith(java.lang.Throwable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
