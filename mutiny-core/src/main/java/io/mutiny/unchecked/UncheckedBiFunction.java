package io.mutiny.unchecked;

public interface UncheckedBiFunction<T, U, R> {
    public static <T, U, R> io.mutiny.unchecked.UncheckedBiFunction<T, U, R> from(
            java.util.function.BiFunction<T, U, R> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default java.util.function.BiFunction<T, U, R> toBiFunction() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    R apply(T p0, U p1) throws java.lang.Exception;

    public default <V> io.mutiny.unchecked.UncheckedBiFunction<T, U, V> andThen(
            io.mutiny.unchecked.UncheckedFunction<? super R, ? extends V> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
