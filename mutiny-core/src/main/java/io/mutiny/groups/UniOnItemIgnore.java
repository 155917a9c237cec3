package io.mutiny.groups;

public class UniOnItemIgnore<T> {
    protected UniOnItemIgnore() {}

    public UniOnItemIgnore(io.mutiny.groups.UniOnItem<T> p0) {}

    public io.mutiny.Uni<T> andFail(java.lang.Throwable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> andFail(java.util.function.Supplier<java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> andFail() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> andSwitchTo(io.mutiny.Uni<? extends O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> andSwitchTo(java.util.function.Supplier<io.mutiny.Uni<? extends O>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> andContinueWith(T p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<java.lang.Void> andContinueWithNull() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> andContinueWith(java.util.function.Supplier<? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
