package io.mutiny.helpers.test;

public class AbstractSubscriber<T>
        implements java.util.concurrent.Flow.Subscriber<T>, java.util.concurrent.Flow.Subscription {
    public AbstractSubscriber() {}

    public AbstractSubscriber(long p0) {}

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
}
