package io.mutiny.groups;

import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.uni.UniBlockingAwait;
import java.time.Duration;
import java.util.Optional;

/**
 * Like {@link UniAwait}, but returns the item in an {@link Optional}, empty when the item is {@code null}. Failures,
 * timeouts, interruption and the non-blocking-thread check behave as described in {@link UniAwait}.
 *
 * @param <T> the item type
 */
public class UniAwaitOptional<T> {

    private final Uni<T> upstream;
    private final Context context;

    /**
     * Prepares to await {@code upstream}, subscribing with {@code context}.
     *
     * @throws IllegalArgumentException if an argument is {@code null}
     */
    public UniAwaitOptional(Uni<T> upstream, Context context) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
        this.context = ParameterValidation.nonNull(context, "context");
    }

    /** Waits without time limit; returns the item, or an empty {@code Optional} for a {@code null} item. */
    public Optional<T> indefinitely() {
        return Optional.ofNullable(UniBlockingAwait.await(upstream, null, context));
    }

    /**
     * Waits at most {@code duration}; returns the item, or an empty {@code Optional} for a {@code null} item.
     *
     * @throws io.mutiny.TimeoutException if no outcome arrived in time; the subscription is then cancelled
     * @throws IllegalArgumentException if {@code duration} is {@code null}, zero or negative
     */
    public Optional<T> atMost(Duration duration) {
        ParameterValidation.validate(duration, "duration");
        return Optional.ofNullable(UniBlockingAwait.await(upstream, duration, context));
    }
}
