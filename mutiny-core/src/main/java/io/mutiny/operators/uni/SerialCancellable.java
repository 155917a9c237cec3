package io.mutiny.operators.uni;

import io.mutiny.subscription.Cancellable;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Holds the current step of a sequential operation (a subscription, then a timer, then another subscription...):
 * {@link #replace} swaps in the next step without cancelling the previous one, {@link #cancel()} cancels the
 * current step once and for all, and a step set after the cancellation is cancelled at once.
 */
final class SerialCancellable {

    private static final Cancellable CANCELLED = () -> {};

    private final AtomicReference<Cancellable> current = new AtomicReference<>();

    void replace(Cancellable next) {
        while (true) {
            Cancellable previous = current.get();
            if (previous == CANCELLED) {
                next.cancel();
                return;
            }
            if (current.compareAndSet(previous, next)) {
                return;
            }
        }
    }

    /** Cancels the current step; returns {@code true} on the first call only. */
    boolean cancel() {
        Cancellable previous = current.getAndSet(CANCELLED);
        if (previous == CANCELLED) {
            return false;
        }
        if (previous != null) {
            previous.cancel();
        }
        return true;
    }

    /** Marks the operation as finished without cancelling the current step; {@code true} on the first call only. */
    boolean terminate() {
        return current.getAndSet(CANCELLED) != CANCELLED;
    }

    boolean isCancelled() {
        return current.get() == CANCELLED;
    }
}
