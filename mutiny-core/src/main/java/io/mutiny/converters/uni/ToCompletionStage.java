package io.mutiny.converters.uni;

import io.mutiny.Uni;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;

/**
 * Subscribes to a {@code Uni} and returns a {@link CompletionStage} of its outcome.
 *
 * @param <T> the type of the item
 */
public class ToCompletionStage<T> implements Function<Uni<T>, CompletionStage<T>> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToCompletionStage INSTANCE = new ToCompletionStage();

    private ToCompletionStage() {}

    /** Subscribes to {@code uni}; the stage completes with its item or exceptionally with its failure. */
    @Override
    public CompletionStage<T> apply(Uni<T> uni) {
        return uni.subscribeAsCompletionStage();
    }
}
