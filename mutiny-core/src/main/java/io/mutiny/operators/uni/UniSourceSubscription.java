package io.mutiny.operators.uni;

import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;

/** The subscription of a source {@code Uni} that only needs to know whether its subscriber cancelled. */
final class UniSourceSubscription implements UniSubscription {

    private volatile boolean cancelled;

    @Override
    public void cancel() {
        cancelled = true;
    }

    boolean isCancelled() {
        return cancelled;
    }

    /** Subscribes {@code subscriber} and fails it at once (unless it cancels from {@code onSubscribe}). */
    static void failImmediately(UniSubscriber<?> subscriber, Throwable failure) {
        UniSourceSubscription subscription = new UniSourceSubscription();
        subscriber.onSubscribe(subscription);
        if (!subscription.isCancelled()) {
            subscriber.onFailure(failure);
        }
    }
}
