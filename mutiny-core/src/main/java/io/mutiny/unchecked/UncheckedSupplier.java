package io.mutiny.unchecked;

import io.mutiny.helpers.ParameterValidation;
import java.util.function.Supplier;

/**
 * A {@link Supplier} that may throw checked exceptions.
 *
 * @param <T> the supplied type
 */
@FunctionalInterface
public interface UncheckedSupplier<T> {

    /**
     * Adapts a plain {@link Supplier}.
     *
     * @throws IllegalArgumentException if {@code supplier} is {@code null}
     */
    static <T> UncheckedSupplier<T> from(Supplier<T> supplier) {
        ParameterValidation.nonNull(supplier, "supplier");
        return supplier::get;
    }

    /** Produces a value; may throw a checked exception. */
    T get() throws Exception;

    /**
     * Returns a {@link Supplier} running this one: unchecked exceptions pass through, checked ones are wrapped in a
     * {@link RuntimeException} whose cause is the original exception.
     */
    default Supplier<T> toSupplier() {
        return () -> {
            try {
                return get();
            } catch (RuntimeException unchecked) {
                throw unchecked;
            } catch (Exception checked) {
                throw Unchecked.wrap(checked);
            }
        };
    }
}
