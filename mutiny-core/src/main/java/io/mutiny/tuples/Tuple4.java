package io.mutiny.tuples;

import io.mutiny.helpers.ParameterValidation;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * An immutable, ordered group of 4 items (any of which may be {@code null}).
 * Two tuples are equal when they have the same arity and equal items at each position.
 */
public class Tuple4<T1, T2, T3, T4> extends Tuple3<T1, T2, T3> implements Tuple {
    private final T4 item4;

    Tuple4(T1 item1, T2 item2, T3 item3, T4 item4) {
        super(item1, item2, item3);
        this.item4 = item4;
    }

    /** Creates a tuple holding the given items, in this order; {@code null} items are allowed. */
    public static <T1, T2, T3, T4> Tuple4<T1, T2, T3, T4> of(T1 item1, T2 item2, T3 item3, T4 item4) {
        return new Tuple4<>(item1, item2, item3, item4);
    }

    /** Returns the item at position 4 (1-based), possibly {@code null}. */
    public T4 getItem4() {
        return item4;
    }

    /**
     * Returns a new tuple whose item 1 is the result of {@code mapper} applied to this tuple's item 1;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple4<T, T2, T3, T4> mapItem1(Function<T1, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple4<>(mapper.apply(getItem1()), getItem2(), getItem3(), getItem4());
    }

    /**
     * Returns a new tuple whose item 2 is the result of {@code mapper} applied to this tuple's item 2;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple4<T1, T, T3, T4> mapItem2(Function<T2, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple4<>(getItem1(), mapper.apply(getItem2()), getItem3(), getItem4());
    }

    /**
     * Returns a new tuple whose item 3 is the result of {@code mapper} applied to this tuple's item 3;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple4<T1, T2, T, T4> mapItem3(Function<T3, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple4<>(getItem1(), getItem2(), mapper.apply(getItem3()), getItem4());
    }

    /**
     * Returns a new tuple whose item 4 is the result of {@code mapper} applied to this tuple's item 4;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple4<T1, T2, T3, T> mapItem4(Function<T4, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple4<>(getItem1(), getItem2(), getItem3(), mapper.apply(getItem4()));
    }

    /**
     * Returns the item at the 0-based {@code index}.
     *
     * @throws IndexOutOfBoundsException if {@code index} is negative or not smaller than {@link #size()}
     */
    @Override
    public Object nth(int index) {
        return index == 3 ? item4 : super.nth(index);
    }

    /** Returns an unmodifiable list of the items, in order (it may contain {@code null}). */
    @Override
    public List<Object> asList() {
        return Collections.unmodifiableList(Arrays.asList(getItem1(), getItem2(), getItem3(), getItem4()));
    }

    /** Returns 4. */
    @Override
    public int size() {
        return 4;
    }

    @Override
    public boolean equals(Object other) {
        // Tuple2.equals already checked that both have the same class
        return super.equals(other) && Objects.equals(item4, ((Tuple4<?, ?, ?, ?>) other).item4);
    }

    @Override
    public int hashCode() {
        return 31 * super.hashCode() + Objects.hashCode(item4);
    }

    @Override
    public String toString() {
        return describe(this);
    }
}
