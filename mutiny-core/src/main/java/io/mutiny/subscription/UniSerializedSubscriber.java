package io.mutiny.subscription;

public class UniSerializedSubscriber<T>
        implements io.mutiny.subscription.UniSubscriber<T>, io.mutiny.subscription.UniSubscription {
    protected UniSerializedSubscriber() {}

    public UniSerializedSubscriber(
            io.mutiny.operators.AbstractUni<T> p0, io.mutiny.subscription.UniSubscriber<? super T> p1) {}

    public static <T> void subscribe(
            io.mutiny.operators.AbstractUni<T> p0, io.mutiny.subscription.UniSubscriber<? super T> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Context context() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onSubscribe(io.mutiny.subscription.UniSubscription p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onItem(T p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onFailure(java.lang.Throwable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void cancel() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
