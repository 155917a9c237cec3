package io.mutiny.operators.uni;

import io.mutiny.helpers.Exceptions;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import java.util.function.Supplier;

/**
 * Calls the supplier for each subscriber, on the subscribing thread, and emits its result (possibly
 * {@code null}); a throwing supplier fails the subscriber.
 *
 * @param <T> the type of the item
 */
public final class UniCreateFromItemSupplierOp<T> extends AbstractUni<T> {

    private final Supplier<? extends T> supplier;

    /** Builds the operator; nothing happens until a subscription (see the class description). */
    public UniCreateFromItemSupplierOp(Supplier<? extends T> supplier) {
        this.supplier = supplier;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        UniSourceSubscription subscription = new UniSourceSubscription();
        subscriber.onSubscribe(subscription);
        if (subscription.isCancelled()) {
            return;
        }
        T item;
        try {
            item = supplier.get();
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            if (!subscription.isCancelled()) {
                subscriber.onFailure(failure);
            }
            return;
        }
        if (!subscription.isCancelled()) {
            subscriber.onItem(item);
        }
    }
}
