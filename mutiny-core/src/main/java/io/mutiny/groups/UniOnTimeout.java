package io.mutiny.groups;

public class UniOnTimeout<T> {
    protected UniOnTimeout() {}

    public UniOnTimeout(io.mutiny.Uni<T> p0, java.time.Duration p1, java.util.concurrent.ScheduledExecutorService p2) {}

    public io.mutiny.groups.UniOnTimeout<T> after(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.UniOnTimeout<T> on(java.util.concurrent.ScheduledExecutorService p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> fail() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> failWith(java.lang.Throwable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> failWith(java.util.function.Supplier<? extends java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> recoverWithItem(T p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> recoverWithItem(java.util.function.Supplier<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> recoverWithUni(java.util.function.Supplier<io.mutiny.Uni<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> recoverWithUni(io.mutiny.Uni<? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
