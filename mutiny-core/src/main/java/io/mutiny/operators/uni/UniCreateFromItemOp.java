package io.mutiny.operators.uni;

import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.subscription.UniSubscriber;

/**
 * Emits a known item (possibly {@code null}) to each subscriber, on the subscribing thread.
 *
 * @param <T> the type of the item
 */
public final class UniCreateFromItemOp<T> extends AbstractUni<T> implements KnownOutcome<T> {

    private final T item;

    /** Builds the operator; nothing happens until a subscription (see the class description). */
    public UniCreateFromItemOp(T item) {
        this.item = item;
    }

    @Override
    public void subscribe(UniSubscriber<? super T> subscriber) {
        UniSourceSubscription subscription = new UniSourceSubscription();
        subscriber.onSubscribe(subscription);
        if (!subscription.isCancelled()) {
            subscriber.onItem(item);
        }
    }

    @Override
    public T knownOutcome() {
        return item;
    }
}
