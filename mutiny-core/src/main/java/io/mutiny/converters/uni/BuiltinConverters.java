package io.mutiny.converters.uni;

public class BuiltinConverters {
    protected BuiltinConverters() {}

    public static <T> io.mutiny.converters.uni.FromCompletionStage<T> fromCompletionStage() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T> io.mutiny.converters.uni.ToCompletionStage<T> toCompletionStage() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T> io.mutiny.converters.uni.ToCompletableFuture<T> toCompletableFuture() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T> io.mutiny.converters.uni.ToPublisher<T> toPublisher() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
