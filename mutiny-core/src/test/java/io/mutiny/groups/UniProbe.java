package io.mutiny.groups;

import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import java.util.concurrent.atomic.AtomicInteger;

/** A test source whose outcome the test drives; it counts subscriptions and cancellations. */
final class UniProbe<T> extends AbstractUni<T> {

    final AtomicInteger subscriptions = new AtomicInteger();
    final AtomicInteger cancellations = new AtomicInteger();
    private volatile UniSubscriber<? super T> subscriber;

    @Override
    public void subscribe(UniSubscriber<? super T> subscriber) {
        subscriptions.incrementAndGet();
        this.subscriber = subscriber;
        subscriber.onSubscribe(cancellations::incrementAndGet);
    }

    void emit(T item) {
        subscriber.onItem(item);
    }

    void fail(Throwable failure) {
        subscriber.onFailure(failure);
    }

    boolean isSubscribed() {
        return subscriber != null;
    }
}
