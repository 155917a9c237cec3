package io.mutiny.groups;

public class UniOnNull<T> {
    protected UniOnNull() {}

    public UniOnNull(io.mutiny.Uni<T> p0) {}

    public io.mutiny.Uni<T> failWith(java.lang.Throwable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> failWith(java.util.function.Supplier<? extends java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> fail() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> switchTo(io.mutiny.Uni<? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> switchTo(java.util.function.Supplier<io.mutiny.Uni<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> continueWith(T p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> continueWith(java.util.function.Supplier<? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
