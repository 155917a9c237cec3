package io.mutiny.tuples;

import io.mutiny.helpers.ParameterValidation;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * An immutable, ordered group of 2 items (any of which may be {@code null}).
 * Two tuples are equal when they have the same arity and equal items at each position.
 */
public class Tuple2<L, R> implements Tuple {
    private final L item1;
    private final R item2;

    Tuple2(L item1, R item2) {
        this.item1 = item1;
        this.item2 = item2;
    }

    /** Creates a tuple holding the given items, in this order; {@code null} items are allowed. */
    public static <L, R> Tuple2<L, R> of(L item1, R item2) {
        return new Tuple2<>(item1, item2);
    }

    /** Returns the item at position 1 (1-based), possibly {@code null}. */
    public L getItem1() {
        return item1;
    }

    /** Returns the item at position 2 (1-based), possibly {@code null}. */
    public R getItem2() {
        return item2;
    }

    /**
     * Returns a new tuple whose item 1 is the result of {@code mapper} applied to this tuple's item 1;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple2<T, R> mapItem1(Function<L, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple2<>(mapper.apply(getItem1()), getItem2());
    }

    /**
     * Returns a new tuple whose item 2 is the result of {@code mapper} applied to this tuple's item 2;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple2<L, T> mapItem2(Function<R, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple2<>(getItem1(), mapper.apply(getItem2()));
    }

    /**
     * Returns the item at the 0-based {@code index}.
     *
     * @throws IndexOutOfBoundsException if {@code index} is negative or not smaller than {@link #size()}
     */
    @Override
    public Object nth(int index) {
        Objects.checkIndex(index, size());
        return index == 0 ? item1 : item2;
    }

    /** Returns an unmodifiable list of the items, in order (it may contain {@code null}). */
    @Override
    public List<Object> asList() {
        return Collections.unmodifiableList(Arrays.asList(getItem1(), getItem2()));
    }

    /** Returns 2. */
    @Override
    public int size() {
        return 2;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (other == null || getClass() != other.getClass()) {
            return false;
        }
        Tuple2<?, ?> that = (Tuple2<?, ?>) other;
        return Objects.equals(item1, that.item1) && Objects.equals(item2, that.item2);
    }

    @Override
    public int hashCode() {
        return Objects.hash(item1, item2);
    }

    @Override
    public String toString() {
        return describe(this);
    }

    /** Formats any tuple as {@code Tuple{item1=..,item2=..}}. */
    static String describe(Tuple tuple) {
        StringBuilder text = new StringBuilder("Tuple{");
        for (int index = 0; index < tuple.size(); index++) {
            if (index > 0) {
                text.append(',');
            }
            text.append("item").append(index + 1).append('=').append(tuple.nth(index));
        }
        return text.append('}').toString();
    }
}
