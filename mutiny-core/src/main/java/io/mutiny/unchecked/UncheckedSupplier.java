package io.mutiny.unchecked;

public interface UncheckedSupplier<T> {
    public static <T> io.mutiny.unchecked.UncheckedSupplier<T> from(java.util.function.Supplier<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    T get() throws java.lang.Exception;

    public default java.util.function.Supplier<T> toSupplier() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
