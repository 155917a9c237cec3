package io.mutiny.operators.multi;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import java.util.function.Function;

/**
 * Builds a new {@link Multi} for each subscriber, from the subscriber's {@link Context}, and subscribes the
 * subscriber to it. A factory that throws or returns {@code null} fails the subscriber.
 */
public final class MultiDeferredOp<T> extends AbstractMulti<T> {

    private final Function<Context, ? extends Multi<? extends T>> factory;

    public MultiDeferredOp(Function<Context, ? extends Multi<? extends T>> factory) {
        this.factory = ParameterValidation.nonNull(factory, "factory");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        Context context = Subscriptions.contextOf(subscriber);
        Multi<? extends T> multi;
        try {
            multi = ParameterValidation.nonNullNpe(factory.apply(context), ParameterValidation.SUPPLIER_PRODUCED_NULL);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            Subscriptions.fail(subscriber, failure);
            return;
        }
        multi.subscribe(subscriber);
    }
}
