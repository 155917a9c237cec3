package io.mutiny.operators.multi;

import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.subscription.MultiSubscriber;

/** Completes each subscriber right after {@code onSubscribe}, without items. */
public final class MultiEmptyOp<T> extends AbstractMulti<T> implements KnownOutcome<T> {

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        Subscriptions.complete(subscriber);
    }

    /** Empty: no item. */
    @Override
    public T knownOutcome() {
        return null;
    }
}
