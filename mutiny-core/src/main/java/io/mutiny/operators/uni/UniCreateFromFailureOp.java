package io.mutiny.operators.uni;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.subscription.UniSubscriber;
import java.util.function.Supplier;

/**
 * Fails each subscriber, on the subscribing thread, with the failure given by the supplier (called per
 * subscriber). A throwing supplier fails with what it threw; a {@code null} result fails with a
 * {@link NullPointerException}.
 *
 * @param <T> the type of the item
 */
public final class UniCreateFromFailureOp<T> extends AbstractUni<T> implements KnownOutcome<T> {

    private final Supplier<? extends Throwable> supplier;

    /** Builds the operator; nothing happens until a subscription (see the class description). */
    public UniCreateFromFailureOp(Supplier<? extends Throwable> supplier) {
        this.supplier = supplier;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        UniSourceSubscription.failImmediately(subscriber, failure());
    }

    /** Throws the failure a subscriber would receive. */
    @Override
    public T knownOutcome() throws Throwable {
        throw failure();
    }

    private Throwable failure() {
        try {
            return ParameterValidation.nonNullNpe(supplier.get(), ParameterValidation.SUPPLIER_PRODUCED_NULL);
        } catch (Throwable thrown) {
            Exceptions.throwIfFatal(thrown);
            return thrown;
        }
    }
}
