package io.mutiny.groups;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import java.time.Duration;

/**
 * Configures what happens when a {@link Multi} emits no item for a while: {@code ifNoItem().after(duration)} then
 * choose the action in {@link MultiOnItemTimeout}.
 *
 * @param <T> the type of the items
 */
public class MultiIfNoItem<T> {

    private final Multi<T> upstream;

    /** Creates the group for {@code upstream}; prefer {@code multi.ifNoItem()}. */
    public MultiIfNoItem(Multi<T> upstream) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
    }

    /**
     * Sets the longest silence allowed: measured from the subscription to the first item, then between consecutive
     * items. The timer runs on {@link io.mutiny.infrastructure.Infrastructure#getDefaultWorkerPool()} unless
     * {@link MultiOnItemTimeout#on(java.util.concurrent.ScheduledExecutorService)} picks another executor.
     *
     * @param timeout the delay, must be strictly positive
     */
    public MultiOnItemTimeout<T> after(Duration timeout) {
        return new MultiOnItemTimeout<>(upstream, ParameterValidation.validate(timeout, "timeout"), null);
    }
}
