package io.mutiny.operators.uni;

import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Builds the {@code Uni} to subscribe to at subscription time, from a supplier or from the subscriber's
 * {@link Context}, and subscribes the subscriber to it. A throwing factory, or one returning {@code null}, fails the
 * subscriber. The supplier variant does not look the context up: finding it walks the subscriber's chain. A deferred
 * {@code Uni} producing another deferred one is unfolded in a loop (unless subscription interceptors must see each), so
 * a recursion through {@code deferred} alone keeps a flat stack.
 *
 * @param <T> the type of the item
 */
public final class UniCreateDeferredOp<T> extends AbstractUni<T> {

    // exactly one of the two is set
    private final Supplier<? extends Uni<? extends T>> supplier;
    private final Function<Context, ? extends Uni<? extends T>> factory;

    /** Builds the operator on a supplier called at each subscription. */
    public UniCreateDeferredOp(Supplier<? extends Uni<? extends T>> supplier) {
        this.supplier = supplier;
        this.factory = null;
    }

    /** Builds the operator on a factory called with the subscriber's context at each subscription. */
    public UniCreateDeferredOp(Function<Context, ? extends Uni<? extends T>> factory) {
        this.supplier = null;
        this.factory = factory;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        UniCreateDeferredOp<? extends T> current = this;
        for (; ; ) {
            Uni<? extends T> uni;
            try {
                uni = ParameterValidation.nonNullNpe(
                        current.supplier != null ? current.supplier.get() : current.factory.apply(subscriber.context()),
                        ParameterValidation.SUPPLIER_PRODUCED_NULL);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                UniSourceSubscription.failImmediately(subscriber, failure);
                return;
            }
            if (uni instanceof UniCreateDeferredOp<? extends T> nested
                    && !Infrastructure.interceptsUniSubscriptions()) {
                // a deferred Uni producing another one (a recursion): built in this loop rather than by subscribing,
                // which would nest one frame group per level without any stage counting against the depth budget
                current = nested;
            } else {
                AbstractUni.subscribe(uni, subscriber);
                return;
            }
        }
    }
}
