package io.mutiny.subscription;

public final class SerializedSubscriber<T>
        implements java.util.concurrent.Flow.Subscription,
                io.mutiny.subscription.MultiSubscriber<T>,
                io.mutiny.subscription.ContextSupport {
    protected SerializedSubscriber() {}

    public SerializedSubscriber(java.util.concurrent.Flow.Subscriber<? super T> p0) {}

    public void onSubscribe(java.util.concurrent.Flow.Subscription p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onItem(T p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onFailure(java.lang.Throwable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onCompletion() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void request(long p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void cancel() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Context context() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static final class LinkedArrayNode<T> {
        protected LinkedArrayNode() {}
    }
}
