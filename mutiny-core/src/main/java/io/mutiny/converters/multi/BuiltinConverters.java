package io.mutiny.converters.multi;

public class BuiltinConverters {
    protected BuiltinConverters() {}

    public static <T> io.mutiny.converters.multi.FromCompletionStage<T> fromCompletionStage() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
