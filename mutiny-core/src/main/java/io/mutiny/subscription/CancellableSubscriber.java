package io.mutiny.subscription;

public interface CancellableSubscriber<T>
        extends io.mutiny.subscription.MultiSubscriber<T>, io.mutiny.subscription.Cancellable {}
