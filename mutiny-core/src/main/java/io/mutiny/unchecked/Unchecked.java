package io.mutiny.unchecked;

import io.mutiny.helpers.ParameterValidation;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Bridges code that throws checked exceptions and the {@code java.util.function} interfaces Mutiny callbacks use.
 * {@code function/consumer/supplier(..)} turn an unchecked-style lambda into a plain one whose checked exceptions
 * are wrapped in a {@link RuntimeException} (unchecked ones pass through), so that operators turn them into
 * failure signals. {@code unchecked(..)} goes the other way.
 */
public class Unchecked {

    private Unchecked() {
        // static helpers only
    }

    /** Wraps a checked exception thrown by an unchecked-style lambda. */
    static RuntimeException wrap(Exception checked) {
        return new RuntimeException(checked);
    }

    /**
     * Views a {@link BiFunction} as an {@link UncheckedBiFunction}.
     *
     * @throws IllegalArgumentException if {@code function} is {@code null}
     */
    public static <T, U, R> UncheckedBiFunction<T, U, R> unchecked(BiFunction<T, U, R> function) {
        return UncheckedBiFunction.from(function);
    }

    /**
     * Views a {@link Function} as an {@link UncheckedFunction}.
     *
     * @throws IllegalArgumentException if {@code function} is {@code null}
     */
    public static <T, R> UncheckedFunction<T, R> unchecked(Function<T, R> function) {
        return UncheckedFunction.from(function);
    }

    /**
     * Views a {@link Consumer} as an {@link UncheckedConsumer}.
     *
     * @throws IllegalArgumentException if {@code consumer} is {@code null}
     */
    public static <T> UncheckedConsumer<T> unchecked(Consumer<T> consumer) {
        return UncheckedConsumer.from(consumer);
    }

    /**
     * Views a {@link BiConsumer} as an {@link UncheckedBiConsumer}.
     *
     * @throws IllegalArgumentException if {@code consumer} is {@code null}
     */
    public static <T, U> UncheckedBiConsumer<T, U> unchecked(BiConsumer<T, U> consumer) {
        return UncheckedBiConsumer.from(consumer);
    }

    /**
     * Views a {@link Supplier} as an {@link UncheckedSupplier}.
     *
     * @throws IllegalArgumentException if {@code supplier} is {@code null}
     */
    public static <T> UncheckedSupplier<T> unchecked(Supplier<T> supplier) {
        return UncheckedSupplier.from(supplier);
    }

    /**
     * Turns a function that may throw checked exceptions into a {@link Function}; checked exceptions are wrapped in
     * a {@link RuntimeException}.
     *
     * @throws IllegalArgumentException if {@code function} is {@code null}
     */
    public static <T, R> Function<T, R> function(UncheckedFunction<T, R> function) {
        return ParameterValidation.nonNull(function, "function").toFunction();
    }

    /**
     * Turns a two-argument function that may throw checked exceptions into a {@link BiFunction}; checked
     * exceptions are wrapped in a {@link RuntimeException}.
     *
     * @throws IllegalArgumentException if {@code function} is {@code null}
     */
    public static <T, U, R> BiFunction<T, U, R> function(UncheckedBiFunction<T, U, R> function) {
        return ParameterValidation.nonNull(function, "function").toBiFunction();
    }

    /**
     * Turns a two-argument consumer that may throw checked exceptions into a {@link BiConsumer}; checked
     * exceptions are wrapped in a {@link RuntimeException}.
     *
     * @throws IllegalArgumentException if {@code consumer} is {@code null}
     */
    public static <T, U> BiConsumer<T, U> consumer(UncheckedBiConsumer<T, U> consumer) {
        return ParameterValidation.nonNull(consumer, "consumer").toBiConsumer();
    }

    /**
     * Turns a consumer that may throw checked exceptions into a {@link Consumer}; checked exceptions are wrapped
     * in a {@link RuntimeException}.
     *
     * @throws IllegalArgumentException if {@code consumer} is {@code null}
     */
    public static <T> Consumer<T> consumer(UncheckedConsumer<T> consumer) {
        return ParameterValidation.nonNull(consumer, "consumer").toConsumer();
    }

    /**
     * Turns a supplier that may throw checked exceptions into a {@link Supplier}; checked exceptions are wrapped
     * in a {@link RuntimeException}.
     *
     * @throws IllegalArgumentException if {@code supplier} is {@code null}
     */
    public static <T> Supplier<T> supplier(UncheckedSupplier<T> supplier) {
        return ParameterValidation.nonNull(supplier, "supplier").toSupplier();
    }
}
