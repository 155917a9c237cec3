package io.mutiny.operators.multi.split;

public class MultiSplitter<T, K extends java.lang.Enum<K>> {
    protected MultiSplitter() {}

    public MultiSplitter(
            io.mutiny.Multi<? extends T> p0, java.lang.Class<K> p1, java.util.function.Function<T, K> p2) {}

    public io.mutiny.Multi<T> get(K p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.lang.Class<K> keyType() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
