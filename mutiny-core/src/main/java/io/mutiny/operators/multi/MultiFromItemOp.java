package io.mutiny.operators.multi;

import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.subscription.MultiSubscriber;
import java.util.List;

/**
 * Emits a known item when requested, then completes; a {@code null} item gives an empty stream. The flattening
 * operators read the item through {@link KnownOutcome} instead of subscribing.
 *
 * @param <T> the type of the item
 */
public final class MultiFromItemOp<T> extends AbstractMulti<T> implements KnownOutcome<T> {

    private final T item;

    /** Builds the operator; {@code item} may be {@code null}. */
    public MultiFromItemOp(T item) {
        this.item = item;
    }

    @Override
    public void subscribe(MultiSubscriber<? super T> subscriber) {
        ParameterValidation.nonNullNpe(subscriber, "subscriber");
        emit(subscriber, item);
    }

    @Override
    public T knownOutcome() {
        return item;
    }

    /** Emits {@code item} on request then completes, or completes at once if it is {@code null}. */
    static <T> void emit(MultiSubscriber<? super T> subscriber, T item) {
        if (item == null) {
            Subscriptions.complete(subscriber);
        } else {
            IteratorSubscription.subscribe(subscriber, List.of(item).iterator());
        }
    }
}
