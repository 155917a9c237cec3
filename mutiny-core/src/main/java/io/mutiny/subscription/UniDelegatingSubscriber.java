package io.mutiny.subscription;

import io.mutiny.Context;
import io.mutiny.helpers.ParameterValidation;

/**
 * Forwards every signal, unchanged, to another subscriber. Subclasses override the signals they intercept.
 *
 * @param <I> the type of the item received
 * @param <O> the type of the item the delegate expects ({@code I} is cast to it)
 */
public class UniDelegatingSubscriber<I, O> implements UniSubscriber<I> {

    private final UniSubscriber<? super O> delegate;

    /** Forwards to {@code delegate}. */
    public UniDelegatingSubscriber(UniSubscriber<? super O> delegate) {
        this.delegate = ParameterValidation.nonNull(delegate, "delegate");
    }

    /** The delegate's context. */
    @Override
    public Context context() {
        return delegate.context();
    }

    /** Forwards the subscription to the delegate. */
    @Override
    public void onSubscribe(UniSubscription subscription) {
        delegate.onSubscribe(subscription);
    }

    /** Forwards the item, cast to {@code O}, to the delegate. */
    @SuppressWarnings("unchecked")
    @Override
    public void onItem(I item) {
        delegate.onItem((O) item);
    }

    /** Forwards the failure to the delegate. */
    @Override
    public void onFailure(Throwable failure) {
        delegate.onFailure(failure);
    }
}
