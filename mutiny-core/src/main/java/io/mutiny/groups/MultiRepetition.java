package io.mutiny.groups;

public class MultiRepetition {
    public MultiRepetition() {}

    public <S, T> io.mutiny.groups.UniRepeat<T> uni(
            java.util.function.Supplier<S> p0, java.util.function.Function<S, io.mutiny.Uni<? extends T>> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.groups.UniRepeat<T> uni(java.util.function.Supplier<io.mutiny.Uni<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <S, T> io.mutiny.groups.UniRepeat<T> completionStage(
            java.util.function.Supplier<S> p0,
            java.util.function.Function<S, ? extends java.util.concurrent.CompletionStage<? extends T>> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.groups.UniRepeat<T> completionStage(
            java.util.function.Supplier<? extends java.util.concurrent.CompletionStage<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <S, T> io.mutiny.groups.UniRepeat<T> uni(
            java.util.function.Supplier<S> p0,
            java.util.function.BiConsumer<S, io.mutiny.subscription.UniEmitter<? super T>> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.groups.UniRepeat<T> uni(
            java.util.function.Consumer<io.mutiny.subscription.UniEmitter<? super T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.groups.UniRepeat<T> supplier(java.util.function.Supplier<? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <S, T> io.mutiny.groups.UniRepeat<T> supplier(
            java.util.function.Supplier<S> p0, java.util.function.Function<S, ? extends T> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
