package io.mutiny;

/**
 * A group of items sharing a key, as emitted by {@code group().by(..)}.
 *
 * @param <K> the type of the key
 * @param <T> the type of the items
 */
public interface GroupedMulti<K, T> extends io.mutiny.Multi<T> {
    /** The key shared by the items of this group. */
    K key();
}
