package io.mutiny.groups;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiConcatMapOp;
import io.mutiny.operators.multi.MultiFlatMapOp;
import java.util.concurrent.Flow;
import java.util.function.Function;

/**
 * The second step of {@code onItem().transformToMulti(..)} / {@code transformToUni(..)}: chooses how the
 * publishers produced for each item are flattened into one stream, by merging or by concatenation.
 *
 * <p>Instances are immutable: {@link #collectFailures()} and {@link #withRequests(int)} return new instances.
 *
 * @param <I> the type of the upstream items
 * @param <O> the type of the emitted items
 */
public class MultiFlatten<I, O> {

    private final Multi<I> upstream;
    private final Function<? super I, ? extends Flow.Publisher<? extends O>> mapper;
    private final int requests;
    private final boolean collectFailures;

    MultiFlatten(
            Multi<I> upstream,
            Function<? super I, ? extends Flow.Publisher<? extends O>> mapper,
            int requests,
            boolean collectFailures) {
        this.upstream = upstream;
        this.mapper = mapper;
        this.requests = requests;
        this.collectFailures = collectFailures;
    }

    /**
     * Makes the flattening collect failures instead of failing fast: a failure (of the upstream, the mapper or an
     * inner publisher) no longer cancels the other publishers; once everything terminated, the stream fails with
     * the failure, or with a {@link io.mutiny.CompositeException} holding all of them if there are several.
     *
     * @return a new {@code MultiFlatten} collecting failures
     */
    public MultiFlatten<I, O> collectFailures() {
        return new MultiFlatten<>(upstream, mapper, requests, true);
    }

    /**
     * Sets how many items {@link #merge()} requests from each inner publisher ahead of the downstream demand (it
     * asks for more once 75% of them were emitted). The default is {@link Infrastructure#getBufferSizeXs()}.
     * Concatenation ignores it: it forwards the downstream demand to the current inner publisher.
     *
     * @param requests the number of items requested from each inner publisher, strictly positive
     * @return a new {@code MultiFlatten} using these requests
     */
    public MultiFlatten<I, O> withRequests(int requests) {
        ParameterValidation.positive(requests, "requests");
        return new MultiFlatten<>(upstream, mapper, requests, collectFailures);
    }

    /**
     * Merges the inner publishers: their items are emitted as they arrive, interleaved, with at most
     * {@link Infrastructure#getBufferSizeS()} publishers subscribed at the same time. See {@link #merge(int)}.
     *
     * @return the merged stream
     */
    public Multi<O> merge() {
        return merge(Infrastructure.getBufferSizeS());
    }

    /**
     * Merges the inner publishers: their items are emitted as they arrive, interleaved.
     *
     * <p>The upstream is asked for {@code concurrency} items, then for one more whenever an inner publisher
     * completes, so at most {@code concurrency} inner publishers are subscribed at once. Items are emitted on the
     * thread of the inner publisher that produced them (or of the downstream request that unblocked them), never
     * more than requested. Unless failures are collected, the first failure cancels the upstream and all inner
     * publishers and is propagated. Cancelling the stream cancels the upstream and every inner publisher.
     *
     * @param concurrency the maximum number of inner publishers subscribed at the same time, strictly positive
     * @return the merged stream
     */
    public Multi<O> merge(int concurrency) {
        ParameterValidation.positive(concurrency, "concurrency");
        return Infrastructure.onMultiCreation(
                new MultiFlatMapOp<>(upstream, mapper, collectFailures, concurrency, requests));
    }

    /**
     * Concatenates the inner publishers: each one is subscribed after the previous completed, so the items keep
     * the upstream order.
     *
     * <p>The outstanding downstream demand is carried from one inner publisher to the next. Items are emitted on
     * the thread of the current inner publisher. Unless failures are collected, the first failure cancels
     * everything and is propagated. Cancelling the stream cancels the upstream and the current inner publisher.
     *
     * @param prefetch {@code true} to request the next upstream item ahead, as soon as possible; {@code false} to
     *     request it only when no inner publisher is active and the downstream has outstanding demand
     * @return the concatenated stream
     */
    public Multi<O> concatenate(boolean prefetch) {
        return Infrastructure.onMultiCreation(new MultiConcatMapOp<>(upstream, mapper, collectFailures, prefetch));
    }

    /**
     * Concatenates the inner publishers, requesting each upstream item only when needed: same as
     * {@code concatenate(false)}.
     *
     * @return the concatenated stream
     */
    public Multi<O> concatenate() {
        return concatenate(false);
    }
}
