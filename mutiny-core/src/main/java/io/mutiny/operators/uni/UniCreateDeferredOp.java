package io.mutiny.operators.uni;

import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import java.util.function.Function;

/**
 * Builds the {@code Uni} to subscribe to at subscription time, from the subscriber's {@link Context}, and
 * subscribes the subscriber to it. A throwing factory, or one returning {@code null}, fails the subscriber.
 *
 * @param <T> the type of the item
 */
public final class UniCreateDeferredOp<T> extends AbstractUni<T> {

    private final Function<Context, ? extends Uni<? extends T>> factory;

    /** Builds the operator; nothing happens until a subscription (see the class description). */
    public UniCreateDeferredOp(Function<Context, ? extends Uni<? extends T>> factory) {
        this.factory = factory;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        Uni<? extends T> uni;
        try {
            uni = ParameterValidation.nonNullNpe(
                    factory.apply(subscriber.context()), ParameterValidation.SUPPLIER_PRODUCED_NULL);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            UniSourceSubscription.failImmediately(subscriber, failure);
            return;
        }
        AbstractUni.subscribe(uni, subscriber);
    }
}
