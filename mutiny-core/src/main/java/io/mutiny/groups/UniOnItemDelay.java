package io.mutiny.groups;

public class UniOnItemDelay<T> {
    protected UniOnItemDelay() {}

    public UniOnItemDelay(io.mutiny.Uni<T> p0, java.util.concurrent.ScheduledExecutorService p1) {}

    public io.mutiny.groups.UniOnItemDelay<T> onExecutor(java.util.concurrent.ScheduledExecutorService p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> by(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> until(java.util.function.Function<? super T, io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
