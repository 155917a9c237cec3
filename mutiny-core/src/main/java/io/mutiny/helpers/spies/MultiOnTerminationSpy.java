package io.mutiny.helpers.spies;

import io.mutiny.Multi;
import io.mutiny.subscription.MultiSubscriber;

/**
 * A {@link Multi} spy counting the terminations (completion, failure or cancellation) passing through it, and
 * keeping how the last one happened. Created with {@link Spy#onTermination(Multi)}.
 *
 * @param <T> the type of the items
 */
public class MultiOnTerminationSpy<T> extends MultiSpyBase<T> {

    /** How a subscription terminated: kept as one value so that readers never see a mix of two terminations. */
    private record Termination(Throwable failure, boolean cancelled) {
        @Override
        public String toString() {
            return cancelled ? "cancellation" : (failure == null ? "completion" : "failure " + failure);
        }
    }

    private volatile Termination lastTermination;

    MultiOnTerminationSpy(Multi<? extends T> upstream) {
        super(upstream);
    }

    /**
     * The failure of the last termination, {@code null} if it was a completion or a cancellation.
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
     * Subscribes to the upstream and passes every signal on unchanged; each subscription's termination is counted
     * once and kept, on the thread that completes, fails or cancels, before it reaches {@code subscriber} (or the
     * upstream, for a cancellation).
     */
    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream()
                .onTermination()
                .invoke((failure, cancelled) -> {
                    incrementInvocationCount();
                    lastTermination = new Termination(failure, cancelled);
                })
                .subscribe()
                .withSubscriber(subscriber);
    }

    private Termination observedTermination() {
        return InvocationCounter.requireObserved(lastTermination, "termination");
    }

    @Override
    String details() {
        return "lastTermination=" + lastTermination;
    }
}
