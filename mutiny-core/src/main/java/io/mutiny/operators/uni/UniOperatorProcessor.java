package io.mutiny.operators.uni;

import io.mutiny.Context;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.ContextSupport;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * The base of the inner subscriber of most one-upstream {@code Uni} operators: the upstream's subscriber and the
 * downstream's subscription. One atomic slot holds the upstream subscription and records termination, so the
 * downstream receives at most one outcome and cancellation is idempotent.
 *
 * @param <I> the type of the upstream item
 * @param <O> the type of the downstream item
 */
public abstract class UniOperatorProcessor<I, O> implements UniSubscriber<I>, UniSubscription {

    /** Stored in the slot once the outcome was delivered or the downstream cancelled. */
    protected static final UniSubscription DONE = () -> {};

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<UniOperatorProcessor, UniSubscription> UPSTREAM =
            AtomicReferenceFieldUpdater.newUpdater(UniOperatorProcessor.class, UniSubscription.class, "upstream");

    protected final UniSubscriber<? super O> downstream;

    private volatile UniSubscription upstream;

    protected UniOperatorProcessor(UniSubscriber<? super O> downstream) {
        this.downstream = downstream;
    }

    @Override
    public void onSubscribe(UniSubscription subscription) {
        if (UPSTREAM.compareAndSet(this, null, subscription)) {
            downstream.onSubscribe(this);
        } else {
            subscription.cancel();
        }
    }

    /** Passes the item downstream unchanged: for operators whose input and output types are the same. */
    @SuppressWarnings("unchecked")
    @Override
    public void onItem(I item) {
        if (markDone()) {
            downstream.onItem((O) item);
        }
    }

    @Override
    public void onFailure(Throwable failure) {
        if (markDone()) {
            downstream.onFailure(failure);
        } else {
            Infrastructure.handleDroppedException(failure);
        }
    }

    @Override
    public void cancel() {
        UniSubscription current = UPSTREAM.getAndSet(this, DONE);
        if (current != null && current != DONE) {
            current.cancel();
        }
    }

    @Override
    public Context context() {
        if (downstream instanceof ContextSupport) {
            return ((ContextSupport) downstream).context();
        }
        return Context.empty();
    }

    /** {@code true} once the outcome was delivered or the downstream cancelled. */
    protected boolean isDone() {
        return upstream == DONE;
    }

    /**
     * Marks this processor as terminated, without cancelling the upstream.
     *
     * @return {@code true} if it was not terminated or cancelled before: the caller may deliver the outcome
     */
    protected boolean markDone() {
        return UPSTREAM.getAndSet(this, DONE) != DONE;
    }
}
