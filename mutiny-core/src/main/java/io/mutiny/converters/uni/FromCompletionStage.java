package io.mutiny.converters.uni;

import io.mutiny.Uni;
import io.mutiny.converters.UniConverter;
import java.util.concurrent.CompletionStage;

/**
 * Converts a {@link CompletionStage} to a {@code Uni} emitting its outcome; see
 * {@code Uni.createFrom().completionStage(stage)}.
 *
 * @param <T> the type of the item
 */
public class FromCompletionStage<T> implements UniConverter<CompletionStage<T>, T> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final FromCompletionStage INSTANCE = new FromCompletionStage();

    private FromCompletionStage() {}

    /** A {@code Uni} of the stage's outcome. */
    @Override
    public Uni<T> from(CompletionStage<T> stage) {
        return Uni.createFrom().completionStage(stage);
    }
}
