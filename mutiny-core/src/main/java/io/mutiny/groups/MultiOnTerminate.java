package io.mutiny.groups;

public class MultiOnTerminate<T> {
    protected MultiOnTerminate() {}

    public MultiOnTerminate(io.mutiny.Multi<T> p0) {}

    public io.mutiny.Multi<T> invoke(java.util.function.BiConsumer<java.lang.Throwable, java.lang.Boolean> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> invoke(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> call(
            java.util.function.BiFunction<java.lang.Throwable, java.lang.Boolean, io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> call(java.util.function.Supplier<io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
