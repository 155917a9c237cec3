package io.mutiny.tuples;

import java.util.List;

/** Factories building tuples from lists, used by combinators that collect items positionally. */
public abstract class Tuples {

    Tuples() {
        // static factories only
    }

    /**
     * Builds a tuple from a list of exactly 2 items (the list may contain {@code null}).
     *
     * @throws IllegalArgumentException if the list is {@code null} or its size is not 2
     */
    @SuppressWarnings("unchecked")
    public static <L, R> Tuple2<L, R> tuple2(List<?> items) {
        ensureArity(items, 2);
        return Tuple2.of((L) items.get(0), (R) items.get(1));
    }

    /**
     * Builds a tuple from a list of exactly 3 items (the list may contain {@code null}).
     *
     * @throws IllegalArgumentException if the list is {@code null} or its size is not 3
     */
    @SuppressWarnings("unchecked")
    public static <T1, T2, T3> Tuple3<T1, T2, T3> tuple3(List<?> items) {
        ensureArity(items, 3);
        return Tuple3.of((T1) items.get(0), (T2) items.get(1), (T3) items.get(2));
    }

    /**
     * Builds a tuple from a list of exactly 4 items (the list may contain {@code null}).
     *
     * @throws IllegalArgumentException if the list is {@code null} or its size is not 4
     */
    @SuppressWarnings("unchecked")
    public static <T1, T2, T3, T4> Tuple4<T1, T2, T3, T4> tuple4(List<?> items) {
        ensureArity(items, 4);
        return Tuple4.of((T1) items.get(0), (T2) items.get(1), (T3) items.get(2), (T4) items.get(3));
    }

    /**
     * Builds a tuple from a list of exactly 5 items (the list may contain {@code null}).
     *
     * @throws IllegalArgumentException if the list is {@code null} or its size is not 5
     */
    @SuppressWarnings("unchecked")
    public static <T1, T2, T3, T4, T5> Tuple5<T1, T2, T3, T4, T5> tuple5(List<?> items) {
        ensureArity(items, 5);
        return Tuple5.of((T1) items.get(0), (T2) items.get(1), (T3) items.get(2), (T4) items.get(3), (T5) items.get(4));
    }

    /**
     * Builds a tuple from a list of exactly 6 items (the list may contain {@code null}).
     *
     * @throws IllegalArgumentException if the list is {@code null} or its size is not 6
     */
    @SuppressWarnings("unchecked")
    public static <T1, T2, T3, T4, T5, T6> Tuple6<T1, T2, T3, T4, T5, T6> tuple6(List<?> items) {
        ensureArity(items, 6);
        return Tuple6.of(
                (T1) items.get(0), (T2) items.get(1), (T3) items.get(2), (T4) items.get(3), (T5) items.get(4), (T6)
                        items.get(5));
    }

    /**
     * Builds a tuple from a list of exactly 7 items (the list may contain {@code null}).
     *
     * @throws IllegalArgumentException if the list is {@code null} or its size is not 7
     */
    @SuppressWarnings("unchecked")
    public static <T1, T2, T3, T4, T5, T6, T7> Tuple7<T1, T2, T3, T4, T5, T6, T7> tuple7(List<?> items) {
        ensureArity(items, 7);
        return Tuple7.of(
                (T1) items.get(0),
                (T2) items.get(1),
                (T3) items.get(2),
                (T4) items.get(3),
                (T5) items.get(4),
                (T6) items.get(5),
                (T7) items.get(6));
    }

    /**
     * Builds a tuple from a list of exactly 8 items (the list may contain {@code null}).
     *
     * @throws IllegalArgumentException if the list is {@code null} or its size is not 8
     */
    @SuppressWarnings("unchecked")
    public static <T1, T2, T3, T4, T5, T6, T7, T8> Tuple8<T1, T2, T3, T4, T5, T6, T7, T8> tuple8(List<?> items) {
        ensureArity(items, 8);
        return Tuple8.of(
                (T1) items.get(0),
                (T2) items.get(1),
                (T3) items.get(2),
                (T4) items.get(3),
                (T5) items.get(4),
                (T6) items.get(5),
                (T7) items.get(6),
                (T8) items.get(7));
    }

    /**
     * Builds a tuple from a list of exactly 9 items (the list may contain {@code null}).
     *
     * @throws IllegalArgumentException if the list is {@code null} or its size is not 9
     */
    @SuppressWarnings("unchecked")
    public static <T1, T2, T3, T4, T5, T6, T7, T8, T9> Tuple9<T1, T2, T3, T4, T5, T6, T7, T8, T9> tuple9(
            List<?> items) {
        ensureArity(items, 9);
        return Tuple9.of(
                (T1) items.get(0),
                (T2) items.get(1),
                (T3) items.get(2),
                (T4) items.get(3),
                (T5) items.get(4),
                (T6) items.get(5),
                (T7) items.get(6),
                (T8) items.get(7),
                (T9) items.get(8));
    }

    /**
     * Checks that {@code items} is non-null and holds exactly {@code expectedSize} elements.
     *
     * @throws IllegalArgumentException otherwise
     */
    public static void ensureArity(List<?> items, int expectedSize) {
        if (items == null) {
            throw new IllegalArgumentException("`items` must not be `null`");
        }
        if (items.size() != expectedSize) {
            throw new IllegalArgumentException(
                    "Expected " + expectedSize + " items to build a tuple, got " + items.size() + ": " + items);
        }
    }
}
