package io.mutiny.groups;

public class MultiOnRequest<T> {
    protected MultiOnRequest() {}

    public MultiOnRequest(io.mutiny.Multi<T> p0) {}

    public io.mutiny.Multi<T> invoke(java.util.function.LongConsumer p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> invoke(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> call(java.util.function.LongFunction<io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> call(java.util.function.Supplier<io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
