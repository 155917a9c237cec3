package io.mutiny.subscription;

/**
 * Receives the outcome of a {@code Uni}: {@code onSubscribe} first, then exactly one of {@code onItem} or
 * {@code onFailure}, unless the subscription is cancelled.
 *
 * @param <T> the type of the item
 */
public interface UniSubscriber<T> extends ContextSupport {

    /** Receives the subscription, before any outcome; cancel it to stop waiting for the outcome. */
    void onSubscribe(UniSubscription subscription);

    /** Receives the item (possibly {@code null}); nothing follows. */
    void onItem(T item);

    /** Receives the failure; nothing follows. */
    void onFailure(Throwable failure);
}
