package io.mutiny;

public interface GroupedMulti<K, T> extends io.mutiny.Multi<T> {
    K key();
}
