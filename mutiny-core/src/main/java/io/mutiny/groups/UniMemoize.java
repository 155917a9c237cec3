package io.mutiny.groups;

import io.mutiny.Uni;
import io.mutiny.helpers.Clocks;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.uni.UniMemoizeOp;
import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * Caches the outcome of a {@code Uni}: the first subscriber triggers the upstream subscription, subscribers that
 * arrive while it is pending wait for the same outcome, and later subscribers receive the cached outcome at once,
 * on their own thread. Both items and failures are cached. Cancelling one subscriber never cancels the shared
 * upstream. When the cache is invalidated, the next subscriber subscribes to the upstream again.
 *
 * @param <T> the item type
 */
public class UniMemoize<T> {

    private final AbstractUni<T> upstream;

    /**
     * Prepares the memoization of {@code upstream}.
     *
     * @throws IllegalArgumentException if {@code upstream} is {@code null}
     */
    public UniMemoize(AbstractUni<T> upstream) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
    }

    /**
     * Keeps the cached outcome until {@code invalidationGuard} returns {@code true}. The guard is called when a
     * subscriber arrives and an outcome is cached; if it throws, that subscriber receives the exception as a
     * failure.
     *
     * @throws IllegalArgumentException if {@code invalidationGuard} is {@code null}
     */
    public Uni<T> until(BooleanSupplier invalidationGuard) {
        ParameterValidation.nonNull(invalidationGuard, "invalidationGuard");
        BooleanSupplier guard = Infrastructure.decorate(invalidationGuard);
        return memoize(cachedAt -> guard.getAsBoolean());
    }

    /**
     * Keeps the cached outcome for at least {@code duration}, measured from the moment it was received. Time is
     * read from the default worker pool when it is a {@link VirtualTimeScheduler}, else from
     * {@link System#nanoTime()}.
     *
     * @throws IllegalArgumentException if {@code duration} is {@code null}, zero or negative
     */
    public Uni<T> atLeast(Duration duration) {
        long ttl = ParameterValidation.validate(duration, "duration").toNanos();
        return memoize(cachedAt -> clock() - cachedAt >= ttl);
    }

    /**
     * Same as {@link #atLeast(Duration)}.
     *
     * @deprecated use {@link #atLeast(Duration)}
     */
    @Deprecated
    public Uni<T> forFixedDuration(Duration duration) {
        return atLeast(duration);
    }

    /** Keeps the cached outcome forever. */
    public Uni<T> indefinitely() {
        return memoize(cachedAt -> false);
    }

    private Uni<T> memoize(UniMemoizeOp.Invalidation invalidation) {
        return Infrastructure.onUniCreation(new UniMemoizeOp<>(upstream, invalidation, UniMemoize::clock));
    }

    private static long clock() {
        // the pool is looked up at each reading: tests install a virtual one after assembly
        return Clocks.nanoTime(Infrastructure.getDefaultWorkerPool());
    }
}
