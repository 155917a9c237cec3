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
 * A {@code Multi} of the {@code Uni}'s outcome. The {@code Uni} is subscribed on the first request, as in Mutiny, so
 * that nothing runs for a subscriber that never asks for anything; its item (then the completion) or its failure is
 * delivered on the thread of the {@code Uni}'s outcome, which may be the requesting one. A {@code null} item makes an
 * empty {@code Multi}. {@code request(n <= 0)} fails the {@code Multi} (rule 3.9) and cancels the {@code Uni} if it
 * was subscribed; a cancellation before the first request means the {@code Uni} is never subscribed, a later one
 * reaches it.
 *
 * @param <T> the type of the item
 */
public final class UniToMultiOp<T> extends AbstractMulti<T> {

    private final Uni<T> upstream;

    /** Builds the operator; nothing happens until the first request (see the class description). */
    public UniToMultiOp(Uni<T> upstream) {
        this.upstream = upstream;
    }

    /**
     * The {@code Uni}, for an operator that would request at once anyway (a concatenation under an unbounded demand):
     * it may subscribe to it directly, as a subscription would on that first request.
     */
    public Uni<T> uni() {
        return upstream;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        subscriber.onSubscribe(new SubscribeOnRequest<>(upstream, subscriber));
    }

    private static final class SubscribeOnRequest<T> implements UniSubscriber<T>, Flow.Subscription {

        private static final int WAITING_FOR_REQUEST = 0;
        private static final int SUBSCRIBED = 1;
        private static final int TERMINATED = 2;

        private static final UniSubscription CANCELLED = () -> {};

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<SubscribeOnRequest> STATE =
                AtomicIntegerFieldUpdater.newUpdater(SubscribeOnRequest.class, "state");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<SubscribeOnRequest, UniSubscription> UPSTREAM =
                AtomicReferenceFieldUpdater.newUpdater(SubscribeOnRequest.class, UniSubscription.class, "upstream");

        private final Uni<T> uni;
        private final MultiSubscriber<? super T> downstream;
        private volatile int state;
        private volatile UniSubscription upstream;

        SubscribeOnRequest(Uni<T> uni, MultiSubscriber<? super T> downstream) {
            this.uni = uni;
            this.downstream = downstream;
        }

        @Override
        public Context context() {
            return Subscriptions.contextOf(downstream);
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
            if (state == WAITING_FOR_REQUEST && STATE.compareAndSet(this, WAITING_FOR_REQUEST, SUBSCRIBED)) {
                AbstractUni.subscribe(uni, this);
            }
        }

        @Override
        public void cancel() {
            terminate();
            cancelUpstream();
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            if (!UPSTREAM.compareAndSet(this, null, subscription)) {
                subscription.cancel();
            }
        }

        @Override
        public void onItem(T item) {
            if (terminate()) {
                if (item != null) {
                    downstream.onItem(item);
                }
                downstream.onCompletion();
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
