package io.mutiny.operators.uni;

import io.mutiny.subscription.Cancellable;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A slot for one thing to cancel later (a timer, a secondary subscription) that may be set after the cancellation:
 * a late {@link #set} cancels its argument at once. {@link #cancel()} is idempotent.
 */
final class CancellableSlot {

    private static final Cancellable CANCELLED = () -> {};

    private final AtomicReference<Cancellable> slot = new AtomicReference<>();

    /** Stores {@code cancellable}, replacing nothing; cancels it at once if this slot was already cancelled. */
    void set(Cancellable cancellable) {
        if (!slot.compareAndSet(null, cancellable)) {
            cancellable.cancel();
        }
    }

    void cancel() {
        Cancellable previous = slot.getAndSet(CANCELLED);
        if (previous != null && previous != CANCELLED) {
            previous.cancel();
        }
    }

    boolean isCancelled() {
        return slot.get() == CANCELLED;
    }
}
