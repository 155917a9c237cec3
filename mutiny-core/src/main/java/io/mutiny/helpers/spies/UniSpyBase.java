package io.mutiny.helpers.spies;

import io.mutiny.Uni;
import io.mutiny.operators.UniOperator;

/**
 * The base of the {@link Uni} spies: a pass-through operator that counts how many times the spied signal was
 * observed. Counting is thread-safe; subclasses record the observed values.
 *
 * @param <T> the type of the item
 */
abstract class UniSpyBase<T> extends UniOperator<T, T> {

    private final InvocationCounter counter = new InvocationCounter();

    UniSpyBase(Uni<? extends T> upstream) {
        super(upstream);
    }

    /** Counts one observation of the spied signal; called by subclasses from the signal's thread. */
    void incrementInvocationCount() {
        counter.increment();
    }

    /** Extra {@code key=value} pairs for {@link #toString()}, empty by default. */
    String details() {
        return "";
    }

    /**
     * How many times the spied signal was observed since creation or the last {@link #reset()}, over all
     * subscriptions.
     */
    public long invocationCount() {
        return counter.get();
    }

    /** Whether the spied signal was observed at least once since creation or the last {@link #reset()}. */
    public boolean invoked() {
        return invocationCount() > 0;
    }

    /** Sets the invocation count back to zero and forgets the recorded values. */
    public void reset() {
        counter.reset();
    }

    /** Describes the spy: its type, its invocation count and its recorded values. */
    @Override
    public String toString() {
        return InvocationCounter.describe(this, invocationCount(), details());
    }

    /** Typed access to the upstream, so that the group API keeps the item type. */
    @SuppressWarnings("unchecked")
    Uni<T> spiedUni() {
        return (Uni<T>) upstream();
    }
}
