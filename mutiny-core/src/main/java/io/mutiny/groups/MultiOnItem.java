package io.mutiny.groups;

public class MultiOnItem<T> {
    protected MultiOnItem() {}

    public MultiOnItem(io.mutiny.Multi<T> p0) {}

    public <R> io.mutiny.Multi<R> transform(java.util.function.Function<? super T, ? extends R> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> invoke(java.util.function.Consumer<? super T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> invoke(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> call(java.util.function.Function<? super T, io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> call(java.util.function.Supplier<io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Multi<O> disjoint() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.groups.MultiFlatten<T, O> transformToMulti(
            java.util.function.Function<? super T, ? extends java.util.concurrent.Flow.Publisher<? extends O>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Multi<O> transformToMultiAndConcatenate(
            java.util.function.Function<? super T, ? extends java.util.concurrent.Flow.Publisher<? extends O>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Multi<O> transformToMultiAndMerge(
            java.util.function.Function<? super T, ? extends java.util.concurrent.Flow.Publisher<? extends O>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Multi<O> transformToIterable(
            java.util.function.Function<? super T, ? extends java.lang.Iterable<O>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.groups.MultiFlatten<T, O> transformToUni(
            java.util.function.Function<? super T, io.mutiny.Uni<? extends O>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Multi<O> transformToUniAndConcatenate(
            java.util.function.Function<? super T, io.mutiny.Uni<? extends O>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Multi<O> transformToUniAndMerge(
            java.util.function.Function<? super T, io.mutiny.Uni<? extends O>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<java.lang.Void> ignore() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<java.lang.Void> ignoreAsUni() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Multi<O> castTo(java.lang.Class<O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <S> io.mutiny.Multi<S> scan(
            java.util.function.Supplier<S> p0, java.util.function.BiFunction<S, ? super T, S> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> scan(java.util.function.BinaryOperator<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> failWith(java.util.function.Function<? super T, ? extends java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> failWith(java.util.function.Supplier<? extends java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiOnItemGather<T> gather() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <ACC, O> io.mutiny.Multi<O> gather(io.mutiny.groups.Gatherer<T, ACC, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
