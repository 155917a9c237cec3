package io.mutiny.operators.multi;

import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A test upstream driven by hand: it records the requests it receives (and how many run at once), its
 * cancellation and its subscription thread, and emits only what the test tells it to.
 */
final class ControlledUpstream<T> extends AbstractMulti<T> {

    private final List<Long> requests = new CopyOnWriteArrayList<>();
    private final AtomicLong requested = new AtomicLong();
    private final AtomicInteger requestsInProgress = new AtomicInteger();
    private final AtomicInteger maxConcurrentRequests = new AtomicInteger();
    private final AtomicInteger subscriptions = new AtomicInteger();
    private volatile MultiSubscriber<? super T> subscriber;
    private volatile boolean cancelled;
    private volatile Thread subscriptionThread;
    private volatile Runnable onRequest = () -> {};

    @Override
    public void subscribe(MultiSubscriber<? super T> downstream) {
        subscriptions.incrementAndGet();
        subscriptionThread = Thread.currentThread();
        subscriber = downstream;
        downstream.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {
                int running = requestsInProgress.incrementAndGet();
                maxConcurrentRequests.accumulateAndGet(running, Math::max);
                requests.add(n);
                requested.accumulateAndGet(n, Subscriptions::add);
                onRequest.run();
                requestsInProgress.decrementAndGet();
            }

            @Override
            public void cancel() {
                cancelled = true;
            }
        });
    }

    /** Runs {@code action} inside every {@code request} call, before it returns. */
    ControlledUpstream<T> onRequest(Runnable action) {
        this.onRequest = action;
        return this;
    }

    @SafeVarargs
    final ControlledUpstream<T> emit(T... items) {
        for (T item : items) {
            subscriber.onItem(item);
        }
        return this;
    }

    void complete() {
        subscriber.onCompletion();
    }

    void fail(Throwable failure) {
        subscriber.onFailure(failure);
    }

    boolean hasSubscriber() {
        return subscriber != null;
    }

    List<Long> requests() {
        return requests;
    }

    long requested() {
        return requested.get();
    }

    int maxConcurrentRequests() {
        return maxConcurrentRequests.get();
    }

    int subscriptions() {
        return subscriptions.get();
    }

    boolean isCancelled() {
        return cancelled;
    }

    Thread subscriptionThread() {
        return subscriptionThread;
    }
}
