package io.mutiny.operators.multi;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.helpers.VarHandles;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.BiConsumer;

/**
 * Emits the items of an {@link Iterator} as they are requested, and completes as soon as the iterator has no more
 * items (even without outstanding demand). Shared by every synchronous source: items, iterables, streams, ranges.
 *
 * <p>The {@code requested} counter is also the emission-loop ownership: whoever moves it away from 0 runs the loop,
 * so a {@code request} made from {@code onItem} only adds demand and never recurses (rule 3.3). Cancellation and an
 * invalid request add one unit of demand purely to wake the loop: the loop owner is therefore the only thread that
 * touches the iterator and runs the termination action.
 *
 * <p>It supports {@link FusedSubscription#SYNC} fusion: the consumer then pulls the items with {@link #poll()} and
 * the requested counter is not used. A fused {@link #cancel()} only marks the subscription; the consumer's
 * {@link #clear()} runs the termination action. Fusion across a thread {@link FusedSubscription#BOUNDARY} is
 * accepted only when the source says so: when iterating runs no user code (ranges, arrays, a computed item).
 */
final class IteratorSubscription<T> implements FusedSubscription<T> {

    @SuppressWarnings("rawtypes")
    private static final AtomicLongFieldUpdater<IteratorSubscription> REQUESTED =
            AtomicLongFieldUpdater.newUpdater(IteratorSubscription.class, "requested");

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<IteratorSubscription, Runnable> ON_TERMINATION =
            AtomicReferenceFieldUpdater.newUpdater(IteratorSubscription.class, Runnable.class, "onTermination");

    // release stores of the flag once the iteration is over: see finish()
    private static final VarHandle CANCELLED =
            VarHandles.find(MethodHandles.lookup(), IteratorSubscription.class, "cancelled", boolean.class);

    /** The {@code onTermination} of an iteration with nothing to release. */
    static final Runnable NO_ACTION = () -> {};

    private final MultiSubscriber<? super T> downstream;
    private final Iterator<? extends T> iterator;
    private final int fusionModes;
    /** The list being iterated, if it is one, else {@code null}: its size is read by {@link #sizeHint} only. */
    private final List<?> list;

    /** Set by {@link #requestFusion}, before the subscription is used. */
    private boolean fused;
    /** Fused mode, touched by the polling thread only: {@code hasNext} is due before the next {@code next}. */
    private boolean checkNext;
    /** Fused mode, touched by the polling thread only: the iterator is done with. */
    private boolean exhausted;

    private volatile Runnable onTermination;
    private volatile long requested;
    private volatile boolean cancelled;
    private volatile Throwable invalidRequest;

    private IteratorSubscription(
            MultiSubscriber<? super T> downstream,
            Iterator<? extends T> iterator,
            Runnable onTermination,
            int fusionModes,
            List<?> list) {
        this.downstream = downstream;
        this.iterator = iterator;
        this.onTermination = onTermination;
        this.fusionModes = fusionModes;
        this.list = list;
    }

    /**
     * Subscribes {@code downstream} to the items of {@code iterator}. An iterator that is empty (or fails) from the
     * start completes (or fails) the subscriber right away.
     *
     * @param onTermination run once when the emission ends for any reason (completion, failure, cancellation),
     *     for example to close a stream; exceptions it throws are dropped
     * @param fusionModes the fusion modes accepted: {@link FusedSubscription#SYNC}, with
     *     {@link FusedSubscription#BOUNDARY} if iterating runs no user code (fusion across a thread boundary)
     * @param list the list {@code iterator} iterates (an array's or a user's), else {@code null}: its size is a hint
     *     for a fused consumer sizing its container ({@link FusedSubscription#sizeHint})
     */
    static <T> void subscribe(
            MultiSubscriber<? super T> downstream,
            Iterator<? extends T> iterator,
            Runnable onTermination,
            int fusionModes,
            List<?> list) {
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
        downstream.onSubscribe(new IteratorSubscription<>(downstream, iterator, onTermination, fusionModes, list));
    }

    @Override
    public int requestFusion(int modes) {
        // the requested BOUNDARY bit must be among the accepted ones, and SYNC must be asked for
        if ((modes & SYNC) != 0 && (modes & BOUNDARY & ~fusionModes) == 0) {
            fused = true;
            return SYNC;
        }
        return NONE;
    }

    @Override
    public T poll() {
        if (exhausted || (checkNext && !hasMore(iterator))) {
            return null;
        }
        // subscribe() checked hasNext() before the first item
        checkNext = true;
        return next(iterator);
    }

    /**
     * The loop of {@link #poll()} run here, with the iterator in a local and {@code checkNext} written once: the
     * same checks, the same clearing when the iterator ends or fails or produces {@code null}.
     */
    @Override
    public <C> boolean pollAll(C target, BiConsumer<C, ? super T> consumer, StopCondition stop) {
        if (exhausted) {
            return true;
        }
        Iterator<? extends T> items = iterator;
        if (!checkNext) { // subscribe() checked hasNext() before the first item
            if (stop.isStopped()) {
                return false;
            }
            checkNext = true;
            consumer.accept(target, next(items));
        }
        for (; ; ) {
            if (stop.isStopped()) {
                return false;
            }
            if (!hasMore(items)) {
                return true;
            }
            consumer.accept(target, next(items));
        }
    }

    /**
     * The list's size while nothing was polled (the iterator's position is not tracked), read only when a consumer
     * asks (collect().asList()). Only a hint: a list whose {@code size()} throws is iterated as any other iterable.
     */
    @Override
    public long sizeHint() {
        if (list == null || checkNext || exhausted) {
            return -1;
        }
        try {
            return list.size();
        } catch (RuntimeException unknown) {
            return -1;
        }
    }

    /** Fused mode: {@code iterator.hasNext()}, clearing the subscription when it is {@code false} or throws. */
    private boolean hasMore(Iterator<? extends T> items) {
        boolean hasMore = false;
        try {
            hasMore = items.hasNext();
        } finally {
            if (!hasMore) {
                clear();
            }
        }
        return hasMore;
    }

    /** Fused mode: {@code iterator.next()}, clearing the subscription when it throws or returns {@code null}. */
    private T next(Iterator<? extends T> items) {
        T item = null;
        try {
            item = items.next();
        } finally {
            if (item == null) {
                clear();
            }
        }
        return ParameterValidation.nonNullNpe(item, "The source produced a `null` item");
    }

    @Override
    public boolean isEmpty() {
        if (exhausted) {
            return true;
        }
        try {
            return checkNext && !iterator.hasNext();
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            return false; // the next poll() throws it
        }
    }

    @Override
    public void clear() {
        exhausted = true;
        finish();
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
        if (fused) {
            cancelled = true; // the consumer clears from its drain loop, which may be polling now
            return;
        }
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
            finish();
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

    /**
     * Marks the end of an iteration that is over (exhausted, or cleared by the polling consumer) and runs the
     * termination action. No other thread can start an emission loop any more (the emitting one keeps the demand
     * above 0 for ever, a fused one does not use it), so the flag only needs to become visible: a release store
     * rather than a volatile one, whose full fence every completion would pay.
     */
    private void finish() {
        CANCELLED.setRelease(this, true);
        terminate();
    }

    /**
     * Runs the termination action once. Reading the slot first spares a source without an action (iterables,
     * ranges, items) the atomic swap.
     */
    private void terminate() {
        if (onTermination == null || onTermination == NO_ACTION) {
            return;
        }
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
