package io.mutiny.operators.multi;

import io.mutiny.Context;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.ContextSupport;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * The base of the inner subscriber of most one-upstream operators: it is the upstream's subscriber and the
 * downstream's subscription. It forwards the downstream {@link Context}.
 *
 * <p>It keeps the upstream subscription in one atomic slot that also records termination: once a terminal signal
 * went downstream or the downstream cancelled, the slot holds {@link Subscriptions#CANCELLED}, so nothing is
 * delivered after a terminal signal and cancellation is idempotent. A {@code request(n <= 0)} cancels upstream
 * and fails downstream with an {@link IllegalArgumentException} (rule 3.9).
 *
 * @param <I> the type of the upstream items
 * @param <O> the type of the downstream items
 */
public abstract class MultiOperatorProcessor<I, O> implements MultiSubscriber<I>, Flow.Subscription, ContextSupport {

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<MultiOperatorProcessor, Flow.Subscription> UPSTREAM =
            AtomicReferenceFieldUpdater.newUpdater(MultiOperatorProcessor.class, Flow.Subscription.class, "upstream");

    protected final MultiSubscriber<? super O> downstream;

    private volatile Flow.Subscription upstream;

    protected MultiOperatorProcessor(MultiSubscriber<? super O> downstream) {
        this.downstream = downstream;
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        if (Subscriptions.setIfEmpty(UPSTREAM, this, subscription)) {
            downstream.onSubscribe(this);
        }
    }

    /** Passes the item downstream unchanged: for operators whose input and output types are the same. */
    @SuppressWarnings("unchecked")
    @Override
    public void onItem(I item) {
        if (!isDone()) {
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
    public void onCompletion() {
        if (markDone()) {
            downstream.onCompletion();
        }
    }

    @Override
    public void request(long n) {
        if (n <= 0) {
            if (terminateAndCancelUpstream()) {
                downstream.onFailure(Subscriptions.invalidRequest(n));
            }
            return;
        }
        Flow.Subscription current = upstream;
        if (current != Subscriptions.CANCELLED && current != null) {
            current.request(n);
        }
    }

    @Override
    public void cancel() {
        Subscriptions.cancel(UPSTREAM, this);
    }

    /**
     * Cancels the upstream and fails downstream with {@code failure}: what an operator does when a user callback
     * throws while handling an item.
     */
    protected void failAndCancel(Throwable failure) {
        if (terminateAndCancelUpstream()) {
            downstream.onFailure(failure);
        } else {
            Infrastructure.handleDroppedException(failure);
        }
    }

    /**
     * Cancels the upstream and completes downstream, unless already terminated or cancelled: what an operator
     * does when it has delivered all it will ever deliver before the upstream completes ({@code select().first}).
     */
    protected void completeAndCancel() {
        if (terminateAndCancelUpstream()) {
            downstream.onCompletion();
        }
    }

    /** Requests {@code n} more items upstream, unless done: for operators that drop items and must re-request. */
    protected void requestUpstream(long n) {
        Flow.Subscription current = upstream;
        if (current != Subscriptions.CANCELLED && current != null) {
            current.request(n);
        }
    }

    /** The downstream subscriber's context, so that it reaches the operators upstream. */
    @Override
    public Context context() {
        return Subscriptions.contextOf(downstream);
    }

    /** {@code true} once a terminal signal was sent downstream or the downstream cancelled. */
    protected boolean isDone() {
        return upstream == Subscriptions.CANCELLED;
    }

    /**
     * Marks this processor as terminated, without cancelling the upstream.
     *
     * @return {@code true} if it was not terminated or cancelled before: the caller may send a terminal signal
     */
    protected boolean markDone() {
        return UPSTREAM.getAndSet(this, Subscriptions.CANCELLED) != Subscriptions.CANCELLED;
    }

    /**
     * Marks this processor as terminated and cancels the upstream.
     *
     * @return {@code true} if it was not terminated or cancelled before: the caller may send a terminal signal
     */
    private boolean terminateAndCancelUpstream() {
        Flow.Subscription current = UPSTREAM.getAndSet(this, Subscriptions.CANCELLED);
        if (current == Subscriptions.CANCELLED) {
            return false;
        }
        if (current != null) {
            current.cancel();
        }
        return true;
    }
}
