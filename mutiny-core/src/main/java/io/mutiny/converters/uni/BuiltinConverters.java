package io.mutiny.converters.uni;

/** The converters between {@code Uni} and JDK types that come with the library. */
public class BuiltinConverters {

    private BuiltinConverters() {}

    /** From a {@code CompletionStage}: see {@code Uni.createFrom().completionStage(stage)}. */
    @SuppressWarnings("unchecked")
    public static <T> FromCompletionStage<T> fromCompletionStage() {
        return FromCompletionStage.INSTANCE;
    }

    /** To a {@code CompletionStage} (subscribes). */
    @SuppressWarnings("unchecked")
    public static <T> ToCompletionStage<T> toCompletionStage() {
        return ToCompletionStage.INSTANCE;
    }

    /** To a {@code CompletableFuture} (subscribes; cancelling the future cancels the subscription). */
    @SuppressWarnings("unchecked")
    public static <T> ToCompletableFuture<T> toCompletableFuture() {
        return ToCompletableFuture.INSTANCE;
    }

    /** To a {@code Flow.Publisher}: the {@code Uni} as a {@code Multi}. */
    @SuppressWarnings("unchecked")
    public static <T> ToPublisher<T> toPublisher() {
        return ToPublisher.INSTANCE;
    }
}
