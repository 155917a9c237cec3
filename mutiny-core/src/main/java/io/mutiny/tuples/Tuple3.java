package io.mutiny.tuples;

import io.mutiny.helpers.ParameterValidation;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * An immutable, ordered group of 3 items (any of which may be {@code null}).
 * Two tuples are equal when they have the same arity and equal items at each position.
 */
public class Tuple3<T1, T2, T3> extends Tuple2<T1, T2> implements Tuple {
    private final T3 item3;

    Tuple3(T1 item1, T2 item2, T3 item3) {
        super(item1, item2);
        this.item3 = item3;
    }

    /** Creates a tuple holding the given items, in this order; {@code null} items are allowed. */
    public static <T1, T2, T3> Tuple3<T1, T2, T3> of(T1 item1, T2 item2, T3 item3) {
        return new Tuple3<>(item1, item2, item3);
    }

    /** Returns the item at position 3 (1-based), possibly {@code null}. */
    public T3 getItem3() {
        return item3;
    }

    /**
     * Returns a new tuple whose item 1 is the result of {@code mapper} applied to this tuple's item 1;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple3<T, T2, T3> mapItem1(Function<T1, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple3<>(mapper.apply(getItem1()), getItem2(), getItem3());
    }

    /**
     * Returns a new tuple whose item 2 is the result of {@code mapper} applied to this tuple's item 2;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple3<T1, T, T3> mapItem2(Function<T2, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple3<>(getItem1(), mapper.apply(getItem2()), getItem3());
    }

    /**
     * Returns a new tuple whose item 3 is the result of {@code mapper} applied to this tuple's item 3;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple3<T1, T2, T> mapItem3(Function<T3, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple3<>(getItem1(), getItem2(), mapper.apply(getItem3()));
    }

    /**
     * Returns the item at the 0-based {@code index}.
     *
     * @throws IndexOutOfBoundsException if {@code index} is negative or not smaller than {@link #size()}
     */
    @Override
    public Object nth(int index) {
        return index == 2 ? item3 : super.nth(index);
    }

    /** Returns an unmodifiable list of the items, in order (it may contain {@code null}). */
    @Override
    public List<Object> asList() {
        return Collections.unmodifiableList(Arrays.asList(getItem1(), getItem2(), getItem3()));
    }

    /** Returns 3. */
    @Override
    public int size() {
        return 3;
    }

    @Override
    public boolean equals(Object other) {
        // Tuple2.equals already checked that both have the same class
        return super.equals(other) && Objects.equals(item3, ((Tuple3<?, ?, ?>) other).item3);
    }

    @Override
    public int hashCode() {
        return 31 * super.hashCode() + Objects.hashCode(item3);
    }

    @Override
    public String toString() {
        return describe(this);
    }
}
