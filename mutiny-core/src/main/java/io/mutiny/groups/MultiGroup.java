package io.mutiny.groups;

public class MultiGroup<T> {
    protected MultiGroup() {}

    public MultiGroup(io.mutiny.Multi<T> p0) {}

    public io.mutiny.groups.MultiGroupIntoLists<T> intoLists() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiGroupIntoMultis<T> intoMultis() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <K> io.mutiny.Multi<io.mutiny.GroupedMulti<K, T>> by(
            java.util.function.Function<? super T, ? extends K> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <K, V> io.mutiny.Multi<io.mutiny.GroupedMulti<K, V>> by(
            java.util.function.Function<? super T, ? extends K> p0,
            java.util.function.Function<? super T, ? extends V> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <K> io.mutiny.Multi<io.mutiny.GroupedMulti<K, T>> by(
            java.util.function.Function<? super T, ? extends K> p0, long p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <K, V> io.mutiny.Multi<io.mutiny.GroupedMulti<K, V>> by(
            java.util.function.Function<? super T, ? extends K> p0,
            java.util.function.Function<? super T, ? extends V> p1,
            long p2) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
