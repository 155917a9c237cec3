package io.mutiny.tuples;

import java.util.List;
import java.util.function.Function;

/** Functions of 3 to 9 arguments, and a three-argument consumer. */
public final class Functions {

    private Functions() {
        // holder of nested types only
    }

    /** A function of 3 arguments; it can also be applied to a list of exactly 3 items. */
    @FunctionalInterface
    public interface Function3<T1, T2, T3, R> extends Function<List<Object>, R> {
        R apply(T1 item1, T2 item2, T3 item3);

        /**
         * Applies this function to the items of {@code items}, in order.
         *
         * @throws IllegalArgumentException if the list does not hold exactly 3 items
         */
        @Override
        @SuppressWarnings("unchecked")
        default R apply(List<Object> items) {
            Tuples.ensureArity(items, 3);
            return apply((T1) items.get(0), (T2) items.get(1), (T3) items.get(2));
        }
    }

    /** A function of 4 arguments; it can also be applied to a list of exactly 4 items. */
    @FunctionalInterface
    public interface Function4<T1, T2, T3, T4, R> extends Function<List<Object>, R> {
        R apply(T1 item1, T2 item2, T3 item3, T4 item4);

        /**
         * Applies this function to the items of {@code items}, in order.
         *
         * @throws IllegalArgumentException if the list does not hold exactly 4 items
         */
        @Override
        @SuppressWarnings("unchecked")
        default R apply(List<Object> items) {
            Tuples.ensureArity(items, 4);
            return apply((T1) items.get(0), (T2) items.get(1), (T3) items.get(2), (T4) items.get(3));
        }
    }

    /** A function of 5 arguments; it can also be applied to a list of exactly 5 items. */
    @FunctionalInterface
    public interface Function5<T1, T2, T3, T4, T5, R> extends Function<List<Object>, R> {
        R apply(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5);

        /**
         * Applies this function to the items of {@code items}, in order.
         *
         * @throws IllegalArgumentException if the list does not hold exactly 5 items
         */
        @Override
        @SuppressWarnings("unchecked")
        default R apply(List<Object> items) {
            Tuples.ensureArity(items, 5);
            return apply((T1) items.get(0), (T2) items.get(1), (T3) items.get(2), (T4) items.get(3), (T5) items.get(4));
        }
    }

    /** A function of 6 arguments; it can also be applied to a list of exactly 6 items. */
    @FunctionalInterface
    public interface Function6<T1, T2, T3, T4, T5, T6, R> extends Function<List<Object>, R> {
        R apply(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6);

        /**
         * Applies this function to the items of {@code items}, in order.
         *
         * @throws IllegalArgumentException if the list does not hold exactly 6 items
         */
        @Override
        @SuppressWarnings("unchecked")
        default R apply(List<Object> items) {
            Tuples.ensureArity(items, 6);
            return apply(
                    (T1) items.get(0), (T2) items.get(1), (T3) items.get(2), (T4) items.get(3), (T5) items.get(4), (T6)
                            items.get(5));
        }
    }

    /** A function of 7 arguments; it can also be applied to a list of exactly 7 items. */
    @FunctionalInterface
    public interface Function7<T1, T2, T3, T4, T5, T6, T7, R> extends Function<List<Object>, R> {
        R apply(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7);

        /**
         * Applies this function to the items of {@code items}, in order.
         *
         * @throws IllegalArgumentException if the list does not hold exactly 7 items
         */
        @Override
        @SuppressWarnings("unchecked")
        default R apply(List<Object> items) {
            Tuples.ensureArity(items, 7);
            return apply(
                    (T1) items.get(0),
                    (T2) items.get(1),
                    (T3) items.get(2),
                    (T4) items.get(3),
                    (T5) items.get(4),
                    (T6) items.get(5),
                    (T7) items.get(6));
        }
    }

    /** A function of 8 arguments; it can also be applied to a list of exactly 8 items. */
    @FunctionalInterface
    public interface Function8<T1, T2, T3, T4, T5, T6, T7, T8, R> extends Function<List<Object>, R> {
        R apply(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7, T8 item8);

        /**
         * Applies this function to the items of {@code items}, in order.
         *
         * @throws IllegalArgumentException if the list does not hold exactly 8 items
         */
        @Override
        @SuppressWarnings("unchecked")
        default R apply(List<Object> items) {
            Tuples.ensureArity(items, 8);
            return apply(
                    (T1) items.get(0),
                    (T2) items.get(1),
                    (T3) items.get(2),
                    (T4) items.get(3),
                    (T5) items.get(4),
                    (T6) items.get(5),
                    (T7) items.get(6),
                    (T8) items.get(7));
        }
    }

    /** A function of 9 arguments; it can also be applied to a list of exactly 9 items. */
    @FunctionalInterface
    public interface Function9<T1, T2, T3, T4, T5, T6, T7, T8, T9, R> extends Function<List<Object>, R> {
        R apply(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7, T8 item8, T9 item9);

        /**
         * Applies this function to the items of {@code items}, in order.
         *
         * @throws IllegalArgumentException if the list does not hold exactly 9 items
         */
        @Override
        @SuppressWarnings("unchecked")
        default R apply(List<Object> items) {
            Tuples.ensureArity(items, 9);
            return apply(
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
    }

    /** An operation taking three arguments and returning nothing. */
    @FunctionalInterface
    public interface TriConsumer<A, B, C> {
        void accept(A first, B second, C third);
    }
}
