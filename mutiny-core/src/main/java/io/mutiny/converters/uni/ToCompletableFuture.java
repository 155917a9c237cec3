package io.mutiny.converters.uni;

public class ToCompletableFuture<T>
        implements java.util.function.Function<io.mutiny.Uni<T>, java.util.concurrent.CompletableFuture<T>> {
    protected ToCompletableFuture() {}

    public static final io.mutiny.converters.uni.ToCompletableFuture INSTANCE = null;

    public java.util.concurrent.CompletableFuture<T> apply(io.mutiny.Uni<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
