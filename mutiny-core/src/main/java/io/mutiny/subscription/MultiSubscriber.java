package io.mutiny.subscription;

import java.util.concurrent.Flow;

/**
 * A {@link Flow.Subscriber} with Mutiny's vocabulary: {@code onItem}, {@code onFailure}, {@code onCompletion}.
 * The {@code Flow} methods delegate to them.
 *
 * @param <T> the type of the items
 */
public interface MultiSubscriber<T> extends Flow.Subscriber<T> {

    /** Receives an item; called at most as many times as requested. */
    void onItem(T item);

    /** Receives the failure; terminal. */
    void onFailure(Throwable failure);

    /** Receives the completion; terminal. */
    void onCompletion();

    @Override
    default void onNext(T item) {
        onItem(item);
    }

    @Override
    default void onError(Throwable failure) {
        onFailure(failure);
    }

    @Override
    default void onComplete() {
        onCompletion();
    }
}
