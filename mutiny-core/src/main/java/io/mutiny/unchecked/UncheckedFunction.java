package io.mutiny.unchecked;

public interface UncheckedFunction<T, R> {
    public static <T, R> io.mutiny.unchecked.UncheckedFunction<T, R> from(java.util.function.Function<T, R> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    R apply(T p0) throws java.lang.Exception;

    public default java.util.function.Function<T, R> toFunction() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <V> io.mutiny.unchecked.UncheckedFunction<V, R> compose(
            io.mutiny.unchecked.UncheckedFunction<? super V, ? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <V> io.mutiny.unchecked.UncheckedFunction<T, V> andThen(
            io.mutiny.unchecked.UncheckedFunction<? super R, ? extends V> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
