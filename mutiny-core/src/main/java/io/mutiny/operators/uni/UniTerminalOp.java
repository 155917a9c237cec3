package io.mutiny.operators.uni;

import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;

/**
 * A {@code Uni} that delivers a known outcome (an item, possibly {@code null}, or a failure) on the subscribing
 * thread, right after {@code onSubscribe}, unless the subscriber cancelled in {@code onSubscribe}.
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

    @Override
    public void subscribe(UniSubscriber<? super T> subscriber) {
        Subscription subscription = new Subscription();
        subscriber.onSubscribe(subscription);
        if (!subscription.cancelled) {
            if (failure != null) {
                subscriber.onFailure(failure);
            } else {
                subscriber.onItem(item);
            }
        }
    }

    private static final class Subscription implements UniSubscription {
        volatile boolean cancelled;

        @Override
        public void cancel() {
            cancelled = true;
        }
    }
}
