package io.mutiny.operators;

/**
 * Contract of the sources whose outcome can be computed on the calling thread, without subscribing:
 * {@code Multi.createFrom().item(..)} / {@code items(x)} / {@code range(a, a + 1)} / {@code empty()},
 * {@code Uni.createFrom().item(..)} / {@code nullItem()} / {@code voidItem()} / {@code failure(..)}.
 *
 * <p>The flattening operators ({@code transformToMulti}, {@code transformToUni}, {@code call}, {@code merging},
 * {@code concatenating}) ask for the outcome instead of subscribing to such an inner source, which saves the
 * subscription, the request round trip and the per-inner queue. Adapters may do the same (mutiny-http answers a
 * known {@code Uni} without subscribing): this interface is part of the exported API for that purpose. Reading the
 * outcome skips {@code UniInterceptor}/{@code MultiInterceptor} subscription callbacks, as those operators do.
 *
 * @param <T> the type of the item
 */
public interface KnownOutcome<T> {

    /**
     * Computes what a subscriber would receive, in place of a subscription: called at most once per would-be
     * subscription, on the thread that would have subscribed.
     *
     * @return the item; {@code null} means an empty stream for a {@code Multi}, a {@code null} item for a
     *     {@code Uni}
     * @throws Throwable the failure a subscriber would receive; the caller rethrows fatal errors, as for any user
     *     callback (see {@link io.mutiny.helpers.Exceptions#throwIfFatal(Throwable)})
     */
    T knownOutcome() throws Throwable;
}
