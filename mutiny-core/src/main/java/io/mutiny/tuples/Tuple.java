package io.mutiny.tuples;

import java.util.Iterator;
import java.util.List;

/** An immutable, ordered, fixed-size group of items; the items may be {@code null}. */
public interface Tuple extends Iterable<Object> {

    /**
     * Returns the item at the 0-based {@code index}.
     *
     * @throws IndexOutOfBoundsException if {@code index} is negative or not smaller than {@link #size()}
     */
    Object nth(int index);

    /** Returns the items, in order, as an unmodifiable list. */
    List<Object> asList();

    /** Iterates over the items in order; the iterator does not support removal. */
    @Override
    default Iterator<Object> iterator() {
        return asList().iterator();
    }

    /** Returns the number of items in this tuple. */
    int size();
}
