package io.mutiny.groups;

public class MultiCreate {
    protected MultiCreate() {}

    public static final io.mutiny.groups.MultiCreate INSTANCE = new io.mutiny.groups.MultiCreate();

    public <I, T> io.mutiny.Multi<T> converter(io.mutiny.converters.MultiConverter<I, T> p0, I p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> completionStage(java.util.concurrent.CompletionStage<? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> completionStage(
            java.util.function.Supplier<? extends java.util.concurrent.CompletionStage<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> safePublisher(java.util.concurrent.Flow.Publisher<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> publisher(java.util.concurrent.Flow.Publisher<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> uni(io.mutiny.Uni<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> item(java.util.function.Supplier<? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> items(
            java.util.function.Supplier<? extends java.util.stream.Stream<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> item(T p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public final <T> io.mutiny.Multi<T> items(T... p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> iterable(java.lang.Iterable<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> items(java.util.stream.Stream<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> optional(java.util.Optional<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> optional(java.util.function.Supplier<java.util.Optional<T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> emitter(
            java.util.function.Consumer<io.mutiny.subscription.MultiEmitter<? super T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> emitter(
            java.util.function.Consumer<io.mutiny.subscription.MultiEmitter<? super T>> p0, int p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> emitter(
            java.util.function.Consumer<io.mutiny.subscription.MultiEmitter<? super T>> p0,
            io.mutiny.subscription.BackPressureStrategy p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> deferred(java.util.function.Supplier<io.mutiny.Multi<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> context(
            java.util.function.Function<io.mutiny.Context, io.mutiny.Multi<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> failure(java.lang.Throwable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> failure(java.util.function.Supplier<java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> nothing() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> empty() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiTimePeriod ticks() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<java.lang.Integer> range(int p0, int p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <R, I> io.mutiny.groups.MultiResource<R, I> resource(
            java.util.function.Supplier<? extends R> p0,
            java.util.function.Function<? super R, ? extends java.util.concurrent.Flow.Publisher<I>> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <R, I> io.mutiny.groups.MultiResourceUni<R, I> resourceFromUni(
            java.util.function.Supplier<io.mutiny.Uni<R>> p0,
            java.util.function.Function<? super R, ? extends java.util.concurrent.Flow.Publisher<I>> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <S, T> io.mutiny.Multi<T> generator(
            java.util.function.Supplier<S> p0,
            java.util.function.BiFunction<S, io.mutiny.groups.GeneratorEmitter<? super T>, S> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
