package io.mutiny.groups;

public class UniAwait<T> {
    protected UniAwait() {}

    public UniAwait(io.mutiny.Uni<T> p0, io.mutiny.Context p1) {}

    public T indefinitely() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public T atMost(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.UniAwaitOptional<T> asOptional() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
