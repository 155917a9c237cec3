package io.mutiny.groups;

public class UniMemoize<T> {
    protected UniMemoize() {}

    public UniMemoize(io.mutiny.operators.AbstractUni<T> p0) {}

    public io.mutiny.Uni<T> until(java.util.function.BooleanSupplier p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> atLeast(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> forFixedDuration(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> indefinitely() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
