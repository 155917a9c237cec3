package io.mutiny.helpers.test;

import io.mutiny.helpers.Subscriptions;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A {@link Flow.Subscriber} for tests that ignores the signals it receives: extend it and override what matters.
 * It requests its initial demand on subscription and is also its own handle to the subscription ({@link #request},
 * {@link #cancel}).
 *
 * @param <T> the type of the items
 */
public class AbstractSubscriber<T> implements Flow.Subscriber<T>, Flow.Subscription {

    private final long initialRequest;
    private final AtomicReference<Flow.Subscription> upstream = new AtomicReference<>();

    /** Creates a subscriber that requests nothing on subscription. */
    public AbstractSubscriber() {
        this(0L);
    }

    /** Creates a subscriber that requests {@code initialRequest} items on subscription, if positive. */
    public AbstractSubscriber(long initialRequest) {
        this.initialRequest = initialRequest;
    }

    /**
     * Keeps the subscription and requests the initial demand. A second subscription, or one arriving after
     * {@link #cancel()}, is cancelled (rule 2.5).
     */
    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        if (Subscriptions.setIfEmpty(upstream, subscription) && initialRequest > 0) {
            subscription.request(initialRequest);
        }
    }

    /** Ignores the item. */
    @Override
    public void onNext(T item) {
        // ignored by default
    }

    /** Ignores the failure. */
    @Override
    public void onError(Throwable failure) {
        // ignored by default
    }

    /** Ignores the completion. */
    @Override
    public void onComplete() {
        // ignored by default
    }

    /** Requests {@code n} items upstream; does nothing before the subscription arrives. */
    @Override
    public void request(long n) {
        Flow.Subscription subscription = upstream.get();
        if (subscription != null) {
            subscription.request(n);
        }
    }

    /** Cancels the subscription, or the one that arrives later. Idempotent. */
    @Override
    public void cancel() {
        Subscriptions.cancel(upstream);
    }
}
