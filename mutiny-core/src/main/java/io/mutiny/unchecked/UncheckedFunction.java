package io.mutiny.unchecked;

import io.mutiny.helpers.ParameterValidation;
import java.util.function.Function;

/**
 * A {@link Function} that may throw checked exceptions.
 *
 * @param <T> the input type
 * @param <R> the result type
 */
@FunctionalInterface
public interface UncheckedFunction<T, R> {

    /**
     * Adapts a plain {@link Function}.
     *
     * @throws IllegalArgumentException if {@code function} is {@code null}
     */
    static <T, R> UncheckedFunction<T, R> from(Function<T, R> function) {
        ParameterValidation.nonNull(function, "function");
        return function::apply;
    }

    /** Computes a result from {@code input}; may throw a checked exception. */
    R apply(T input) throws Exception;

    /**
     * Returns a {@link Function} running this one: unchecked exceptions pass through, checked ones are wrapped in a
     * {@link RuntimeException} whose cause is the original exception.
     */
    default Function<T, R> toFunction() {
        return input -> {
            try {
                return apply(input);
            } catch (RuntimeException unchecked) {
                throw unchecked;
            } catch (Exception checked) {
                throw Unchecked.wrap(checked);
            }
        };
    }

    /**
     * Returns a function applying {@code before} then this one.
     *
     * @throws IllegalArgumentException if {@code before} is {@code null}
     */
    default <V> UncheckedFunction<V, R> compose(UncheckedFunction<? super V, ? extends T> before) {
        ParameterValidation.nonNull(before, "before");
        return input -> apply(before.apply(input));
    }

    /**
     * Returns a function applying this one then {@code after}.
     *
     * @throws IllegalArgumentException if {@code after} is {@code null}
     */
    default <V> UncheckedFunction<T, V> andThen(UncheckedFunction<? super R, ? extends V> after) {
        ParameterValidation.nonNull(after, "after");
        return input -> after.apply(apply(input));
    }
}
