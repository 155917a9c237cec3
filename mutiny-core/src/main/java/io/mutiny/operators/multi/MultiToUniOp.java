package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.AbstractMultiSubscriber;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * A {@code Uni} of the first item of a {@code Multi}: it requests one item, emits it and cancels the upstream. An
 * upstream that completes without item gives a {@code null} item; an upstream failure is forwarded.
 */
public final class MultiToUniOp<T> extends AbstractUni<T> {

    private final Multi<T> upstream;

    /** Creates a {@code Uni} of the first item of {@code upstream}. */
    public MultiToUniOp(Multi<T> upstream) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        upstream.subscribe(new FirstItemSubscriber<>(subscriber));
    }

    static final class FirstItemSubscriber<T> extends AbstractMultiSubscriber<T> implements UniSubscription {

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<FirstItemSubscriber, Flow.Subscription> UPSTREAM =
                AtomicReferenceFieldUpdater.newUpdater(FirstItemSubscriber.class, Flow.Subscription.class, "upstream");

        private final UniSubscriber<? super T> downstream;
        private volatile Flow.Subscription upstream;

        FirstItemSubscriber(UniSubscriber<? super T> downstream) {
            this.downstream = downstream;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (Subscriptions.setIfEmpty(UPSTREAM, this, subscription)) {
                downstream.onSubscribe(this);
                if (upstream != Subscriptions.CANCELLED) {
                    subscription.request(1);
                }
            }
        }

        @Override
        public void onItem(T item) {
            Flow.Subscription current = UPSTREAM.getAndSet(this, Subscriptions.CANCELLED);
            if (current != Subscriptions.CANCELLED) {
                current.cancel();
                downstream.onItem(item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (UPSTREAM.getAndSet(this, Subscriptions.CANCELLED) != Subscriptions.CANCELLED) {
                downstream.onFailure(failure);
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        @Override
        public void onCompletion() {
            if (UPSTREAM.getAndSet(this, Subscriptions.CANCELLED) != Subscriptions.CANCELLED) {
                downstream.onItem(null);
            }
        }

        @Override
        public void cancel() {
            Subscriptions.cancel(UPSTREAM, this);
        }
    }
}
