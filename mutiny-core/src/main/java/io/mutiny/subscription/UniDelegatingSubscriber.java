package io.mutiny.subscription;

public class UniDelegatingSubscriber<I, O> implements io.mutiny.subscription.UniSubscriber<I> {
    protected UniDelegatingSubscriber() {}

    public UniDelegatingSubscriber(io.mutiny.subscription.UniSubscriber<? super O> p0) {}

    public io.mutiny.Context context() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onSubscribe(io.mutiny.subscription.UniSubscription p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onItem(I p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onFailure(java.lang.Throwable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
