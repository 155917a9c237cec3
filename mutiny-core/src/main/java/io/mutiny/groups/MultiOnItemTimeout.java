package io.mutiny.groups;

public class MultiOnItemTimeout<T> {
    protected MultiOnItemTimeout() {}

    public MultiOnItemTimeout(
            io.mutiny.Multi<T> p0, java.time.Duration p1, java.util.concurrent.ScheduledExecutorService p2) {}

    public io.mutiny.groups.MultiOnItemTimeout<T> on(java.util.concurrent.ScheduledExecutorService p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> fail() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> failWith(java.lang.Throwable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> failWith(java.util.function.Supplier<? extends java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> recoverWithCompletion() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> recoverWithMulti(java.util.function.Supplier<io.mutiny.Multi<? extends T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> recoverWithMulti(io.mutiny.Multi<? extends T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
