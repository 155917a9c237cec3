package io.mutiny.operators.multi;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * The inner subscriber shared by the operators that hold items back and emit them later (emitOn, overflow
 * buffering, keep-latest): items go to the subclass's storage and one serialized drain loop (a {@code wip} counter
 * with a {@code missed} loop) emits them within the downstream demand.
 *
 * <p>An upstream failure or completion is delivered after the stored items, so nothing is lost. A failure raised by
 * the operator itself ({@link #failNow(Throwable)}: overflow, invalid request, callback failure) cancels the
 * upstream and discards the stored items, so it reaches the downstream even if it never requests again. A
 * cancellation discards the stored items.
 *
 * <p>A subclass whose storage is a queue polled without user code may let an {@code ASYNC}-fusing downstream poll it
 * ({@link #fuseOutput()}): the drain loop then only signals, {@code onItem(null)} and the terminal signal, and the
 * downstream clears the storage itself on every exit.
 *
 * <p>A subclass whose upstream is a {@code SYNC} source it polls instead of storing its items runs
 * {@link #drainSource(FusedSubscription)} as its drain loop.
 *
 * @param <T> the type of the items
 */
abstract class QueueDrainProcessor<T> extends MultiOperatorProcessor<T, T> {

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<QueueDrainProcessor> WIP =
            AtomicIntegerFieldUpdater.newUpdater(QueueDrainProcessor.class, "wip");

    @SuppressWarnings("rawtypes")
    private static final AtomicLongFieldUpdater<QueueDrainProcessor> REQUESTED =
            AtomicLongFieldUpdater.newUpdater(QueueDrainProcessor.class, "requested");

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<QueueDrainProcessor, Throwable> IMMEDIATE_FAILURE =
            AtomicReferenceFieldUpdater.newUpdater(QueueDrainProcessor.class, Throwable.class, "immediateFailure");

    private volatile int wip;
    private volatile long requested;
    private volatile boolean done;
    private volatile boolean cancelled;
    /** Written before {@code done}. */
    private Throwable upstreamFailure;

    private volatile Throwable immediateFailure;

    /** The downstream polls the storage itself ({@code ASYNC} fusion); set in its onSubscribe. */
    private boolean outputFused;

    /** The items delivered; only touched by the drain loop (a subclass's own included), which wip serializes. */
    long emitted;

    QueueDrainProcessor(MultiSubscriber<? super T> downstream) {
        super(downstream);
    }

    /** How many items to request upstream once subscribed; 0 for none. */
    abstract long initialUpstreamRequest();

    /** Stores an item coming from upstream (the only producer). */
    abstract void store(T item);

    /**
     * Takes the next stored item, or {@code null} if there is none or if the storage holds its items back; called
     * while owning the drain loop only.
     */
    abstract T poll();

    /** {@code true} if nothing is stored, whether or not the storage holds its items back. */
    abstract boolean isEmpty();

    /** Discards the stored items, once the stream is over; called while owning the drain loop only. */
    abstract void clear();

    /**
     * Lets the downstream poll the storage ({@code ASYNC} fusion); called while it negotiates in its onSubscribe.
     */
    final void fuseOutput() {
        outputFused = true;
    }

    /** {@code true} once the operator failed the stream itself: a fused downstream must not poll the items left. */
    final boolean failedNow() {
        return immediateFailure != null;
    }

    /** {@code true} once the downstream polls the storage itself ({@link #fuseOutput()}). */
    final boolean isOutputFused() {
        return outputFused;
    }

    /** Called by the drain loop after each item it emitted. */
    void afterEmission() {
        // nothing by default
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        super.onSubscribe(subscription);
        long initial = initialUpstreamRequest();
        if (initial > 0) {
            requestUpstream(initial);
        }
    }

    @Override
    public void onItem(T item) {
        // isDone(): the operator failed the stream itself (failNow cancelled the upstream) and the drain loop, busy on
        // another thread, has not delivered that failure yet: an item still on its way is not stored, nor passed to a
        // dropped-item callback
        if (done || cancelled || isDone()) {
            return;
        }
        store(item);
        scheduleDrain();
    }

    @Override
    public void onFailure(Throwable failure) {
        if (done || cancelled) {
            return;
        }
        upstreamFailure = failure;
        done = true;
        scheduleDrain();
    }

    @Override
    public void onCompletion() {
        if (done || cancelled) {
            return;
        }
        done = true;
        scheduleDrain();
    }

    @Override
    public void request(long n) {
        if (n <= 0) {
            failNow(Subscriptions.invalidRequest(n));
            return;
        }
        if (outputFused) {
            return; // the downstream polls at its pace
        }
        Subscriptions.add(REQUESTED, this, n);
        if (awaitsStorage() && !done) {
            // Nothing to deliver yet: no drain. The next item or terminal signal schedules it and reads this demand:
            // it was added before the storage was read here, and the producer stores before its scheduleDrain() (a
            // full fence) and the drain's read of the demand.
            return;
        }
        scheduleDrain();
    }

    /**
     * {@code true} when nothing is stored yet, for a subclass whose drain costs a hand-off: a request then schedules
     * no drain. Read after the demand is added; the default, {@code false}, always drains.
     */
    boolean awaitsStorage() {
        return false;
    }

    @Override
    public void cancel() {
        if (cancelled) {
            return;
        }
        cancelled = true;
        super.cancel();
        // Owning the counter, we may clear; it is never released, so no drain runs again. A fused downstream owns
        // the storage: it clears it itself.
        if (!outputFused && enterDrain()) {
            clear();
        }
    }

    /**
     * Cancels the upstream and fails the downstream as soon as the drain loop gets to it. Only the first such failure
     * is delivered: a later one (the overflow that follows a dropped item's callback failing at once) goes to
     * {@link Infrastructure#handleDroppedException(Throwable)} instead of replacing it.
     */
    void failNow(Throwable failure) {
        super.cancel();
        if (!IMMEDIATE_FAILURE.compareAndSet(this, null, failure)) {
            Infrastructure.handleDroppedException(failure);
            return;
        }
        scheduleDrain();
    }

    /** Runs the drain loop on the current thread, unless another thread runs it. */
    void scheduleDrain() {
        if (enterDrain()) {
            drainLoop();
        }
    }

    /** {@code true} when the caller now owns the drain loop and must run it (or give it up for good). */
    final boolean enterDrain() {
        return WIP.getAndIncrement(this) == 0;
    }

    /**
     * Fails the stream at once: for a caller that owns the drain loop but cannot run it. The loop is never released.
     */
    final void failOwningDrain(Throwable failure) {
        cancelled = true;
        super.cancel();
        if (!outputFused) {
            clear(); // a fused downstream owns the storage
        }
        downstream.onFailure(failure);
    }

    /**
     * Gives back {@code missed} entries of the drain loop: 1 for a loop taken with {@link #enterDrain()} and not run.
     *
     * @return the entries left: when not 0, signals came meanwhile and the caller still owns the loop
     */
    final int leaveDrain(int missed) {
        return WIP.addAndGet(this, -missed);
    }

    /** The total demand of the downstream: for a subclass running a drain loop of its own. */
    final long requested() {
        return requested;
    }

    /** The drain loop; the caller has entered it with {@link #enterDrain()}. */
    final void drainLoop() {
        if (outputFused) {
            signalOutput();
            return;
        }
        int missed = 1;
        long emittedItems = emitted;
        for (; ; ) {
            long demand = requested;
            while (emittedItems != demand) {
                boolean terminated = done;
                T item = poll();
                // A storage may hold items back (a paused stream): only a really empty one lets a terminal pass.
                if (stopped(terminated, item == null && isEmpty())) {
                    return;
                }
                if (item == null) {
                    break;
                }
                downstream.onItem(item);
                emittedItems++;
                afterEmission();
            }
            if (emittedItems == demand && stopped(done, isEmpty())) {
                return;
            }
            emitted = emittedItems;
            missed = leaveDrain(missed);
            if (missed == 0) {
                return;
            }
        }
    }

    /**
     * The drain loop over a synchronous source polled instead of stored, entered by the caller: it polls within the
     * demand, and a source found empty completes the stream, without waiting for more demand as a pushing source
     * would. A source failing to poll fails the stream. The pull of an item and its delivery stay next to each other,
     * in one method, so that the compiler can remove the box of a range's item.
     */
    final void drainSource(FusedSubscription<T> source) {
        int missed = 1;
        long emittedItems = emitted;
        MultiSubscriber<? super T> subscriber = downstream;
        for (; ; ) {
            long demand = requested;
            while (emittedItems != demand) {
                if (stopped(false, false)) {
                    return;
                }
                T item;
                try {
                    item = source.poll();
                } catch (Throwable pollFailure) {
                    Exceptions.throwIfFatal(pollFailure);
                    failNow(pollFailure);
                    stopped(false, false); // delivers it
                    return;
                }
                if (item == null) {
                    stopped(true, true); // completes
                    return;
                }
                subscriber.onItem(item);
                emittedItems++;
            }
            if (stopped(source.isEmpty(), true)) {
                return;
            }
            emitted = emittedItems;
            missed = leaveDrain(missed);
            if (missed == 0) {
                return;
            }
        }
    }

    /** Fused: tells the downstream to poll, then sends the terminal signal once the items before it are pollable. */
    private void signalOutput() {
        int missed = 1;
        for (; ; ) {
            if (cancelled) {
                return;
            }
            Throwable immediate = immediateFailure;
            if (immediate != null) {
                cancelled = true;
                downstream.onFailure(immediate);
                return;
            }
            boolean terminated = done;
            downstream.onItem(null);
            if (terminated) {
                cancelled = true;
                Throwable failure = upstreamFailure;
                if (failure != null) {
                    downstream.onFailure(failure);
                } else {
                    downstream.onCompletion();
                }
                return;
            }
            missed = WIP.addAndGet(this, -missed);
            if (missed == 0) {
                return;
            }
        }
    }

    /**
     * Checks whether the loop must stop and sends the due terminal signal, the operator's failure first; the counter
     * stays taken if so.
     */
    final boolean stopped(boolean terminated, boolean empty) {
        if (cancelled) {
            clear();
            return true;
        }
        Throwable immediate = immediateFailure;
        if (immediate != null) {
            cancelled = true;
            clear();
            downstream.onFailure(immediate);
            return true;
        }
        if (terminated && empty) {
            cancelled = true;
            // nothing is left to discard, but subclasses release their resources there
            clear();
            Throwable failure = upstreamFailure;
            if (failure != null) {
                downstream.onFailure(failure);
            } else {
                downstream.onCompletion();
            }
            return true;
        }
        return false;
    }
}
