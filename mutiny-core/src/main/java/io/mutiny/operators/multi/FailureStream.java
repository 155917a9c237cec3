package io.mutiny.operators.multi;

import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * The stream of failures that {@code onFailure().retry().when(factory)} gives to its factory, for {@code Multi} and
 * {@code Uni} alike: one subscriber, at most one pending failure (the operator pushes the next one only after the
 * companion triggered a retry), emitted when the subscriber has requested it.
 */
public final class FailureStream extends AbstractMulti<Throwable> implements Flow.Subscription {

    private static final AtomicIntegerFieldUpdater<FailureStream> WIP =
            AtomicIntegerFieldUpdater.newUpdater(FailureStream.class, "wip");
    private static final AtomicLongFieldUpdater<FailureStream> REQUESTED =
            AtomicLongFieldUpdater.newUpdater(FailureStream.class, "requested");
    private static final AtomicReferenceFieldUpdater<FailureStream, Throwable> PENDING =
            AtomicReferenceFieldUpdater.newUpdater(FailureStream.class, Throwable.class, "pending");

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<FailureStream, MultiSubscriber> SUBSCRIBER =
            AtomicReferenceFieldUpdater.newUpdater(FailureStream.class, MultiSubscriber.class, "subscriber");

    private volatile MultiSubscriber<? super Throwable> subscriber;
    private volatile long requested;
    private volatile Throwable pending;
    private volatile int wip;
    private volatile boolean cancelled;

    @Override
    protected void subscribeActual(MultiSubscriber<? super Throwable> candidate) {
        if (!SUBSCRIBER.compareAndSet(this, null, candidate)) {
            Subscriptions.fail(candidate, new IllegalStateException("The stream of failures accepts one subscriber"));
            return;
        }
        candidate.onSubscribe(this);
    }

    @Override
    public void request(long n) {
        if (n <= 0) {
            cancelled = true;
            subscriber.onFailure(Subscriptions.invalidRequest(n));
            return;
        }
        Subscriptions.add(REQUESTED, this, n);
        drain();
    }

    @Override
    public void cancel() {
        cancelled = true;
    }

    /**
     * Queues {@code failure} for the subscriber; drops it if the subscriber cancelled (it would never be received):
     * the companion built on this stream then alone decides what the retrying stage does next, as in Mutiny.
     */
    public void push(Throwable failure) {
        if (cancelled) {
            return;
        }
        PENDING.set(this, failure);
        drain();
    }

    private void drain() {
        if (WIP.getAndIncrement(this) != 0) {
            return;
        }
        int missed = 1;
        do {
            MultiSubscriber<? super Throwable> current = subscriber;
            if (current != null && !cancelled && requested > 0) {
                Throwable failure = PENDING.getAndSet(this, null);
                if (failure != null) {
                    Subscriptions.produced(REQUESTED, this, 1);
                    current.onItem(failure);
                }
            }
            missed = WIP.addAndGet(this, -missed);
        } while (missed != 0);
    }
}
