package io.mutiny.operators.uni;

import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Subscribes to the publisher for each subscriber, requests one item, and emits the first item (then cancels the
 * publisher), a {@code null} item if the publisher completes empty, or its failure; on the publisher's thread.
 * Cancelling the subscription cancels the publisher's subscription.
 *
 * @param <T> the type of the item
 */
public final class UniCreateFromPublisherOp<T> extends AbstractUni<T> {

    private final Flow.Publisher<? extends T> publisher;

    /** Builds the operator; nothing happens until a subscription (see the class description). */
    public UniCreateFromPublisherOp(Flow.Publisher<? extends T> publisher) {
        this.publisher = publisher;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        FirstItemSubscriber<T> inner = new FirstItemSubscriber<>(subscriber);
        subscriber.onSubscribe(inner);
        if (!inner.isDone()) {
            publisher.subscribe(inner);
        }
    }

    private static final class FirstItemSubscriber<T> implements Flow.Subscriber<T>, UniSubscription {

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<FirstItemSubscriber, Flow.Subscription> UPSTREAM =
                AtomicReferenceFieldUpdater.newUpdater(FirstItemSubscriber.class, Flow.Subscription.class, "upstream");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<FirstItemSubscriber> DONE =
                AtomicIntegerFieldUpdater.newUpdater(FirstItemSubscriber.class, "done");

        private final UniSubscriber<? super T> downstream;
        private volatile Flow.Subscription upstream;
        private volatile int done;

        FirstItemSubscriber(UniSubscriber<? super T> downstream) {
            this.downstream = downstream;
        }

        boolean isDone() {
            return done != 0;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (Subscriptions.setIfEmpty(UPSTREAM, this, subscription)) {
                subscription.request(1);
            }
        }

        @Override
        public void onNext(T item) {
            if (DONE.compareAndSet(this, 0, 1)) {
                Subscriptions.cancel(UPSTREAM, this);
                downstream.onItem(item);
            }
        }

        @Override
        public void onError(Throwable failure) {
            if (DONE.compareAndSet(this, 0, 1)) {
                downstream.onFailure(failure);
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        @Override
        public void onComplete() {
            if (DONE.compareAndSet(this, 0, 1)) {
                downstream.onItem(null);
            }
        }

        @Override
        public void cancel() {
            DONE.set(this, 1);
            Subscriptions.cancel(UPSTREAM, this);
        }
    }
}
