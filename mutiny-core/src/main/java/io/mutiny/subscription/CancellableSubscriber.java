package io.mutiny.subscription;

/**
 * A subscriber that can be cancelled by whoever holds it, as built by {@link Subscribers#from}.
 *
 * @param <T> the type of the items
 */
public interface CancellableSubscriber<T>
        extends io.mutiny.subscription.MultiSubscriber<T>, io.mutiny.subscription.Cancellable {}
