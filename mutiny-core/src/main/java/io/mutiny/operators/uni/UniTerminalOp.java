package io.mutiny.operators.uni;

import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;

/**
 * A {@code Uni} that delivers a known outcome (an item, possibly {@code null}, or a failure) on the subscribing
 * thread, right after {@code onSubscribe}, unless the subscriber cancelled in {@code onSubscribe}. This is what
 * {@code Uni.createFrom().item(..)}, {@code nullItem()}, {@code voidItem()} and {@code failure(Throwable)} build.
 *
 * <p>Operators recognise it: {@code transformToUni}-like stages take its {@link #item()} or {@link #failure()}
 * without subscribing, and {@code toMulti()} becomes a single-item {@code Multi}.
 */
public final class UniTerminalOp<T> extends AbstractUni<T> {

    private final T item;
    private final Throwable failure;

    private UniTerminalOp(T item, Throwable failure) {
        this.item = item;
        this.failure = failure;
    }

    /** A {@code Uni} emitting {@code item}. */
    public static <T> UniTerminalOp<T> item(T item) {
        return new UniTerminalOp<>(item, null);
    }

    /** A {@code Uni} failing with {@code failure}, which must not be {@code null}. */
    public static <T> UniTerminalOp<T> failure(Throwable failure) {
        return new UniTerminalOp<>(null, failure);
    }

    /** The item (possibly {@code null}); meaningful when {@link #failure()} is {@code null}. */
    public T item() {
        return item;
    }

    /** The failure, or {@code null} when this {@code Uni} emits an item. */
    public Throwable failure() {
        return failure;
    }

    @Override
    public void subscribe(UniSubscriber<? super T> subscriber) {
        UniSourceSubscription subscription = new UniSourceSubscription();
        subscriber.onSubscribe(subscription);
        if (!subscription.isCancelled()) {
            if (failure != null) {
                subscriber.onFailure(failure);
            } else {
                subscriber.onItem(item);
            }
        }
    }
}
