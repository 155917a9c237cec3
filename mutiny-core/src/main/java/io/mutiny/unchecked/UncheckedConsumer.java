package io.mutiny.unchecked;

public interface UncheckedConsumer<T> {
    public static <T> io.mutiny.unchecked.UncheckedConsumer<T> from(java.util.function.Consumer<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    void accept(T p0) throws java.lang.Exception;

    public default io.mutiny.unchecked.UncheckedConsumer<T> andThen(
            io.mutiny.unchecked.UncheckedConsumer<? super T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default java.util.function.Consumer<T> toConsumer() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
