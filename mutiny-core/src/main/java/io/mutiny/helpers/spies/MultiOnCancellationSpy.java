package io.mutiny.helpers.spies;

import io.mutiny.Multi;
import io.mutiny.subscription.MultiSubscriber;

/**
 * A {@link Multi} spy counting the cancellations going upstream through it. Created with
 * {@link Spy#onCancellation(Multi)}.
 *
 * @param <T> the type of the items
 */
public class MultiOnCancellationSpy<T> extends MultiSpyBase<T> {

    MultiOnCancellationSpy(Multi<? extends T> upstream) {
        super(upstream);
    }

    /**
     * Subscribes to the upstream and passes every signal on unchanged; the first cancellation of each subscription
     * (before termination) is counted on the cancelling thread, before it goes upstream.
     */
    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream()
                .onCancellation()
                .invoke(this::incrementInvocationCount)
                .subscribe()
                .withSubscriber(subscriber);
    }

    /** Whether a cancellation was observed since creation or the last {@link #reset()}; same as {@link #invoked()}. */
    public boolean isCancelled() {
        return invoked();
    }

    /** Throws an {@link AssertionError} unless a cancellation was observed. */
    public void assertCancelled() {
        if (!isCancelled()) {
            throw new AssertionError("Expected a cancellation, but none was observed: " + this);
        }
    }

    /** Throws an {@link AssertionError} if a cancellation was observed. */
    public void assertNotCancelled() {
        if (isCancelled()) {
            throw new AssertionError("Expected no cancellation, but observed: " + this);
        }
    }
}
