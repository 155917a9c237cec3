package io.mutiny.unchecked;

import io.mutiny.helpers.ParameterValidation;
import java.util.function.BiFunction;

/**
 * A {@link BiFunction} that may throw checked exceptions.
 *
 * @param <T> the first input type
 * @param <U> the second input type
 * @param <R> the result type
 */
@FunctionalInterface
public interface UncheckedBiFunction<T, U, R> {

    /**
     * Adapts a plain {@link BiFunction}.
     *
     * @throws IllegalArgumentException if {@code function} is {@code null}
     */
    static <T, U, R> UncheckedBiFunction<T, U, R> from(BiFunction<T, U, R> function) {
        ParameterValidation.nonNull(function, "function");
        return function::apply;
    }

    /**
     * Returns a {@link BiFunction} running this one: unchecked exceptions pass through, checked ones are wrapped in
     * a {@link RuntimeException} whose cause is the original exception.
     */
    default BiFunction<T, U, R> toBiFunction() {
        return (first, second) -> {
            try {
                return apply(first, second);
            } catch (RuntimeException unchecked) {
                throw unchecked;
            } catch (Exception checked) {
                throw Unchecked.wrap(checked);
            }
        };
    }

    /** Computes a result from the two values; may throw a checked exception. */
    R apply(T first, U second) throws Exception;

    /**
     * Returns a function applying this one then {@code after}.
     *
     * @throws IllegalArgumentException if {@code after} is {@code null}
     */
    default <V> UncheckedBiFunction<T, U, V> andThen(UncheckedFunction<? super R, ? extends V> after) {
        ParameterValidation.nonNull(after, "after");
        return (first, second) -> after.apply(apply(first, second));
    }
}
