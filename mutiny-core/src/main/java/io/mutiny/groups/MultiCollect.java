package io.mutiny.groups;

public class MultiCollect<T> {
    protected MultiCollect() {}

    public MultiCollect(io.mutiny.Multi<T> p0) {}

    public io.mutiny.Uni<T> first() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> last() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<java.util.List<T>> asList() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<java.util.Set<T>> asSet() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <X, A> io.mutiny.Uni<X> with(java.util.stream.Collector<? super T, A, ? extends X> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <X> io.mutiny.Uni<X> in(java.util.function.Supplier<X> p0, java.util.function.BiConsumer<X, T> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <K> io.mutiny.Uni<java.util.Map<K, T>> asMap(java.util.function.Function<? super T, ? extends K> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <K, V> io.mutiny.Uni<java.util.Map<K, V>> asMap(
            java.util.function.Function<? super T, ? extends K> p0,
            java.util.function.Function<? super T, ? extends V> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <K, V> io.mutiny.Uni<java.util.Map<K, V>> asMap(
            java.util.function.Function<? super T, ? extends K> p0,
            java.util.function.Function<? super T, ? extends V> p1,
            java.util.function.BinaryOperator<V> p2) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <K, V> io.mutiny.Uni<java.util.Map<K, java.util.Collection<V>>> asMultiMap(
            java.util.function.Function<? super T, ? extends K> p0,
            java.util.function.Function<? super T, ? extends V> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <K> io.mutiny.Uni<java.util.Map<K, java.util.Collection<T>>> asMultiMap(
            java.util.function.Function<? super T, ? extends K> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiCollect<T> where(java.util.function.Predicate<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiCollect<T> when(
            java.util.function.Function<? super T, io.mutiny.Uni<java.lang.Boolean>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
