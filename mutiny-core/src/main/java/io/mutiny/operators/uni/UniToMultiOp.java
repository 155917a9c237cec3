package io.mutiny.operators.uni;

import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * A {@code Multi} of the {@code Uni}'s outcome. The {@code Uni} is subscribed as soon as the {@code Multi} is, so
 * that a failure is delivered at once, even before any request. The item is emitted (then the completion) once
 * both the item and a request are there, on the thread that brings the second of them; a {@code null} item makes
 * an empty {@code Multi}, which also completes on the first request. {@code request(n <= 0)} cancels the {@code Uni}
 * and fails the {@code Multi} (rule 3.9); cancellation reaches the {@code Uni}.
 *
 * @param <T> the type of the item
 */
public final class UniToMultiOp<T> extends AbstractMulti<T> {

    private final Uni<T> upstream;

    /** Builds the operator; nothing happens until a subscription (see the class description). */
    public UniToMultiOp(Uni<T> upstream) {
        this.upstream = upstream;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        ItemOnRequest<T> bridge = new ItemOnRequest<>(subscriber);
        subscriber.onSubscribe(bridge);
        if (!bridge.isTerminated()) {
            AbstractUni.subscribe(upstream, bridge);
        }
    }

    private static final class ItemOnRequest<T> implements UniSubscriber<T>, Flow.Subscription {

        private static final int WAITING = 0;
        private static final int REQUESTED = 1;
        private static final int HAS_ITEM = 2;
        private static final int TERMINATED = 3;

        private static final UniSubscription CANCELLED = () -> {};

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<ItemOnRequest> STATE =
                AtomicIntegerFieldUpdater.newUpdater(ItemOnRequest.class, "state");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<ItemOnRequest, UniSubscription> UPSTREAM =
                AtomicReferenceFieldUpdater.newUpdater(ItemOnRequest.class, UniSubscription.class, "upstream");

        private final MultiSubscriber<? super T> downstream;
        private volatile int state;
        private volatile UniSubscription upstream;
        private T item;

        ItemOnRequest(MultiSubscriber<? super T> downstream) {
            this.downstream = downstream;
        }

        boolean isTerminated() {
            return state == TERMINATED;
        }

        @Override
        public Context context() {
            return Subscriptions.contextOf(downstream);
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            if (!UPSTREAM.compareAndSet(this, null, subscription)) {
                subscription.cancel();
            }
        }

        @Override
        public void onItem(T item) {
            this.item = item;
            for (; ; ) {
                int current = state;
                if (current == REQUESTED) {
                    if (STATE.compareAndSet(this, REQUESTED, TERMINATED)) {
                        emit(item);
                        return;
                    }
                } else if (current == WAITING) {
                    if (STATE.compareAndSet(this, WAITING, HAS_ITEM)) {
                        return;
                    }
                } else {
                    this.item = null;
                    return;
                }
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (terminate()) {
                downstream.onFailure(failure);
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                if (terminate()) {
                    cancelUpstream();
                    downstream.onFailure(Subscriptions.invalidRequest(n));
                }
                return;
            }
            for (; ; ) {
                int current = state;
                if (current == HAS_ITEM) {
                    if (STATE.compareAndSet(this, HAS_ITEM, TERMINATED)) {
                        T value = item;
                        item = null;
                        emit(value);
                        return;
                    }
                } else if (current == WAITING) {
                    if (STATE.compareAndSet(this, WAITING, REQUESTED)) {
                        return;
                    }
                } else {
                    return;
                }
            }
        }

        @Override
        public void cancel() {
            if (terminate()) {
                item = null;
            }
            cancelUpstream();
        }

        /** Emits {@code value} then the completion; a {@code null} item only completes. */
        private void emit(T value) {
            if (value != null) {
                downstream.onItem(value);
            }
            downstream.onCompletion();
        }

        /** Moves to the terminal state; {@code true} if this call did it. */
        private boolean terminate() {
            return STATE.getAndSet(this, TERMINATED) != TERMINATED;
        }

        private void cancelUpstream() {
            UniSubscription current = UPSTREAM.getAndSet(this, CANCELLED);
            if (current != null && current != CANCELLED) {
                current.cancel();
            }
        }
    }
}
