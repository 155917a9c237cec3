package io.mutiny.groups;

public class UniOnItemOrFailure<T> {
    protected UniOnItemOrFailure() {}

    public UniOnItemOrFailure(io.mutiny.Uni<T> p0) {}

    public io.mutiny.Uni<T> invoke(java.util.function.BiConsumer<? super T, java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> invoke(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> call(java.util.function.BiFunction<? super T, java.lang.Throwable, io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> call(java.util.function.Supplier<io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <R> io.mutiny.Uni<R> transform(
            java.util.function.BiFunction<? super T, java.lang.Throwable, ? extends R> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <R> io.mutiny.Uni<R> transformToUni(
            java.util.function.BiFunction<? super T, java.lang.Throwable, io.mutiny.Uni<? extends R>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <R> io.mutiny.Uni<R> transformToUni(
            io.mutiny.tuples.Functions.TriConsumer<
                            ? super T, java.lang.Throwable, io.mutiny.subscription.UniEmitter<? super R>>
                    p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
