package io.mutiny.helpers.test;

/** Records the subscription a {@code Uni} delivered. */
public final class OnSubscribeUniSignal implements UniSignal {

    private final io.mutiny.subscription.UniSubscription subscription;

    /** Creates the signal carrying {@code subscription}. */
    public OnSubscribeUniSignal(io.mutiny.subscription.UniSubscription subscription) {
        this.subscription = subscription;
    }

    /** The subscription that was received. */
    @Override
    public io.mutiny.subscription.UniSubscription value() {
        return subscription;
    }

    @Override
    public String toString() {
        return "OnSubscribeUniSignal{value=" + subscription + "}";
    }
}
