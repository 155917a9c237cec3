package io.mutiny.subscription;

public abstract class SwitchableSubscriptionSubscriber<O>
        implements io.mutiny.subscription.MultiSubscriber<O>,
                java.util.concurrent.Flow.Subscription,
                io.mutiny.subscription.ContextSupport {
    protected SwitchableSubscriptionSubscriber() {}

    public SwitchableSubscriptionSubscriber(io.mutiny.subscription.MultiSubscriber<? super O> p0) {}

    public io.mutiny.Context context() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void cancel() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public boolean isCancelled() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onCompletion() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onFailure(java.lang.Throwable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onSubscribe(java.util.concurrent.Flow.Subscription p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void emitted(long p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public long requested() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public final void request(long p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
