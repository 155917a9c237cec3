package io.mutiny.operators.multi;

import java.time.Duration;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/** A one-shot timer of a time-based operator: scheduled once, cancelled on cancellation or termination. */
final class OperatorTimer {

    private static final Future<?> CANCELLED = new java.util.concurrent.CompletableFuture<>();

    private static final AtomicReferenceFieldUpdater<OperatorTimer, Future> FUTURE =
            AtomicReferenceFieldUpdater.newUpdater(OperatorTimer.class, Future.class, "future");

    private volatile Future<?> future;

    /**
     * Schedules {@code action} after {@code delay} on {@code scheduler}.
     *
     * @throws RejectedExecutionException if the scheduler rejects the task: the caller turns it into a failure
     */
    void schedule(ScheduledExecutorService scheduler, Duration delay, Runnable action) {
        Future<?> scheduled = scheduler.schedule(action, delay.toNanos(), TimeUnit.NANOSECONDS);
        if (!FUTURE.compareAndSet(this, null, scheduled)) {
            scheduled.cancel(false);
        }
    }

    /** Cancels the timer, now or as soon as it is scheduled. Idempotent. */
    void cancel() {
        Future<?> current = FUTURE.getAndSet(this, CANCELLED);
        if (current != null && current != CANCELLED) {
            current.cancel(false);
        }
    }
}
