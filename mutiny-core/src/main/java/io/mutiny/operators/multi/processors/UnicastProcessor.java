package io.mutiny.operators.multi.processors;

public class UnicastProcessor<T> extends io.mutiny.operators.AbstractMulti<T>
        implements java.util.concurrent.Flow.Processor<T, T>, java.util.concurrent.Flow.Subscription {
    protected UnicastProcessor() {}

    public static <I> io.mutiny.operators.multi.processors.UnicastProcessor<I> create() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <I> io.mutiny.operators.multi.processors.UnicastProcessor<I> create(
            java.util.Queue<I> p0, java.lang.Runnable p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onSubscribe(java.util.concurrent.Flow.Subscription p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void subscribe(io.mutiny.subscription.MultiSubscriber<? super T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public synchronized void onNext(T p0) {
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

    public boolean hasSubscriber() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.operators.multi.processors.SerializedProcessor<T, T> serialized() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
