package io.mutiny.groups;

public class UniCreate {
    protected UniCreate() {}

    public static final io.mutiny.groups.UniCreate INSTANCE = new io.mutiny.groups.UniCreate();

    public <I, T> io.mutiny.Uni<T> converter(io.mutiny.converters.UniConverter<I, T> p0, I p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> completionStage(java.util.concurrent.CompletionStage<? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T, S> io.mutiny.Uni<T> completionStage(
            java.util.function.Supplier<S> p0,
            java.util.function.Function<S, ? extends java.util.concurrent.CompletionStage<? extends T>> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> completionStage(
            java.util.function.Supplier<? extends java.util.concurrent.CompletionStage<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> future(java.util.concurrent.Future<? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> future(java.util.function.Supplier<java.util.concurrent.Future<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> future(java.util.concurrent.Future<? extends T> p0, java.time.Duration p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> future(
            java.util.function.Supplier<java.util.concurrent.Future<? extends T>> p0, java.time.Duration p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> publisher(java.util.concurrent.Flow.Publisher<? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> item(java.util.function.Supplier<? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T, S> io.mutiny.Uni<T> item(
            java.util.function.Supplier<S> p0, java.util.function.Function<S, ? extends T> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> item(T p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<java.lang.Void> voidItem() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> nullItem() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> optional(java.util.Optional<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> optional(java.util.function.Supplier<java.util.Optional<T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> emitter(java.util.function.Consumer<io.mutiny.subscription.UniEmitter<? super T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T, S> io.mutiny.Uni<T> emitter(
            java.util.function.Supplier<S> p0,
            java.util.function.BiConsumer<S, io.mutiny.subscription.UniEmitter<? super T>> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> deferred(java.util.function.Supplier<io.mutiny.Uni<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> context(java.util.function.Function<io.mutiny.Context, io.mutiny.Uni<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T, S> io.mutiny.Uni<T> deferred(
            java.util.function.Supplier<S> p0, java.util.function.Function<S, io.mutiny.Uni<? extends T>> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> failure(java.lang.Throwable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> failure(java.util.function.Supplier<java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> nothing() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> multi(io.mutiny.Multi<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
