package io.mutiny.helpers.spies;

import io.mutiny.Uni;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;

/**
 * A {@link Uni} spy counting the cancellations going upstream through it. Created with
 * {@link Spy#onCancellation(Uni)}.
 *
 * @param <T> the type of the item
 */
public class UniOnCancellationSpy<T> extends UniSpyBase<T> {

    UniOnCancellationSpy(Uni<? extends T> upstream) {
        super(upstream);
    }

    /**
     * Subscribes to the upstream and passes every signal on unchanged; a cancellation before the outcome is counted
     * on the cancelling thread, before it goes upstream.
     */
    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        AbstractUni.subscribe(spiedUni().onCancellation().invoke(this::incrementInvocationCount), subscriber);
    }
}
