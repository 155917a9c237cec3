package io.mutiny.helpers.test;

public final class OnSubscribeUniSignal implements io.mutiny.helpers.test.UniSignal {
    protected OnSubscribeUniSignal() {}

    public OnSubscribeUniSignal(io.mutiny.subscription.UniSubscription p0) {}

    public io.mutiny.subscription.UniSubscription value() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.lang.String toString() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
