package io.mutiny.helpers.spies;

import io.mutiny.Uni;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;

/**
 * A {@link Uni} spy counting the subscriptions received from the upstream, and keeping the last one. Created with
 * {@link Spy#onSubscribe(Uni)}.
 *
 * @param <T> the type of the item
 */
public class UniOnSubscribeSpy<T> extends UniSpyBase<T> {

    private volatile UniSubscription lastSubscription;

    UniOnSubscribeSpy(Uni<? extends T> upstream) {
        super(upstream);
    }

    /** The last subscription received from the upstream, {@code null} if none since creation or {@link #reset()}. */
    public UniSubscription lastSubscription() {
        return lastSubscription;
    }

    /** Sets the count back to zero and forgets the last subscription. */
    @Override
    public void reset() {
        super.reset();
        lastSubscription = null;
    }

    /**
     * Subscribes to the upstream and passes every signal on unchanged; the subscription is counted and kept when it
     * arrives, before it reaches {@code subscriber}.
     */
    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        AbstractUni.subscribe(
                spiedUni().onSubscription().invoke(subscription -> {
                    incrementInvocationCount();
                    lastSubscription = subscription;
                }),
                subscriber);
    }

    @Override
    String details() {
        return "lastSubscription=" + lastSubscription;
    }
}
