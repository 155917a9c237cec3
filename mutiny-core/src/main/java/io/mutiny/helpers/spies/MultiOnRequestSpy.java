package io.mutiny.helpers.spies;

import io.mutiny.Multi;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;

/**
 * A {@link Multi} spy counting the valid requests going upstream through it, and summing the requested amounts.
 * Created with {@link Spy#onRequest(Multi)}.
 *
 * @param <T> the type of the items
 */
public class MultiOnRequestSpy<T> extends MultiSpyBase<T> {

    @SuppressWarnings("rawtypes")
    private static final AtomicLongFieldUpdater<MultiOnRequestSpy> REQUESTED =
            AtomicLongFieldUpdater.newUpdater(MultiOnRequestSpy.class, "requested");

    private volatile long requested;

    /** Creates a request spy on {@code upstream}; prefer {@link Spy#onRequest(Multi)}. */
    public MultiOnRequestSpy(Multi<? extends T> upstream) {
        super(upstream);
    }

    /**
     * The sum of the amounts requested since creation or the last {@link #reset()}, over all subscriptions,
     * saturating at {@link Long#MAX_VALUE} (unbounded).
     */
    public long requestedCount() {
        return requested;
    }

    /** Sets the count and the requested sum back to zero. */
    @Override
    public void reset() {
        super.reset();
        requested = 0L;
    }

    /**
     * Subscribes to the upstream and passes every signal on unchanged; each valid request is counted and added to
     * the sum on the requesting thread before it goes upstream. Invalid requests (rule 3.9) are not counted.
     */
    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream()
                .onRequest()
                .invoke(n -> {
                    incrementInvocationCount();
                    Subscriptions.add(REQUESTED, this, n);
                })
                .subscribe()
                .withSubscriber(subscriber);
    }

    @Override
    String details() {
        return "requestedCount=" + requested;
    }
}
