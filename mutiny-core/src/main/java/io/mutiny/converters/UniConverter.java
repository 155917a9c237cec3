package io.mutiny.converters;

import io.mutiny.Uni;

/**
 * Builds a {@link Uni} from an instance of another type; used by {@code Uni.createFrom().converter(...)}.
 *
 * @param <I> the type converted from
 * @param <T> the type of the item
 */
public interface UniConverter<I, T> {

    /** The {@code Uni} representing {@code instance}. */
    Uni<T> from(I instance);
}
