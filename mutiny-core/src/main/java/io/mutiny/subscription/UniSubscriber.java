package io.mutiny.subscription;

/**
 * Receives the outcome of a {@code Uni}: {@code onSubscribe} first, then exactly one of {@code onItem} or
 * {@code onFailure}, unless the subscription is cancelled.
 *
 * @param <T> the type of the item
 */
public interface UniSubscriber<T> extends ContextSupport {

    void onSubscribe(UniSubscription subscription);

    void onItem(T item);

    void onFailure(Throwable failure);
}
