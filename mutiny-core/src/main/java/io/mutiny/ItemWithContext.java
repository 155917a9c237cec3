package io.mutiny;

import io.mutiny.helpers.ParameterValidation;
import java.util.Objects;

/**
 * An item paired with the {@link Context} of the subscription that produced it. Immutable; the item itself may be
 * {@code null}.
 *
 * @param <T> the item type
 */
public final class ItemWithContext<T> {

    private final Context context;
    private final T item;

    /**
     * Pairs {@code item} with {@code context}.
     *
     * @throws IllegalArgumentException if {@code context} is {@code null}
     */
    public ItemWithContext(Context context, T item) {
        this.context = ParameterValidation.nonNull(context, "context");
        this.item = item;
    }

    /** Returns the subscription context. */
    public Context context() {
        return context;
    }

    /** Returns the item. */
    public T get() {
        return item;
    }

    @Override
    public String toString() {
        return "ItemWithContext{item=" + item + ", context=" + context + '}';
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ItemWithContext)) {
            return false;
        }
        ItemWithContext<?> that = (ItemWithContext<?>) other;
        return context.equals(that.context) && Objects.equals(item, that.item);
    }

    @Override
    public int hashCode() {
        return Objects.hash(context, item);
    }
}
