package io.mutiny.converters.multi;

public class FromCompletionStage<T>
        implements io.mutiny.converters.MultiConverter<java.util.concurrent.CompletionStage<T>, T> {
    protected FromCompletionStage() {}

    public static final io.mutiny.converters.multi.FromCompletionStage INSTANCE = null;

    public io.mutiny.Multi<T> from(java.util.concurrent.CompletionStage<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
