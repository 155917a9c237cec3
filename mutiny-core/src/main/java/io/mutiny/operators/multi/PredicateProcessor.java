package io.mutiny.operators.multi;

import io.mutiny.helpers.Exceptions;
import io.mutiny.subscription.MultiSubscriber;
import java.util.function.Predicate;

/**
 * The inner subscriber of the operators that test each item against a predicate, on the upstream's thread: an
 * item that passes goes downstream, one that does not is handed to {@link #onRejected}, and a predicate that
 * throws cancels the upstream and fails the stream.
 */
abstract class PredicateProcessor<T> extends MultiOperatorProcessor<T, T> {

    private final Predicate<? super T> predicate;

    PredicateProcessor(MultiSubscriber<? super T> downstream, Predicate<? super T> predicate) {
        super(downstream);
        this.predicate = predicate;
    }

    @Override
    public final void onItem(T item) {
        if (isDone()) {
            return;
        }
        boolean selected;
        try {
            selected = predicate.test(item);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            failAndCancel(failure);
            return;
        }
        if (selected) {
            downstream.onItem(item);
        } else {
            onRejected();
        }
    }

    /** What to do when an item does not pass: request a replacement, or end the stream. */
    abstract void onRejected();
}
