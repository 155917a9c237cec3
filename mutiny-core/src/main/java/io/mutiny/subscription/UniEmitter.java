package io.mutiny.subscription;

public interface UniEmitter<T> extends io.mutiny.subscription.ContextSupport {
    void complete(T p0);

    void fail(java.lang.Throwable p0);

    io.mutiny.subscription.UniEmitter<T> onTermination(java.lang.Runnable p0);
}
