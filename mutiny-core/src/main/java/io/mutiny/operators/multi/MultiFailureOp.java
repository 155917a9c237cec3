package io.mutiny.operators.multi;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import java.util.function.Supplier;

/** Fails each subscriber right after {@code onSubscribe}, with the failure produced by a supplier for it. */
public final class MultiFailureOp<T> extends AbstractMulti<T> {

    private final Supplier<? extends Throwable> supplier;

    public MultiFailureOp(Supplier<? extends Throwable> supplier) {
        this.supplier = ParameterValidation.nonNull(supplier, "supplier");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        Throwable failure;
        try {
            failure = ParameterValidation.nonNullNpe(supplier.get(), ParameterValidation.SUPPLIER_PRODUCED_NULL);
        } catch (Throwable thrown) {
            Exceptions.throwIfFatal(thrown);
            failure = thrown;
        }
        Subscriptions.fail(subscriber, failure);
    }
}
