package io.mutiny.converters.multi;

/** The converters provided out of the box, for {@code Multi.createFrom().converter(..)}. */
public class BuiltinConverters {

    private BuiltinConverters() {
        // static factories only
    }

    /** A converter from {@link java.util.concurrent.CompletionStage}: see {@link FromCompletionStage}. */
    @SuppressWarnings("unchecked")
    public static <T> FromCompletionStage<T> fromCompletionStage() {
        return FromCompletionStage.INSTANCE;
    }
}
