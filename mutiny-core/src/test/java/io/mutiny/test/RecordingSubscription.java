package io.mutiny.test;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Flow;

/** A subscription that only records what it receives: the requests, in order, and whether it was cancelled. */
public final class RecordingSubscription implements Flow.Subscription {

    /** The requests received, in order. */
    public final List<Long> requests = new CopyOnWriteArrayList<>();

    /** Whether {@link #cancel()} was called. */
    public volatile boolean cancelled;

    @Override
    public void request(long n) {
        requests.add(n);
    }

    @Override
    public void cancel() {
        cancelled = true;
    }
}
