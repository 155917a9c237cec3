package io.mutiny.converters.uni;

public class ToCompletionStage<T>
        implements java.util.function.Function<io.mutiny.Uni<T>, java.util.concurrent.CompletionStage<T>> {
    protected ToCompletionStage() {}

    public static final io.mutiny.converters.uni.ToCompletionStage INSTANCE = null;

    public java.util.concurrent.CompletionStage<T> apply(io.mutiny.Uni<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
