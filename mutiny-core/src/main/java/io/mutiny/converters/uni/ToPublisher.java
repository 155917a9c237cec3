package io.mutiny.converters.uni;

import io.mutiny.Uni;
import java.util.concurrent.Flow;
import java.util.function.Function;

/**
 * Converts a {@code Uni} to a {@link Flow.Publisher}: {@link Uni#toMulti()}.
 *
 * @param <T> the type of the item
 */
public class ToPublisher<T> implements Function<Uni<T>, Flow.Publisher<T>> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToPublisher INSTANCE = new ToPublisher();

    private ToPublisher() {}

    /** A publisher emitting the item (none for a {@code null} item) then completing, or failing. */
    @Override
    public Flow.Publisher<T> apply(Uni<T> uni) {
        return uni.toMulti();
    }
}
