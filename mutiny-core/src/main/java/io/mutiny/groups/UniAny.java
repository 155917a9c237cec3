package io.mutiny.groups;

public class UniAny {
    protected UniAny() {}

    public static final io.mutiny.groups.UniAny INSTANCE = new io.mutiny.groups.UniAny();

    public final <T> io.mutiny.Uni<T> of(io.mutiny.Uni<? super T>... p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Uni<T> of(java.lang.Iterable<? extends io.mutiny.Uni<? super T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
