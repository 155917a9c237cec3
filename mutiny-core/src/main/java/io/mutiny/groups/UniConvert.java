package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;

import io.mutiny.Uni;
import io.mutiny.converters.uni.BuiltinConverters;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import java.util.function.Function;

/**
 * Converts a {@code Uni} to other types: {@code uni.convert()}.
 *
 * @param <T> the type of the item
 */
public class UniConvert<T> {

    private final Uni<T> upstream;

    /** The conversion group of {@code upstream}. */
    public UniConvert(Uni<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /** Applies {@code converter} to the {@code Uni} (at once: nothing is subscribed unless the converter does). */
    public <R> R with(Function<Uni<T>, R> converter) {
        nonNull(converter, "converter");
        return converter.apply(upstream);
    }

    /** Subscribes and returns a stage completed with the outcome; see {@link #toCompletableFuture()}. */
    public CompletionStage<T> toCompletionStage() {
        return with(BuiltinConverters.toCompletionStage());
    }

    /**
     * Subscribes and returns a future completed with the item or exceptionally with the failure; cancelling the
     * future cancels the subscription.
     */
    public CompletableFuture<T> toCompletableFuture() {
        return with(BuiltinConverters.toCompletableFuture());
    }

    /** A publisher of the outcome: see {@link Uni#toMulti()}. */
    public Flow.Publisher<T> toPublisher() {
        return with(BuiltinConverters.toPublisher());
    }
}
