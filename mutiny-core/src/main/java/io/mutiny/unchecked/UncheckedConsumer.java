package io.mutiny.unchecked;

import io.mutiny.helpers.ParameterValidation;
import java.util.function.Consumer;

/**
 * A {@link Consumer} that may throw checked exceptions.
 *
 * @param <T> the input type
 */
@FunctionalInterface
public interface UncheckedConsumer<T> {

    /**
     * Adapts a plain {@link Consumer}.
     *
     * @throws IllegalArgumentException if {@code consumer} is {@code null}
     */
    static <T> UncheckedConsumer<T> from(Consumer<T> consumer) {
        ParameterValidation.nonNull(consumer, "consumer");
        return consumer::accept;
    }

    /** Consumes {@code input}; may throw a checked exception. */
    void accept(T input) throws Exception;

    /**
     * Returns a consumer running this one then {@code after} (not run if this one throws).
     *
     * @throws IllegalArgumentException if {@code after} is {@code null}
     */
    default UncheckedConsumer<T> andThen(UncheckedConsumer<? super T> after) {
        ParameterValidation.nonNull(after, "after");
        return input -> {
            accept(input);
            after.accept(input);
        };
    }

    /**
     * Returns a {@link Consumer} running this one: unchecked exceptions pass through, checked ones are wrapped in a
     * {@link RuntimeException} whose cause is the original exception.
     */
    default Consumer<T> toConsumer() {
        return input -> {
            try {
                accept(input);
            } catch (RuntimeException unchecked) {
                throw unchecked;
            } catch (Exception checked) {
                throw Unchecked.wrap(checked);
            }
        };
    }
}
