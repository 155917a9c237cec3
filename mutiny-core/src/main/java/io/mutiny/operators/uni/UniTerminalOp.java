package io.mutiny.operators.uni;

import io.mutiny.Uni;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.subscription.UniSubscriber;

/**
 * A {@code Uni} that delivers a known outcome (an item, possibly {@code null}, or a failure) on the subscribing
 * thread, right after {@code onSubscribe}, unless the subscriber cancelled in {@code onSubscribe}. This is what
 * {@code Uni.createFrom().item(..)}, {@code nullItem()}, {@code voidItem()} and {@code failure(Throwable)} build.
 *
 * <p>Operators recognise it: {@code transformToUni}-like stages take its {@link #item()} or {@link #failure()}
 * without subscribing, and {@code toMulti()} becomes a single-item {@code Multi} (a failed one for a failure); the
 * Multi flattening operators read it as a {@link KnownOutcome}.
 */
public final class UniTerminalOp<T> extends AbstractUni<T> implements KnownOutcome<T> {

    // the item, or a KnownFailure: one field keeps the most common Uni at 16 bytes
    private final Object outcome;

    private UniTerminalOp(Object outcome) {
        this.outcome = outcome;
    }

    /** A {@code Uni} emitting {@code item}. */
    public static <T> UniTerminalOp<T> item(T item) {
        return new UniTerminalOp<>(item);
    }

    /** A {@code Uni} failing with {@code failure}, which must not be {@code null}. */
    public static <T> UniTerminalOp<T> failure(Throwable failure) {
        return new UniTerminalOp<>(new KnownFailure(failure));
    }

    /** The item (possibly {@code null}); meaningful when {@link #failure()} is {@code null}. */
    @SuppressWarnings("unchecked")
    public T item() {
        return outcome instanceof KnownFailure ? null : (T) outcome;
    }

    /** The failure, or {@code null} when this {@code Uni} emits an item. */
    public Throwable failure() {
        return outcome instanceof KnownFailure known ? known.failure : null;
    }

    /** The item, or throws the failure: what a subscriber would receive. */
    @SuppressWarnings("unchecked")
    @Override
    public T knownOutcome() throws Throwable {
        if (outcome instanceof KnownFailure known) {
            throw known.failure;
        }
        return (T) outcome;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        if (UniSourceSubscription.subscribe(subscriber)) {
            deliver(subscriber);
        }
    }

    /**
     * Subscribes the processor of a fused run of stages to the {@code Uni} above the run. A known outcome above it is
     * delivered as {@link #subscribeActual} would, without the subscription entry point
     * ({@link AbstractUni#subscribe(UniSubscriber)}), when that entry point would do nothing more: no subscription
     * interceptor to call ({@code intercepted} is {@code false}) and no trampoline to go through (the processor is not
     * a boundary stage). This saves the entry point's checks and its virtual call on every subscription of a pipeline
     * starting with {@code Uni.createFrom().item(..)}.
     */
    static <T> void subscribeRun(Uni<T> source, UniOperatorProcessor<? super T, ?> processor, boolean intercepted) {
        if (!intercepted
                && source instanceof UniTerminalOp<T> known
                && !UniOperatorProcessor.subscribesThroughTrampoline(processor)) {
            processor.onSubscribe(UniOperatorProcessor.NOT_CANCELLABLE);
            known.deliver(processor);
        } else {
            AbstractUni.subscribe(source, processor);
        }
    }

    @SuppressWarnings("unchecked")
    private void deliver(UniSubscriber<? super T> subscriber) {
        if (outcome instanceof KnownFailure known) {
            subscriber.onFailure(known.failure);
        } else {
            subscriber.onItem((T) outcome);
        }
    }

    private record KnownFailure(Throwable failure) {}
}
