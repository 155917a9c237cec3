package io.mutiny.operators.multi;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Iterator;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Emits the items of a {@link Stream} obtained from a supplier for each subscriber. The stream is closed when the
 * emission ends: completion, failure or cancellation.
 */
public final class MultiFromStreamOp<T> extends AbstractMulti<T> {

    private final Supplier<? extends Stream<? extends T>> supplier;

    public MultiFromStreamOp(Supplier<? extends Stream<? extends T>> supplier) {
        this.supplier = ParameterValidation.nonNull(supplier, "supplier");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        Stream<? extends T> stream;
        Iterator<? extends T> iterator;
        try {
            stream = ParameterValidation.nonNullNpe(supplier.get(), ParameterValidation.SUPPLIER_PRODUCED_NULL);
            iterator = stream.iterator();
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            Subscriptions.fail(subscriber, failure);
            return;
        }
        IteratorSubscription.subscribe(subscriber, iterator, stream::close, FusedSubscription.SYNC, null);
    }
}
