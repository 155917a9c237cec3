package io.mutiny.groups;

public class MultiResourceUni<R, I> {
    protected MultiResourceUni() {}

    public MultiResourceUni(
            java.util.function.Supplier<io.mutiny.Uni<R>> p0,
            java.util.function.Function<? super R, ? extends java.util.concurrent.Flow.Publisher<I>> p1) {}

    public io.mutiny.Multi<I> withFinalizer(java.util.function.Consumer<? super R> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<I> withFinalizer(java.util.function.Function<? super R, io.mutiny.Uni<java.lang.Void>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<I> withFinalizer(
            java.util.function.Function<? super R, io.mutiny.Uni<java.lang.Void>> p0,
            java.util.function.BiFunction<? super R, ? super java.lang.Throwable, io.mutiny.Uni<java.lang.Void>> p1,
            java.util.function.Function<? super R, io.mutiny.Uni<java.lang.Void>> p2) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
