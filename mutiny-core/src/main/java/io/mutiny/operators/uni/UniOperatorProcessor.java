package io.mutiny.operators.uni;

import io.mutiny.Context;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * The base of the inner subscriber of most one-upstream {@code Uni} operators: the upstream's subscriber and the
 * downstream's subscription. One atomic slot holds the upstream subscription and records termination, so the
 * downstream receives at most one outcome and cancellation is idempotent.
 *
 * <p>{@link #downstream} is an ordered relay to the actual subscriber: the subscription always reaches it before
 * the outcome, and deliveries go through the {@link UniTrampoline}, so chains of any length do not overflow the
 * stack.
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

    /** The downstream subscriber, behind an ordering and stack-safe relay. */
    protected final UniSubscriber<? super O> downstream;

    private final OrderedRelay<O> relay;

    private volatile UniSubscription upstream;
    private volatile boolean cancelled;

    protected UniOperatorProcessor(UniSubscriber<? super O> downstream) {
        this.relay = new OrderedRelay<>(downstream);
        this.downstream = relay;
    }

    @Override
    public void onSubscribe(UniSubscription subscription) {
        if (setUpstream(subscription)) {
            downstream.onSubscribe(this);
        }
    }

    /**
     * Stores the upstream subscription without telling the downstream, for operators that delay that.
     *
     * @return {@code true} if stored; otherwise (duplicate, or already cancelled) {@code subscription} is cancelled
     */
    protected boolean setUpstream(UniSubscription subscription) {
        if (UPSTREAM.compareAndSet(this, null, subscription)) {
            return true;
        }
        subscription.cancel();
        return false;
    }

    /**
     * Marks this processor done and hands over what the upstream slot held: {@code null} (no subscription yet),
     * {@link #DONE} (already done or cancelled), or the upstream subscription, which the caller then owns.
     */
    protected UniSubscription takeUpstream() {
        return UPSTREAM.getAndSet(this, DONE);
    }

    /** Records the cancellation for {@link #isCancelled()}, for subclasses that override {@link #cancel()}. */
    protected void markCancelled() {
        cancelled = true;
    }

    /**
     * Cancels the upstream only, leaving the downstream able to receive an outcome from this operator.
     *
     * @return {@code true} if this call terminated the upstream (it was neither done nor cancelled before)
     */
    protected boolean cancelUpstream() {
        UniSubscription current = takeUpstream();
        if (current != null && current != DONE) {
            UniTrampoline.cancel(current);
        }
        return current != DONE;
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
        markCancelled();
        cancelUpstream();
    }

    @Override
    public Context context() {
        return relay.actual.context();
    }

    /** {@code true} once the outcome was delivered or the downstream cancelled. */
    protected boolean isDone() {
        return upstream == DONE;
    }

    /** {@code true} once {@link #cancel()} was called. */
    protected boolean isCancelled() {
        return cancelled;
    }

    /**
     * Marks this processor as terminated, without cancelling the upstream.
     *
     * @return {@code true} if it was not terminated or cancelled before: the caller may deliver the outcome
     */
    protected boolean markDone() {
        return UPSTREAM.getAndSet(this, DONE) != DONE;
    }

    /**
     * Delivers the subscription then the outcome to the actual subscriber, in that order whatever the order and the
     * threads of the calls (an operator still decides whether to emit after a cancellation). The usual {@code wip} drain:
     * whoever moves {@code wip} from 0 delivers, through the trampoline.
     */
    private static final class OrderedRelay<O> implements UniSubscriber<O>, Runnable {

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<OrderedRelay> WIP =
                AtomicIntegerFieldUpdater.newUpdater(OrderedRelay.class, "wip");

        private static final int NO_OUTCOME = 0;
        private static final int ITEM = 1;
        private static final int FAILURE = 2;
        private static final int DELIVERED = 3;

        final UniSubscriber<? super O> actual;
        private volatile int wip;

        // published by the wip increment that follows their write
        private UniSubscription pendingSubscription;
        private boolean subscribed;
        private int outcome;
        private O item;
        private Throwable failure;

        OrderedRelay(UniSubscriber<? super O> actual) {
            this.actual = actual;
        }

        @Override
        public Context context() {
            return actual.context();
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            pendingSubscription = subscription;
            drain();
        }

        @Override
        public void onItem(O item) {
            this.item = item;
            this.outcome = ITEM;
            drain();
        }

        @Override
        public void onFailure(Throwable failure) {
            this.failure = failure;
            this.outcome = FAILURE;
            drain();
        }

        private void drain() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            UniTrampoline trampoline = UniTrampoline.current();
            if (trampoline.enter()) {
                try {
                    run();
                } finally {
                    trampoline.exit();
                }
            } else {
                trampoline.defer(this);
            }
        }

        /** The drain loop; runs with {@code wip > 0} owned by the caller. */
        @Override
        public void run() {
            int missed = 1;
            for (; ; ) {
                UniSubscription subscription = pendingSubscription;
                if (subscription != null) {
                    pendingSubscription = null;
                    subscribed = true;
                    actual.onSubscribe(subscription);
                }
                int current = outcome;
                if (subscribed && (current == ITEM || current == FAILURE)) {
                    outcome = DELIVERED;
                    if (current == ITEM) {
                        O value = item;
                        item = null;
                        actual.onItem(value);
                    } else {
                        actual.onFailure(failure);
                    }
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }
    }
}
