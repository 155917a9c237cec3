package io.mutiny.groups;

import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.uni.UniBlockingAwait;
import java.time.Duration;

/**
 * Blocks the calling thread until a {@code Uni} emits: subscribes (with the given {@link Context}) when a terminal
 * method is called, then waits.
 *
 * <p>An item is returned (possibly {@code null}). A failure is re-thrown: unchecked exceptions as they are, checked
 * ones wrapped in a {@link java.util.concurrent.CompletionException}. If the waiting thread is interrupted, the
 * subscription is cancelled, the interrupt flag is restored and a {@code CompletionException} wrapping the
 * {@link InterruptedException} is thrown. On a thread where
 * {@link io.mutiny.infrastructure.Infrastructure#canCallerThreadBeBlocked()} is {@code false}, an
 * {@link IllegalStateException} is thrown at once, before subscribing.
 *
 * @param <T> the item type
 */
public class UniAwait<T> {

    private final Uni<T> upstream;
    private final Context context;

    /**
     * Prepares to await {@code upstream}, subscribing with {@code context}.
     *
     * @throws IllegalArgumentException if an argument is {@code null}
     */
    public UniAwait(Uni<T> upstream, Context context) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
        this.context = ParameterValidation.nonNull(context, "context");
    }

    /** Waits without time limit and returns the item (or throws the failure, see the class description). */
    public T indefinitely() {
        return UniBlockingAwait.await(upstream, null, context);
    }

    /**
     * Waits at most {@code duration} and returns the item.
     *
     * @throws io.mutiny.TimeoutException if no outcome arrived in time; the subscription is then cancelled
     * @throws IllegalArgumentException if {@code duration} is {@code null}, zero or negative
     */
    public T atMost(Duration duration) {
        ParameterValidation.validate(duration, "duration");
        return UniBlockingAwait.await(upstream, duration, context);
    }

    /** Awaits an {@link java.util.Optional}: empty when the item is {@code null}. */
    public UniAwaitOptional<T> asOptional() {
        return new UniAwaitOptional<>(upstream, context);
    }
}
