package io.mutiny.subscription;

public final class SafeSubscriber<T>
        implements java.util.concurrent.Flow.Subscriber<T>,
                java.util.concurrent.Flow.Subscription,
                io.mutiny.subscription.ContextSupport {
    protected SafeSubscriber() {}

    public SafeSubscriber(java.util.concurrent.Flow.Subscriber<? super T> p0) {}

    public void onSubscribe(java.util.concurrent.Flow.Subscription p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onNext(T p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onError(java.lang.Throwable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onComplete() {
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
}
