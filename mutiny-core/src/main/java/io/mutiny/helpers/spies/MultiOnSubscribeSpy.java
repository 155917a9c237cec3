package io.mutiny.helpers.spies;

import io.mutiny.Multi;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;

/**
 * A {@link Multi} spy counting the subscriptions received from the upstream, and keeping the last one. Created with
 * {@link Spy#onSubscribe(Multi)}.
 *
 * @param <T> the type of the items
 */
public class MultiOnSubscribeSpy<T> extends MultiSpyBase<T> {

    private volatile Flow.Subscription lastSubscription;

    MultiOnSubscribeSpy(Multi<? extends T> upstream) {
        super(upstream);
    }

    /** The last subscription received from the upstream, {@code null} if none since creation or {@link #reset()}. */
    public Flow.Subscription lastSubscription() {
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
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream()
                .onSubscription()
                .invoke(subscription -> {
                    incrementInvocationCount();
                    lastSubscription = subscription;
                })
                .subscribe()
                .withSubscriber(subscriber);
    }

    @Override
    String details() {
        return "lastSubscription=" + lastSubscription;
    }
}
