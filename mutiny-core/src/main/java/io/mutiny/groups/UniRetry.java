package io.mutiny.groups;

public class UniRetry<T> {
    protected UniRetry() {}

    public UniRetry(io.mutiny.Uni<T> p0, java.util.function.Predicate<? super java.lang.Throwable> p1) {}

    public io.mutiny.groups.UniRetry<T> withExecutor(java.util.concurrent.ScheduledExecutorService p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> indefinitely() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> atMost(long p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> expireAt(long p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> expireIn(long p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> until(java.util.function.Predicate<? super java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> when(
            java.util.function.Function<
                            io.mutiny.Multi<java.lang.Throwable>, ? extends java.util.concurrent.Flow.Publisher<?>>
                    p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.UniRetry<T> withBackOff(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.UniRetry<T> withBackOff(java.time.Duration p0, java.time.Duration p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.UniRetry<T> withJitter(double p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
