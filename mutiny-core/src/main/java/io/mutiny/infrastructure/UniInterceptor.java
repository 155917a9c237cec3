package io.mutiny.infrastructure;

public interface UniInterceptor extends io.mutiny.infrastructure.MutinyInterceptor {
    public default <T> io.mutiny.Uni<T> onUniCreation(io.mutiny.Uni<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default <T> io.mutiny.subscription.UniSubscriber<? super T> onSubscription(
            io.mutiny.Uni<T> p0, io.mutiny.subscription.UniSubscriber<? super T> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
