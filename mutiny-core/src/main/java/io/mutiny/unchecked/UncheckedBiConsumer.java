package io.mutiny.unchecked;

import io.mutiny.helpers.ParameterValidation;
import java.util.function.BiConsumer;

/**
 * A {@link BiConsumer} that may throw checked exceptions.
 *
 * @param <T> the first input type
 * @param <U> the second input type
 */
@FunctionalInterface
public interface UncheckedBiConsumer<T, U> {

    /**
     * Adapts a plain {@link BiConsumer}.
     *
     * @throws IllegalArgumentException if {@code consumer} is {@code null}
     */
    static <T, U> UncheckedBiConsumer<T, U> from(BiConsumer<T, U> consumer) {
        ParameterValidation.nonNull(consumer, "consumer");
        return consumer::accept;
    }

    /** Consumes the two values; may throw a checked exception. */
    void accept(T first, U second) throws Exception;

    /**
     * Returns a consumer running this one then {@code after} (not run if this one throws).
     *
     * @throws IllegalArgumentException if {@code after} is {@code null}
     */
    default UncheckedBiConsumer<T, U> andThen(UncheckedBiConsumer<? super T, ? super U> after) {
        ParameterValidation.nonNull(after, "after");
        return (first, second) -> {
            accept(first, second);
            after.accept(first, second);
        };
    }

    /**
     * Returns a {@link BiConsumer} running this one: unchecked exceptions pass through, checked ones are wrapped in
     * a {@link RuntimeException} whose cause is the original exception.
     */
    default BiConsumer<T, U> toBiConsumer() {
        return (first, second) -> {
            try {
                accept(first, second);
            } catch (RuntimeException unchecked) {
                throw unchecked;
            } catch (Exception checked) {
                throw Unchecked.wrap(checked);
            }
        };
    }
}
