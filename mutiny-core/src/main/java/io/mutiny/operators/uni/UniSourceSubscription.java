package io.mutiny.operators.uni;

import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;

/** The subscription of a source {@code Uni} that only needs to know whether its subscriber cancelled. */
public final class UniSourceSubscription implements UniSubscription {

    private volatile boolean cancelled;

    @Override
    public void cancel() {
        cancelled = true;
    }

    UniSourceSubscription() {}

    boolean isCancelled() {
        return cancelled;
    }

    /**
     * Subscribes {@code subscriber} to a source whose outcome is computed on the subscribing thread, and tells whether
     * that outcome is still wanted (the subscriber did not cancel from {@code onSubscribe}). A processor stage gets no
     * subscription object: it drops an outcome that arrives after its cancellation itself.
     *
     * @return {@code true} if the caller must now deliver the outcome
     */
    public static boolean subscribe(UniSubscriber<?> subscriber) {
        if (subscriber instanceof UniOperatorProcessor) {
            subscriber.onSubscribe(UniOperatorProcessor.NOT_CANCELLABLE);
            return true;
        }
        UniSourceSubscription subscription = new UniSourceSubscription();
        subscriber.onSubscribe(subscription);
        return !subscription.isCancelled();
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
