package io.mutiny.operators.multi;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Iterator;

/** Emits the items of an {@link Iterable}: each subscriber gets its own iterator. */
public final class MultiFromIterableOp<T> extends AbstractMulti<T> {

    private final Iterable<? extends T> iterable;

    public MultiFromIterableOp(Iterable<? extends T> iterable) {
        this.iterable = ParameterValidation.nonNull(iterable, "iterable");
    }

    @Override
    public void subscribe(MultiSubscriber<? super T> subscriber) {
        ParameterValidation.nonNullNpe(subscriber, "subscriber");
        Iterator<? extends T> iterator;
        try {
            iterator = ParameterValidation.nonNullNpe(iterable.iterator(), "The iterable produced a `null` iterator");
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            Subscriptions.fail(subscriber, failure);
            return;
        }
        IteratorSubscription.subscribe(subscriber, iterator);
    }
}
