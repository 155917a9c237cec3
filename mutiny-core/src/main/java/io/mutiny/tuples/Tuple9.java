package io.mutiny.tuples;

import io.mutiny.helpers.ParameterValidation;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * An immutable, ordered group of 9 items (any of which may be {@code null}).
 * Two tuples are equal when they have the same arity and equal items at each position.
 */
public class Tuple9<T1, T2, T3, T4, T5, T6, T7, T8, T9> extends Tuple8<T1, T2, T3, T4, T5, T6, T7, T8>
        implements Tuple {
    private final T9 item9;

    Tuple9(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7, T8 item8, T9 item9) {
        super(item1, item2, item3, item4, item5, item6, item7, item8);
        this.item9 = item9;
    }

    /** Creates a tuple holding the given items, in this order; {@code null} items are allowed. */
    public static <T1, T2, T3, T4, T5, T6, T7, T8, T9> Tuple9<T1, T2, T3, T4, T5, T6, T7, T8, T9> of(
            T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7, T8 item8, T9 item9) {
        return new Tuple9<>(item1, item2, item3, item4, item5, item6, item7, item8, item9);
    }

    /** Returns the item at position 9 (1-based), possibly {@code null}. */
    public T9 getItem9() {
        return item9;
    }

    /**
     * Returns a new tuple whose item 1 is the result of {@code mapper} applied to this tuple's item 1;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple9<T, T2, T3, T4, T5, T6, T7, T8, T9> mapItem1(Function<T1, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple9<>(
                mapper.apply(getItem1()),
                getItem2(),
                getItem3(),
                getItem4(),
                getItem5(),
                getItem6(),
                getItem7(),
                getItem8(),
                getItem9());
    }

    /**
     * Returns a new tuple whose item 2 is the result of {@code mapper} applied to this tuple's item 2;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple9<T1, T, T3, T4, T5, T6, T7, T8, T9> mapItem2(Function<T2, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple9<>(
                getItem1(),
                mapper.apply(getItem2()),
                getItem3(),
                getItem4(),
                getItem5(),
                getItem6(),
                getItem7(),
                getItem8(),
                getItem9());
    }

    /**
     * Returns a new tuple whose item 3 is the result of {@code mapper} applied to this tuple's item 3;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple9<T1, T2, T, T4, T5, T6, T7, T8, T9> mapItem3(Function<T3, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple9<>(
                getItem1(),
                getItem2(),
                mapper.apply(getItem3()),
                getItem4(),
                getItem5(),
                getItem6(),
                getItem7(),
                getItem8(),
                getItem9());
    }

    /**
     * Returns a new tuple whose item 4 is the result of {@code mapper} applied to this tuple's item 4;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple9<T1, T2, T3, T, T5, T6, T7, T8, T9> mapItem4(Function<T4, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple9<>(
                getItem1(),
                getItem2(),
                getItem3(),
                mapper.apply(getItem4()),
                getItem5(),
                getItem6(),
                getItem7(),
                getItem8(),
                getItem9());
    }

    /**
     * Returns a new tuple whose item 5 is the result of {@code mapper} applied to this tuple's item 5;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple9<T1, T2, T3, T4, T, T6, T7, T8, T9> mapItem5(Function<T5, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple9<>(
                getItem1(),
                getItem2(),
                getItem3(),
                getItem4(),
                mapper.apply(getItem5()),
                getItem6(),
                getItem7(),
                getItem8(),
                getItem9());
    }

    /**
     * Returns a new tuple whose item 6 is the result of {@code mapper} applied to this tuple's item 6;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple9<T1, T2, T3, T4, T5, T, T7, T8, T9> mapItem6(Function<T6, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple9<>(
                getItem1(),
                getItem2(),
                getItem3(),
                getItem4(),
                getItem5(),
                mapper.apply(getItem6()),
                getItem7(),
                getItem8(),
                getItem9());
    }

    /**
     * Returns a new tuple whose item 7 is the result of {@code mapper} applied to this tuple's item 7;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple9<T1, T2, T3, T4, T5, T6, T, T8, T9> mapItem7(Function<T7, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple9<>(
                getItem1(),
                getItem2(),
                getItem3(),
                getItem4(),
                getItem5(),
                getItem6(),
                mapper.apply(getItem7()),
                getItem8(),
                getItem9());
    }

    /**
     * Returns a new tuple whose item 8 is the result of {@code mapper} applied to this tuple's item 8;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple9<T1, T2, T3, T4, T5, T6, T7, T, T9> mapItem8(Function<T8, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple9<>(
                getItem1(),
                getItem2(),
                getItem3(),
                getItem4(),
                getItem5(),
                getItem6(),
                getItem7(),
                mapper.apply(getItem8()),
                getItem9());
    }

    /**
     * Returns a new tuple whose item 9 is the result of {@code mapper} applied to this tuple's item 9;
     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.
     */
    public <T> Tuple9<T1, T2, T3, T4, T5, T6, T7, T8, T> mapItem9(Function<T9, T> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new Tuple9<>(
                getItem1(),
                getItem2(),
                getItem3(),
                getItem4(),
                getItem5(),
                getItem6(),
                getItem7(),
                getItem8(),
                mapper.apply(getItem9()));
    }

    /**
     * Returns the item at the 0-based {@code index}.
     *
     * @throws IndexOutOfBoundsException if {@code index} is negative or not smaller than {@link #size()}
     */
    @Override
    public Object nth(int index) {
        return index == 8 ? item9 : super.nth(index);
    }

    /** Returns an unmodifiable list of the items, in order (it may contain {@code null}). */
    @Override
    public List<Object> asList() {
        return Collections.unmodifiableList(Arrays.asList(
                getItem1(),
                getItem2(),
                getItem3(),
                getItem4(),
                getItem5(),
                getItem6(),
                getItem7(),
                getItem8(),
                getItem9()));
    }

    /** Returns 9. */
    @Override
    public int size() {
        return 9;
    }

    @Override
    public boolean equals(Object other) {
        // Tuple2.equals already checked that both have the same class
        return super.equals(other) && Objects.equals(item9, ((Tuple9<?, ?, ?, ?, ?, ?, ?, ?, ?>) other).item9);
    }

    @Override
    public int hashCode() {
        return 31 * super.hashCode() + Objects.hashCode(item9);
    }

    @Override
    public String toString() {
        return describe(this);
    }
}
