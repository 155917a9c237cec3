package io.mutiny.groups;

public class UniOnTerminate<T> {
    protected UniOnTerminate() {}

    public UniOnTerminate(io.mutiny.Uni<T> p0) {}

    public io.mutiny.Uni<T> invoke(
            io.mutiny.tuples.Functions.TriConsumer<T, java.lang.Throwable, java.lang.Boolean> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> invoke(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> call(
            io.mutiny.tuples.Functions.Function3<? super T, java.lang.Throwable, java.lang.Boolean, io.mutiny.Uni<?>>
                    p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> call(java.util.function.Supplier<io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
