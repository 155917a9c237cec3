package io.mutiny.helpers;

import io.mutiny.subscription.Cancellable;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Holds what an operator must cancel when it is cancelled or terminates: a timer, a secondary subscription, or
 * the current step of a sequence of them (a subscription, then a back-off timer, then the next subscription...).
 *
 * <p>Once {@link #cancel()} or {@link #terminate()} was called, the slot is closed for good: anything stored
 * later is cancelled at once, so a timer scheduled or a subscription received concurrently with the cancellation
 * never leaks.
 */
public final class CancellableSlot {

    private static final Cancellable CLOSED = () -> {};

    private static final AtomicReferenceFieldUpdater<CancellableSlot, Cancellable> CURRENT =
            AtomicReferenceFieldUpdater.newUpdater(CancellableSlot.class, Cancellable.class, "current");

    private volatile Cancellable current;

    /**
     * Stores {@code cancellable} if the slot is still empty; otherwise (already set, or closed) cancels it at once.
     * For something set once in the life of the operator.
     */
    public void set(Cancellable cancellable) {
        if (!CURRENT.compareAndSet(this, null, cancellable)) {
            cancellable.cancel();
        }
    }

    /**
     * Stores {@code next} in place of the current step, without cancelling that one (it is over); cancels
     * {@code next} at once if the slot is closed.
     */
    public void replace(Cancellable next) {
        for (; ; ) {
            Cancellable previous = current;
            if (previous == CLOSED) {
                next.cancel();
                return;
            }
            if (CURRENT.compareAndSet(this, previous, next)) {
                return;
            }
        }
    }

    /**
     * Schedules {@code action} after {@code delay} on {@code scheduler} and {@link #set}s the timer, so that
     * cancelling the slot cancels the timer, even concurrently with this call.
     *
     * @throws RejectedExecutionException if the scheduler rejects the task: the caller turns it into a failure
     */
    public void schedule(ScheduledExecutorService scheduler, long delay, TimeUnit unit, Runnable action) {
        Future<?> timer = scheduler.schedule(action, delay, unit);
        set(() -> timer.cancel(false));
    }

    /**
     * Closes the slot and cancels what it held. Idempotent.
     *
     * @return {@code true} on the call that closed the slot
     */
    public boolean cancel() {
        Cancellable previous = CURRENT.getAndSet(this, CLOSED);
        if (previous == CLOSED) {
            return false;
        }
        if (previous != null) {
            previous.cancel();
        }
        return true;
    }

    /**
     * Closes the slot without cancelling what it held: the operation finished on its own.
     *
     * @return {@code true} on the call that closed the slot
     */
    public boolean terminate() {
        return CURRENT.getAndSet(this, CLOSED) != CLOSED;
    }

    /** {@code true} once the slot was cancelled or terminated. */
    public boolean isCancelled() {
        return current == CLOSED;
    }
}
