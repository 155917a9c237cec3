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
 * {@link #execute(Runnable)} skips the timer and hands the task to the workers at once.
 */
public class MutinyScheduler extends ScheduledThreadPoolExecutor {

    private final Executor workers;

    /**
     * Creates the scheduler and its timer thread, handing fired tasks to {@code workers}.
     *
     * @throws NullPointerException if {@code workers} is {@code null}
     */
    public MutinyScheduler(Executor workers) {
        super(1, Infrastructure.namedDaemons("mutiny-timer-"));
        if (workers == null) {
            throw new NullPointerException("`workers` must not be `null`");
        }
        this.workers = workers;
        setRemoveOnCancelPolicy(true);
        setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        setContinueExistingPeriodicTasksAfterShutdownPolicy(false);
    }

    /**
     * Hands {@code command} to the worker executor at once.
     *
     * @throws RejectedExecutionException if this scheduler is shut down or the workers reject it
     */
    @Override
    public void execute(Runnable command) {
        if (isShutdown()) {
            throw new RejectedExecutionException("The Mutiny scheduler has been shut down");
        }
        workers.execute(command);
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
