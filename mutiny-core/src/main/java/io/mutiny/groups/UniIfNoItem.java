package io.mutiny.groups;

import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import java.time.Duration;

/**
 * Entry point of {@code uni.ifNoItem()}: reacts when a {@code Uni} emits nothing within a delay.
 *
 * @param <T> the item type
 */
public class UniIfNoItem<T> {

    private final Uni<T> upstream;

    /**
     * Prepares a timeout on {@code upstream}.
     *
     * @throws IllegalArgumentException if {@code upstream} is {@code null}
     */
    public UniIfNoItem(Uni<T> upstream) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
    }

    /**
     * Sets the delay, measured from the upstream subscription, after which the chosen action (fail or recover)
     * happens if no item or failure arrived.
     *
     * @throws IllegalArgumentException if {@code timeout} is {@code null}, zero or negative
     */
    public UniOnTimeout<T> after(Duration timeout) {
        return new UniOnTimeout<>(upstream, timeout, null);
    }
}
