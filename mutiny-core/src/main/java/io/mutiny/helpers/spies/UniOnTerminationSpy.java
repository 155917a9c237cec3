package io.mutiny.helpers.spies;

import io.mutiny.Uni;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;

/**
 * A {@link Uni} spy counting the terminations (item, failure or cancellation) passing through it, and keeping how
 * the last one happened. Created with {@link Spy#onTermination(Uni)}.
 *
 * @param <T> the type of the item
 */
public class UniOnTerminationSpy<T> extends UniSpyBase<T> {

    /** Kept as one value so that readers never see a mix of two terminations. */
    private record Termination<T>(T item, Throwable failure, boolean cancelled) {}

    private volatile Termination<T> lastTermination;

    UniOnTerminationSpy(Uni<? extends T> upstream) {
        super(upstream);
    }

    /**
     * The item of the last termination, {@code null} if it was a failure or a cancellation.
     *
     * @throws IllegalStateException if no termination was observed since creation or the last {@link #reset()}
     */
    public T lastTerminationItem() throws IllegalStateException {
        return observedTermination().item();
    }

    /**
     * The failure of the last termination, {@code null} if it was an item or a cancellation.
     *
     * @throws IllegalStateException if no termination was observed since creation or the last {@link #reset()}
     */
    public Throwable lastTerminationFailure() throws IllegalStateException {
        return observedTermination().failure();
    }

    /**
     * Whether the last termination was a cancellation.
     *
     * @throws IllegalStateException if no termination was observed since creation or the last {@link #reset()}
     */
    public boolean lastTerminationWasCancelled() throws IllegalStateException {
        return observedTermination().cancelled();
    }

    /** Sets the count back to zero and forgets the last termination. */
    @Override
    public void reset() {
        super.reset();
        lastTermination = null;
    }

    /**
     * Subscribes to the upstream and passes every signal on unchanged; the termination is counted once and kept, on
     * the thread that delivers the outcome or cancels, before it reaches {@code subscriber} (or the upstream, for a
     * cancellation).
     */
    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        AbstractUni.subscribe(
                spiedUni().onTermination().invoke((item, failure, cancelled) -> {
                    incrementInvocationCount();
                    lastTermination = new Termination<>(item, failure, cancelled);
                }),
                subscriber);
    }

    private Termination<T> observedTermination() {
        return InvocationCounter.requireObserved(lastTermination, "termination");
    }

    @Override
    String details() {
        return "lastTermination=" + lastTermination;
    }
}
