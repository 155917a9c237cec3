package io.mutiny.converters;

public interface UniConverter<I, T> {
    io.mutiny.Uni<T> from(I p0);
}
