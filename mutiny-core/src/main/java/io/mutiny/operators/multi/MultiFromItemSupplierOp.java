package io.mutiny.operators.multi;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.subscription.MultiSubscriber;
import java.util.function.Supplier;

/**
 * Emits the single item produced by a supplier, called once per subscriber at subscription time; a {@code null}
 * item gives an empty stream.
 */
public final class MultiFromItemSupplierOp<T> extends AbstractMulti<T> implements KnownOutcome<T> {

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
        MultiFromItemOp.emit(subscriber, item);
    }

    /** Calls the supplier, as a subscription would. */
    @Override
    public T knownOutcome() {
        return supplier.get();
    }
}
