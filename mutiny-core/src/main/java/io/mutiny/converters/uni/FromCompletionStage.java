package io.mutiny.converters.uni;

public class FromCompletionStage<T>
        implements io.mutiny.converters.UniConverter<java.util.concurrent.CompletionStage<T>, T> {
    protected FromCompletionStage() {}

    public static final io.mutiny.converters.uni.FromCompletionStage INSTANCE = null;

    public io.mutiny.Uni<T> from(java.util.concurrent.CompletionStage<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
