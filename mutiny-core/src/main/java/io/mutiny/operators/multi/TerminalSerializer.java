package io.mutiny.operators.multi;

import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Serializes the items of the one thread that emits with a terminal signal that any thread may raise, so that the
 * downstream never receives two signals at once (Reactive Streams rule 1.3).
 *
 * <p>Most operators never need it: their failures arise on the emitting thread, and an invalid request is forwarded
 * upstream to the source, which fails through its own serialized emission. It is for the few places where a failure
 * arises on another thread while the upstream may be emitting: a request-side callback that throws
 * ({@code onRequest().invoke}, {@code capDemandsUsing}), a rejected request task ({@code runSubscriptionOn}), a
 * foreign publisher guarded against invalid requests.
 *
 * <p>Whoever moves the counter from 0 signals. A terminal signal raised while an item is being delivered is
 * delivered by the item's thread right after the item; items that arrive once a terminal signal was raised are
 * dropped. The cost is one compare-and-set and one decrement per item.
 */
final class TerminalSerializer {

    private static final AtomicIntegerFieldUpdater<TerminalSerializer> WIP =
            AtomicIntegerFieldUpdater.newUpdater(TerminalSerializer.class, "wip");

    private static final AtomicReferenceFieldUpdater<TerminalSerializer, Object> TERMINAL =
            AtomicReferenceFieldUpdater.newUpdater(TerminalSerializer.class, Object.class, "terminal");

    private static final Object COMPLETED = new Object();

    private volatile int wip;

    /** {@code null}, {@link #COMPLETED} or the failure: written once, before the counter is incremented. */
    private volatile Object terminal;

    /** Delivers {@code item} unless a terminal signal was raised; then delivers that terminal signal if it is pending. */
    <T> void onItem(MultiSubscriber<? super T> downstream, T item) {
        if (wip == 0 && WIP.compareAndSet(this, 0, 1)) {
            downstream.onItem(item);
            if (WIP.decrementAndGet(this) != 0) {
                deliverTerminal(downstream);
            }
        }
    }

    /** Fails {@code downstream} once no item is being delivered; a failure after another terminal signal is dropped. */
    void onFailure(MultiSubscriber<?> downstream, Throwable failure) {
        if (!terminate(downstream, failure)) {
            Infrastructure.handleDroppedException(failure);
        }
    }

    /** Completes {@code downstream} once no item is being delivered, unless a terminal signal was raised before. */
    void onCompletion(MultiSubscriber<?> downstream) {
        terminate(downstream, COMPLETED);
    }

    /** {@code true} once a terminal signal was raised (it may still be waiting for the item being delivered). */
    boolean isTerminated() {
        return terminal != null;
    }

    private boolean terminate(MultiSubscriber<?> downstream, Object signal) {
        if (!TERMINAL.compareAndSet(this, null, signal)) {
            return false;
        }
        if (WIP.getAndIncrement(this) == 0) {
            deliverTerminal(downstream);
        }
        return true;
    }

    private void deliverTerminal(MultiSubscriber<?> downstream) {
        Object signal = terminal;
        if (signal == COMPLETED) {
            downstream.onCompletion();
        } else {
            downstream.onFailure((Throwable) signal);
        }
    }
}
