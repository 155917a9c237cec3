package io.mutiny.subscription;

public interface MultiEmitter<T> extends io.mutiny.subscription.ContextSupport {
    io.mutiny.subscription.MultiEmitter<T> emit(T p0);

    void fail(java.lang.Throwable p0);

    void complete();

    io.mutiny.subscription.MultiEmitter<T> onTermination(java.lang.Runnable p0);

    boolean isCancelled();

    long requested();

    public default io.mutiny.subscription.MultiEmitter<T> onRequest(java.util.function.LongConsumer p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public default io.mutiny.subscription.MultiEmitter<T> onCancellation(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
