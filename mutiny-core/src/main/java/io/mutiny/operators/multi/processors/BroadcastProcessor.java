package io.mutiny.operators.multi.processors;

public class BroadcastProcessor<T> extends io.mutiny.operators.AbstractMulti<T>
        implements java.util.concurrent.Flow.Processor<T, T> {
    protected BroadcastProcessor() {}

    public static <T> io.mutiny.operators.multi.processors.BroadcastProcessor<T> create() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.operators.multi.processors.SerializedProcessor<T, T> serialized() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void subscribe(io.mutiny.subscription.MultiSubscriber<? super T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

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

    public static final class BroadcastSubscription<T> implements java.util.concurrent.Flow.Subscription {
        protected BroadcastSubscription() {}

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

        public boolean isCancelled() {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }
}
