package io.mutiny.operators.multi;

import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;

/** Completes each subscriber right after {@code onSubscribe}, without items. */
public final class MultiEmptyOp<T> extends AbstractMulti<T> {

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        Subscriptions.complete(subscriber);
    }
}
