package io.mutiny.unchecked;

public interface UncheckedBiConsumer<T, U> {
    public static <T, U> io.mutiny.unchecked.UncheckedBiConsumer<T, U> from(java.util.function.BiConsumer<T, U> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    void accept(T p0, U p1) throws java.lang.Exception;

    public default io.mutiny.unchecked.UncheckedBiConsumer<T, U> andThen(
            io.mutiny.unchecked.UncheckedBiConsumer<? super T, ? super U> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default java.util.function.BiConsumer<T, U> toBiConsumer() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
