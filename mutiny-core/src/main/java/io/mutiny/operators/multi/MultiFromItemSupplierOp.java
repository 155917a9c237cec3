package io.mutiny.operators.multi;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import java.util.List;
import java.util.function.Supplier;

/**
 * Emits the single item produced by a supplier, called once per subscriber at subscription time; a {@code null}
 * item gives an empty stream.
 */
public final class MultiFromItemSupplierOp<T> extends AbstractMulti<T> {

    private final Supplier<? extends T> supplier;

    public MultiFromItemSupplierOp(Supplier<? extends T> supplier) {
        this.supplier = ParameterValidation.nonNull(supplier, "supplier");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        T item;
        try {
            item = supplier.get();
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            Subscriptions.fail(subscriber, failure);
            return;
        }
        if (item == null) {
            Subscriptions.complete(subscriber);
        } else {
            IteratorSubscription.subscribe(subscriber, List.of(item).iterator());
        }
    }
}
