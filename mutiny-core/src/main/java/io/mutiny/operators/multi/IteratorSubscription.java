package io.mutiny.operators.multi;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Iterator;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Emits the items of an {@link Iterator} as they are requested, and completes as soon as the iterator has no more
 * items (even without outstanding demand). Shared by every synchronous source: items, iterables, streams, ranges.
 *
 * <p>The {@code requested} counter is also the emission-loop ownership: whoever moves it away from 0 runs the loop,
 * so a {@code request} made from {@code onItem} only adds demand and never recurses (rule 3.3). Cancellation and an
 * invalid request add one unit of demand purely to wake the loop: the loop owner is therefore the only thread that
 * touches the iterator and runs the termination action.
 */
final class IteratorSubscription<T> implements Flow.Subscription {

    @SuppressWarnings("rawtypes")
    private static final AtomicLongFieldUpdater<IteratorSubscription> REQUESTED =
            AtomicLongFieldUpdater.newUpdater(IteratorSubscription.class, "requested");

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<IteratorSubscription, Runnable> ON_TERMINATION =
            AtomicReferenceFieldUpdater.newUpdater(IteratorSubscription.class, Runnable.class, "onTermination");

    private static final Runnable NO_ACTION = () -> {};

    private final MultiSubscriber<? super T> downstream;
    private final Iterator<? extends T> iterator;

    private volatile Runnable onTermination;
    private volatile long requested;
    private volatile boolean cancelled;
    private volatile Throwable invalidRequest;

    private IteratorSubscription(
            MultiSubscriber<? super T> downstream, Iterator<? extends T> iterator, Runnable onTermination) {
        this.downstream = downstream;
        this.iterator = iterator;
        this.onTermination = onTermination;
    }

    /**
     * Subscribes {@code downstream} to the items of {@code iterator}. An iterator that is empty (or fails) from the
     * start completes (or fails) the subscriber right away.
     *
     * @param onTermination run once when the emission ends for any reason (completion, failure, cancellation),
     *     for example to close a stream; exceptions it throws are dropped
     */
    static <T> void subscribe(
            MultiSubscriber<? super T> downstream, Iterator<? extends T> iterator, Runnable onTermination) {
        boolean hasItems;
        try {
            hasItems = iterator.hasNext();
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            runQuietly(onTermination);
            Subscriptions.fail(downstream, failure);
            return;
        }
        if (!hasItems) {
            runQuietly(onTermination);
            Subscriptions.complete(downstream);
            return;
        }
        downstream.onSubscribe(new IteratorSubscription<>(downstream, iterator, onTermination));
    }

    /** Same as {@link #subscribe(MultiSubscriber, Iterator, Runnable)} with nothing to run on termination. */
    static <T> void subscribe(MultiSubscriber<? super T> downstream, Iterator<? extends T> iterator) {
        subscribe(downstream, iterator, NO_ACTION);
    }

    @Override
    public void request(long n) {
        long demand = n;
        if (n <= 0) {
            invalidRequest = Subscriptions.invalidRequest(n);
            demand = 1;
        }
        if (Subscriptions.add(REQUESTED, this, demand) == 0) {
            if (demand == Long.MAX_VALUE) {
                emitUnbounded();
            } else {
                emitBounded(demand);
            }
        }
    }

    @Override
    public void cancel() {
        if (!cancelled) {
            cancelled = true;
            if (Subscriptions.add(REQUESTED, this, 1) == 0) {
                terminate();
            }
        }
    }

    private void emitUnbounded() {
        for (; ; ) {
            if (isStopped() || !emitNext()) {
                return;
            }
        }
    }

    private void emitBounded(long initialDemand) {
        long demand = initialDemand;
        long emitted = 0;
        for (; ; ) {
            while (emitted != demand) {
                if (isStopped() || !emitNext()) {
                    return;
                }
                emitted++;
            }
            if (isStopped()) {
                return;
            }
            demand = requested;
            if (demand == emitted) {
                demand = REQUESTED.addAndGet(this, -emitted);
                if (demand == 0) {
                    return;
                }
                emitted = 0;
            }
        }
    }

    /**
     * Emits the next item, then completes if the iterator is exhausted.
     *
     * @return {@code false} once the emission is over
     */
    private boolean emitNext() {
        T item;
        try {
            item = ParameterValidation.nonNullNpe(iterator.next(), "The source produced a `null` item");
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            terminateWith(failure);
            return false;
        }
        downstream.onItem(item);
        if (cancelled) {
            return true; // the next isStopped() check cleans up, and reports an invalid request if any
        }
        boolean hasMore;
        try {
            hasMore = iterator.hasNext();
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            terminateWith(failure);
            return false;
        }
        if (!hasMore) {
            cancelled = true;
            terminate();
            downstream.onCompletion();
            return false;
        }
        return true;
    }

    /** Called by the loop owner only: {@code true} if the loop must stop (after cleaning up). */
    private boolean isStopped() {
        Throwable failure = invalidRequest;
        if (failure != null) {
            invalidRequest = null;
            if (!cancelled) {
                terminateWith(failure);
                return true;
            }
        }
        if (cancelled) {
            terminate();
            return true;
        }
        return false;
    }

    private void terminateWith(Throwable failure) {
        cancelled = true;
        terminate();
        downstream.onFailure(failure);
    }

    private void terminate() {
        Runnable action = ON_TERMINATION.getAndSet(this, null);
        if (action != null) {
            runQuietly(action);
        }
    }

    private static void runQuietly(Runnable action) {
        try {
            action.run();
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            Infrastructure.handleDroppedException(failure);
        }
    }
}
