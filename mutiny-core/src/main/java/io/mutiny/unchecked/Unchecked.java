package io.mutiny.unchecked;

public class Unchecked {
    protected Unchecked() {}

    public static <T, U, R> io.mutiny.unchecked.UncheckedBiFunction<T, U, R> unchecked(
            java.util.function.BiFunction<T, U, R> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T, R> io.mutiny.unchecked.UncheckedFunction<T, R> unchecked(java.util.function.Function<T, R> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T> io.mutiny.unchecked.UncheckedConsumer<T> unchecked(java.util.function.Consumer<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T, U> io.mutiny.unchecked.UncheckedBiConsumer<T, U> unchecked(
            java.util.function.BiConsumer<T, U> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T> io.mutiny.unchecked.UncheckedSupplier<T> unchecked(java.util.function.Supplier<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T, R> java.util.function.Function<T, R> function(io.mutiny.unchecked.UncheckedFunction<T, R> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T, U, R> java.util.function.BiFunction<T, U, R> function(
            io.mutiny.unchecked.UncheckedBiFunction<T, U, R> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T, U> java.util.function.BiConsumer<T, U> consumer(
            io.mutiny.unchecked.UncheckedBiConsumer<T, U> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T> java.util.function.Consumer<T> consumer(io.mutiny.unchecked.UncheckedConsumer<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T> java.util.function.Supplier<T> supplier(io.mutiny.unchecked.UncheckedSupplier<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
