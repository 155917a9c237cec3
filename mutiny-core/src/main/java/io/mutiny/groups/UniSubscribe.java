package io.mutiny.groups;

public class UniSubscribe<T> {
    protected UniSubscribe() {}

    public UniSubscribe(io.mutiny.operators.AbstractUni<T> p0) {}

    public <S extends io.mutiny.subscription.UniSubscriber<? super T>> S withSubscriber(S p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <S extends io.mutiny.subscription.UniSubscriber<? super T>> S withSerializedSubscriber(S p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.subscription.Cancellable with(
            java.util.function.Consumer<? super T> p0, java.util.function.Consumer<? super java.lang.Throwable> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.subscription.Cancellable with(
            io.mutiny.Context p0,
            java.util.function.Consumer<? super T> p1,
            java.util.function.Consumer<? super java.lang.Throwable> p2) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.subscription.Cancellable with(io.mutiny.Context p0, java.util.function.Consumer<? super T> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.subscription.Cancellable with(java.util.function.Consumer<? super T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.concurrent.CompletableFuture<T> asCompletionStage() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.concurrent.CompletableFuture<T> asCompletionStage(io.mutiny.Context p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
