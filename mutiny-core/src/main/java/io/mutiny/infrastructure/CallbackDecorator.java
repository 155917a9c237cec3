package io.mutiny.infrastructure;

public interface CallbackDecorator extends io.mutiny.infrastructure.MutinyInterceptor {
    public default <T> java.util.function.Supplier<T> decorate(java.util.function.Supplier<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <T> java.util.function.Consumer<T> decorate(java.util.function.Consumer<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default java.util.function.LongConsumer decorate(java.util.function.LongConsumer p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <R> java.util.function.LongFunction<R> decorate(java.util.function.LongFunction<R> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default java.lang.Runnable decorate(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <V> java.util.concurrent.Callable<V> decorate(java.util.concurrent.Callable<V> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <T1, T2> java.util.function.BiConsumer<T1, T2> decorate(java.util.function.BiConsumer<T1, T2> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <I, O> java.util.function.Function<I, O> decorate(java.util.function.Function<I, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <I1, I2, I3, O> io.mutiny.tuples.Functions.Function3<I1, I2, I3, O> decorate(
            io.mutiny.tuples.Functions.Function3<I1, I2, I3, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <I1, I2, I3, I4, O> io.mutiny.tuples.Functions.Function4<I1, I2, I3, I4, O> decorate(
            io.mutiny.tuples.Functions.Function4<I1, I2, I3, I4, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <I1, I2, I3, I4, I5, O> io.mutiny.tuples.Functions.Function5<I1, I2, I3, I4, I5, O> decorate(
            io.mutiny.tuples.Functions.Function5<I1, I2, I3, I4, I5, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <I1, I2, I3, I4, I5, I6, O> io.mutiny.tuples.Functions.Function6<I1, I2, I3, I4, I5, I6, O> decorate(
            io.mutiny.tuples.Functions.Function6<I1, I2, I3, I4, I5, I6, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <I1, I2, I3, I4, I5, I6, I7, O>
            io.mutiny.tuples.Functions.Function7<I1, I2, I3, I4, I5, I6, I7, O> decorate(
                    io.mutiny.tuples.Functions.Function7<I1, I2, I3, I4, I5, I6, I7, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <I1, I2, I3, I4, I5, I6, I7, I8, O>
            io.mutiny.tuples.Functions.Function8<I1, I2, I3, I4, I5, I6, I7, I8, O> decorate(
                    io.mutiny.tuples.Functions.Function8<I1, I2, I3, I4, I5, I6, I7, I8, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <I1, I2, I3, I4, I5, I6, I7, I8, I9, O>
            io.mutiny.tuples.Functions.Function9<I1, I2, I3, I4, I5, I6, I7, I8, I9, O> decorate(
                    io.mutiny.tuples.Functions.Function9<I1, I2, I3, I4, I5, I6, I7, I8, I9, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <I1, I2, O> java.util.function.BiFunction<I1, I2, O> decorate(
            java.util.function.BiFunction<I1, I2, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <T> java.util.function.BinaryOperator<T> decorate(java.util.function.BinaryOperator<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <T1, T2, T3> io.mutiny.tuples.Functions.TriConsumer<T1, T2, T3> decorate(
            io.mutiny.tuples.Functions.TriConsumer<T1, T2, T3> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default java.util.function.BooleanSupplier decorate(java.util.function.BooleanSupplier p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <T> java.util.function.Predicate<T> decorate(java.util.function.Predicate<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
