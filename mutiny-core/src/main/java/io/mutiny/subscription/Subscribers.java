package io.mutiny.subscription;

public class Subscribers {
    public static final java.util.function.Consumer<? super java.lang.Throwable> NO_ON_FAILURE = null;

    public Subscribers() {}

    public static <T> io.mutiny.subscription.CancellableSubscriber<T> from(
            io.mutiny.Context p0,
            java.util.function.Consumer<? super T> p1,
            java.util.function.Consumer<? super java.lang.Throwable> p2,
            java.lang.Runnable p3,
            java.util.function.Consumer<? super java.util.concurrent.Flow.Subscription> p4) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static class CallbackBasedSubscriber<T>
            implements io.mutiny.subscription.CancellableSubscriber<T>,
                    java.util.concurrent.Flow.Subscription,
                    io.mutiny.subscription.ContextSupport {
        protected CallbackBasedSubscriber() {}

        public CallbackBasedSubscriber(
                io.mutiny.Context p0,
                java.util.function.Consumer<? super T> p1,
                java.util.function.Consumer<? super java.lang.Throwable> p2,
                java.lang.Runnable p3,
                java.util.function.Consumer<? super java.util.concurrent.Flow.Subscription> p4) {}

        public io.mutiny.Context context() {
            throw new UnsupportedOperationException("not implemented yet");
        }

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
    }
}
