package io.mutiny.converters.uni;

import io.mutiny.Uni;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * Subscribes to a {@code Uni} and returns a {@link CompletableFuture} of its outcome; cancelling the future
 * cancels the subscription.
 *
 * @param <T> the type of the item
 */
public class ToCompletableFuture<T> implements Function<Uni<T>, CompletableFuture<T>> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToCompletableFuture INSTANCE = new ToCompletableFuture();

    private ToCompletableFuture() {}

    /** Subscribes to {@code uni}; the future completes with its item or exceptionally with its failure. */
    @Override
    public CompletableFuture<T> apply(Uni<T> uni) {
        return uni.subscribeAsCompletionStage();
    }
}
