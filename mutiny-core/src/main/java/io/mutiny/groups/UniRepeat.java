package io.mutiny.groups;

public class UniRepeat<T> {
    protected UniRepeat() {}

    public UniRepeat(io.mutiny.Uni<T> p0) {}

    public UniRepeat(io.mutiny.Uni<T> p0, io.mutiny.Uni<?> p1) {}

    public io.mutiny.groups.UniRepeat<T> withDelay(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> indefinitely() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> atMost(long p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> until(java.util.function.Predicate<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> whilst(java.util.function.Predicate<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
