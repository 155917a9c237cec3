package io.mutiny.groups;

public class UniAwaitOptional<T> {
    protected UniAwaitOptional() {}

    public UniAwaitOptional(io.mutiny.Uni<T> p0, io.mutiny.Context p1) {}

    public java.util.Optional<T> indefinitely() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.Optional<T> atMost(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
