package io.mutiny.infrastructure;

import java.util.concurrent.Delayed;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.RunnableScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The default worker pool's scheduler: one daemon timer thread ({@code mutiny-timer-N}) keeps the timers, with
 * nanosecond precision, and hands each task that fires to the worker executor, so that a slow task never delays
 * the other timers.
 *
 * <p>The returned futures keep their {@link java.util.concurrent.ScheduledFuture} meaning: {@code get()} returns
 * once the task ran on a worker. {@code cancel(..)} before the deadline prevents the run and removes the timer from
 * the queue at once (a cancelled 10 s timeout does not stay in memory for 10 s). After the hand-off, cancelling
 * behaves as {@link java.util.concurrent.FutureTask#cancel(boolean)} on a running task: the run is not undone, and
 * {@code mayInterruptIfRunning} interrupts the worker. A periodic task runs on a worker each time, never two runs
 * at once. If the worker executor rejects a fired task, the task is cancelled and the
 * {@link RejectedExecutionException} goes to {@link Infrastructure#handleDroppedException(Throwable)}.
 * {@link #execute(Runnable)} goes through the timer thread too, so that the task never runs on the caller's thread
 * even when the worker executor runs tasks where it is called (such as {@code Runnable::run}); only for the
 * library's own worker pool, known to hand tasks to its threads, does it skip the timer.
 */
public class MutinyScheduler extends ScheduledThreadPoolExecutor {

    private final Executor workers;
    private final boolean workersHop;

    /**
     * Creates the scheduler and its timer thread, handing fired tasks to {@code workers}.
     *
     * @throws NullPointerException if {@code workers} is {@code null}
     */
    public MutinyScheduler(Executor workers) {
        this(workers, false);
    }

    /**
     * @param workersHop {@code true} when {@code workers} always runs tasks on threads of its own, so that
     *     {@link #execute(Runnable)} may hand tasks to it directly
     */
    MutinyScheduler(Executor workers, boolean workersHop) {
        super(1, Infrastructure.namedDaemons("mutiny-timer-"));
        if (workers == null) {
            throw new NullPointerException("`workers` must not be `null`");
        }
        this.workers = workers;
        this.workersHop = workersHop;
        setRemoveOnCancelPolicy(true);
        setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        setContinueExistingPeriodicTasksAfterShutdownPolicy(false);
    }

    /**
     * Hands {@code command} to the worker executor: at once for the library's own pool, else from the timer thread
     * (so not on the caller's thread; a rejection by the workers then goes to the dropped-exception handler).
     *
     * @throws RejectedExecutionException if this scheduler is shut down, or the library's own pool rejects it
     */
    @Override
    public void execute(Runnable command) {
        if (isShutdown()) {
            throw new RejectedExecutionException("The Mutiny scheduler has been shut down");
        }
        if (workersHop) {
            workers.execute(command);
        } else {
            schedule(command, 0L, TimeUnit.NANOSECONDS);
        }
    }

    @Override
    protected <V> RunnableScheduledFuture<V> decorateTask(Runnable runnable, RunnableScheduledFuture<V> task) {
        return new HandOff<>(task);
    }

    @Override
    protected <V> RunnableScheduledFuture<V> decorateTask(
            java.util.concurrent.Callable<V> callable, RunnableScheduledFuture<V> task) {
        return new HandOff<>(task);
    }

    /** What the timer queue holds: when it fires on the timer thread, the real task runs on a worker. */
    private final class HandOff<V> implements RunnableScheduledFuture<V> {
        private final RunnableScheduledFuture<V> task;

        HandOff(RunnableScheduledFuture<V> task) {
            this.task = task;
        }

        @Override
        public void run() {
            try {
                workers.execute(task);
            } catch (RejectedExecutionException rejected) {
                task.cancel(false);
                Infrastructure.handleDroppedException(rejected);
            }
        }

        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            boolean cancelled = task.cancel(mayInterruptIfRunning);
            // the executor's remove-on-cancel only knows its own task type: remove the wrapper explicitly
            remove(this);
            return cancelled;
        }

        @Override
        public boolean isPeriodic() {
            return task.isPeriodic();
        }

        @Override
        public long getDelay(TimeUnit unit) {
            return task.getDelay(unit);
        }

        @Override
        public int compareTo(Delayed other) {
            return task.compareTo(other instanceof HandOff ? ((HandOff<?>) other).task : other);
        }

        @Override
        public boolean isCancelled() {
            return task.isCancelled();
        }

        @Override
        public boolean isDone() {
            return task.isDone();
        }

        @Override
        public V get() throws InterruptedException, ExecutionException {
            return task.get();
        }

        @Override
        public V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
            return task.get(timeout, unit);
        }
    }
}
