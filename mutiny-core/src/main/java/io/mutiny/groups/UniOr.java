package io.mutiny.groups;

public class UniOr<T> {
    protected UniOr() {}

    public UniOr(io.mutiny.Uni<T> p0) {}

    public final io.mutiny.Uni<T> unis(io.mutiny.Uni<T>... p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
