package io.mutiny.groups;

public class MultiRetry<T> {
    protected MultiRetry() {}

    public MultiRetry(io.mutiny.Multi<T> p0, java.util.function.Predicate<? super java.lang.Throwable> p1) {}

    public io.mutiny.groups.MultiRetry<T> withExecutor(java.util.concurrent.ScheduledExecutorService p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> indefinitely() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> atMost(long p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> expireAt(long p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> expireIn(long p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> until(java.util.function.Predicate<? super java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> when(
            java.util.function.Function<
                            io.mutiny.Multi<java.lang.Throwable>, ? extends java.util.concurrent.Flow.Publisher<?>>
                    p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiRetry<T> withBackOff(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiRetry<T> withBackOff(java.time.Duration p0, java.time.Duration p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiRetry<T> withJitter(double p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
