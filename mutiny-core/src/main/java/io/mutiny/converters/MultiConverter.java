package io.mutiny.converters;

public interface MultiConverter<I, T> {
    io.mutiny.Multi<T> from(I p0);
}
