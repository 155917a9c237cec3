package io.mutiny.infrastructure;

public interface MultiInterceptor extends io.mutiny.infrastructure.MutinyInterceptor {
    public default <T> io.mutiny.Multi<T> onMultiCreation(io.mutiny.Multi<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <T> java.util.concurrent.Flow.Subscriber<? super T> onSubscription(
            java.util.concurrent.Flow.Publisher<? extends T> p0, java.util.concurrent.Flow.Subscriber<? super T> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
