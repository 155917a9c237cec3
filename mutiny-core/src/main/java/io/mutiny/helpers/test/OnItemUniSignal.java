package io.mutiny.helpers.test;

/**
 * Records the item a {@code Uni} delivered.
 *
 * @param <T> the type of the item
 */
public final class OnItemUniSignal<T> implements UniSignal {

    private final T item;

    /** Creates the signal carrying {@code item} (possibly {@code null}). */
    public OnItemUniSignal(T item) {
        this.item = item;
    }

    /** The item that was received, possibly {@code null}. */
    @Override
    public T value() {
        return item;
    }

    @Override
    public String toString() {
        return "OnItemUniSignal{value=" + item + "}";
    }
}
