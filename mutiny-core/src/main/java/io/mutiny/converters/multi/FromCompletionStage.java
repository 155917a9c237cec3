package io.mutiny.converters.multi;

import io.mutiny.Multi;
import io.mutiny.converters.MultiConverter;
import java.util.concurrent.CompletionStage;

/**
 * Converts a {@link CompletionStage} into a {@link Multi} that emits its value (nothing if {@code null}) then
 * completes, or fails with its failure; see {@code Multi.createFrom().completionStage(..)}.
 */
public class FromCompletionStage<T> implements MultiConverter<CompletionStage<T>, T> {

    /** The shared, stateless instance. */
    @SuppressWarnings("rawtypes")
    public static final FromCompletionStage INSTANCE = new FromCompletionStage();

    private FromCompletionStage() {
        // use INSTANCE
    }

    @Override
    public Multi<T> from(CompletionStage<T> stage) {
        return Multi.createFrom().completionStage(stage);
    }
}
