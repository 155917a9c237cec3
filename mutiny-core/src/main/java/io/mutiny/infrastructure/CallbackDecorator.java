package io.mutiny.infrastructure;

import io.mutiny.tuples.Functions;
import java.util.concurrent.Callable;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Wraps the user callbacks that operators receive ({@code Infrastructure.decorate(..)}), for example to propagate a
 * context to the thread that runs them. Every method returns the callback unchanged by default.
 */
public interface CallbackDecorator extends MutinyInterceptor {

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default <T> Supplier<T> decorate(Supplier<T> callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default <T> Consumer<T> decorate(Consumer<T> callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default LongConsumer decorate(LongConsumer callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default <R> LongFunction<R> decorate(LongFunction<R> callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default Runnable decorate(Runnable callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default <V> Callable<V> decorate(Callable<V> callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default <T1, T2> BiConsumer<T1, T2> decorate(BiConsumer<T1, T2> callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default <I, O> Function<I, O> decorate(Function<I, O> callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default <I1, I2, I3, O> Functions.Function3<I1, I2, I3, O> decorate(Functions.Function3<I1, I2, I3, O> callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default <I1, I2, I3, I4, O> Functions.Function4<I1, I2, I3, I4, O> decorate(
            Functions.Function4<I1, I2, I3, I4, O> callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default <I1, I2, I3, I4, I5, O> Functions.Function5<I1, I2, I3, I4, I5, O> decorate(
            Functions.Function5<I1, I2, I3, I4, I5, O> callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default <I1, I2, I3, I4, I5, I6, O> Functions.Function6<I1, I2, I3, I4, I5, I6, O> decorate(
            Functions.Function6<I1, I2, I3, I4, I5, I6, O> callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default <I1, I2, I3, I4, I5, I6, I7, O> Functions.Function7<I1, I2, I3, I4, I5, I6, I7, O> decorate(
            Functions.Function7<I1, I2, I3, I4, I5, I6, I7, O> callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default <I1, I2, I3, I4, I5, I6, I7, I8, O> Functions.Function8<I1, I2, I3, I4, I5, I6, I7, I8, O> decorate(
            Functions.Function8<I1, I2, I3, I4, I5, I6, I7, I8, O> callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default <I1, I2, I3, I4, I5, I6, I7, I8, I9, O> Functions.Function9<I1, I2, I3, I4, I5, I6, I7, I8, I9, O> decorate(
            Functions.Function9<I1, I2, I3, I4, I5, I6, I7, I8, I9, O> callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default <I1, I2, O> BiFunction<I1, I2, O> decorate(BiFunction<I1, I2, O> callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default <T> BinaryOperator<T> decorate(BinaryOperator<T> callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default <T1, T2, T3> Functions.TriConsumer<T1, T2, T3> decorate(Functions.TriConsumer<T1, T2, T3> callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default BooleanSupplier decorate(BooleanSupplier callback) {
        return callback;
    }

    /** Returns the callback to call in place of {@code callback}: {@code callback} itself unless overridden. */
    default <T> Predicate<T> decorate(Predicate<T> callback) {
        return callback;
    }
}
