package io.mutiny.helpers.spies;

import io.mutiny.Uni;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;

/**
 * A {@link Uni} spy counting the outcomes (item or failure) passing through it, and keeping the last one. Created
 * with {@link Spy#onItemOrFailure(Uni)}.
 *
 * @param <T> the type of the item
 */
public class UniOnItemOrFailureSpy<T> extends UniSpyBase<T> {

    /** Kept as one value so that readers never see the item of one outcome with the failure of another. */
    private record Outcome<T>(T item, Throwable failure) {}

    private volatile Outcome<T> lastOutcome;

    UniOnItemOrFailureSpy(Uni<? extends T> upstream) {
        super(upstream);
    }

    /** Whether the last observed outcome was a failure; {@code false} if none was observed. */
    public boolean hasFailed() {
        Outcome<T> outcome = lastOutcome;
        return outcome != null && outcome.failure() != null;
    }

    /** The item of the last observed outcome; {@code null} if it was a failure or if none was observed. */
    public T lastItem() {
        Outcome<T> outcome = lastOutcome;
        return outcome == null ? null : outcome.item();
    }

    /** The failure of the last observed outcome; {@code null} if it was an item or if none was observed. */
    public Throwable lastFailure() {
        Outcome<T> outcome = lastOutcome;
        return outcome == null ? null : outcome.failure();
    }

    /** Sets the count back to zero and forgets the last outcome. */
    @Override
    public void reset() {
        super.reset();
        lastOutcome = null;
    }

    /**
     * Subscribes to the upstream and passes every signal on unchanged; the item or the failure is counted and kept
     * on the emitting thread before it reaches {@code subscriber}.
     */
    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        AbstractUni.subscribe(
                spiedUni().onItemOrFailure().invoke((item, failure) -> {
                    incrementInvocationCount();
                    lastOutcome = new Outcome<>(item, failure);
                }),
                subscriber);
    }

    @Override
    String details() {
        return "lastOutcome=" + lastOutcome;
    }
}
