package io.mutiny.groups;

public class MultiOnCancel<T> {
    protected MultiOnCancel() {}

    public MultiOnCancel(io.mutiny.Multi<T> p0) {}

    public io.mutiny.Multi<T> invoke(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> call(java.util.function.Supplier<io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
