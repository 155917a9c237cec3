package io.mutiny.groups;

public class UniConvert<T> {
    protected UniConvert() {}

    public UniConvert(io.mutiny.Uni<T> p0) {}

    public <R> R with(java.util.function.Function<io.mutiny.Uni<T>, R> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.concurrent.CompletionStage<T> toCompletionStage() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.concurrent.CompletableFuture<T> toCompletableFuture() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.concurrent.Flow.Publisher<T> toPublisher() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
