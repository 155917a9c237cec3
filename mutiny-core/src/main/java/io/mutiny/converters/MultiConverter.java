package io.mutiny.converters;

import io.mutiny.Multi;

/**
 * Converts an instance of another asynchronous type into a {@link Multi}, for
 * {@code Multi.createFrom().converter(converter, instance)}.
 *
 * @param <I> the type of the converted instance
 * @param <T> the type of the items of the produced {@link Multi}
 */
public interface MultiConverter<I, T> {

    /** Creates the {@link Multi} that emits what {@code instance} produces. */
    Multi<T> from(I instance);
}
