package io.mutiny.groups;

public class UniOnCancel<T> {
    protected UniOnCancel() {}

    public UniOnCancel(io.mutiny.Uni<T> p0) {}

    public io.mutiny.Uni<T> invoke(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> call(java.util.function.Supplier<io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
