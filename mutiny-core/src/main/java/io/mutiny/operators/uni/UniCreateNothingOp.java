package io.mutiny.operators.uni;

import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;

/**
 * Never emits anything: each subscriber only receives a subscription, whose cancellation has nothing to stop.
 *
 * @param <T> the type of the item
 */
public final class UniCreateNothingOp<T> extends AbstractUni<T> {

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        subscriber.onSubscribe(new UniSourceSubscription());
    }
}
