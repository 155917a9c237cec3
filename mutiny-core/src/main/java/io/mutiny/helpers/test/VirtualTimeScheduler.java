package io.mutiny.helpers.test;

import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Delayed;
import java.util.concurrent.Executors;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A {@link ScheduledExecutorService} for tests whose clock only moves when the test says so.
 *
 * <p>Virtual time starts at 0 and is read with {@link #now()} (nanoseconds). {@link #advanceTimeBy(Duration)} and
 * {@link #advanceTimeTo(Duration)} move it forward and run, on the calling thread and before returning, every task
 * whose deadline falls in the window: in deadline order, FIFO for equal deadlines, with {@link #now()} set to each
 * task's deadline while it runs. Tasks scheduled by those tasks run in the same call when their deadline is inside
 * the window, so a chain of timers settles in one call.
 *
 * <p>{@link #execute(Runnable)}, {@code submit(..)} and {@code schedule(..)} with a zero or negative delay run the
 * task <em>at once</em> (at the current virtual time), on the calling thread, unless the scheduler is already
 * running tasks: then the task is queued and that running loop executes it before it finishes (so a task never
 * runs nested inside another one). {@link #runPending()} (alias {@link #triggerActions()}) runs whatever is due
 * without moving the clock.
 *
 * <p>The returned {@link ScheduledFuture}s can be cancelled: a cancelled task is removed from the queue at once
 * (see {@link #pendingTaskCount()}). A periodic task stops after it throws; its future then holds the failure. A
 * failure thrown by a task given to {@link #execute(Runnable)} has no future to hold it, so it goes to
 * {@link Infrastructure#handleDroppedException(Throwable)}.
 *
 * <p>Use it as an explicit executor ({@code ifNoItem().after(d).on(scheduler)}) or install it as the default with
 * {@code Infrastructure.setDefaultExecutor(scheduler)}, and restore the default with
 * {@code Infrastructure.setDefaultExecutor()} after the test.
 */
public class VirtualTimeScheduler extends AbstractExecutorService implements ScheduledExecutorService {

    private final ConcurrentSkipListSet<VirtualTask<?>> queue = new ConcurrentSkipListSet<>(
            Comparator.<VirtualTask<?>>comparingLong(task -> task.deadline).thenComparingLong(task -> task.sequence));
    private final AtomicLong sequence = new AtomicLong();
    // Held while tasks run: it serializes the run loops and lets advanceTime wait for a loop running elsewhere.
    private final ReentrantLock runLock = new ReentrantLock();
    private final CountDownLatch terminated = new CountDownLatch(1);

    private volatile long nowNanos;
    // Deadline up to which tasks are due; only grows. Written under runLock or before taking it.
    private final AtomicLong horizonNanos = new AtomicLong();
    private volatile boolean shutdown;

    /** Creates a scheduler whose virtual clock reads 0. */
    public VirtualTimeScheduler() {
        // the clock starts at 0
    }

    /** Returns the current virtual time, in nanoseconds since this scheduler was created. */
    public long now() {
        return nowNanos;
    }

    /** Returns the current virtual time converted to {@code unit}. */
    public long now(TimeUnit unit) {
        return unit.convert(nowNanos, TimeUnit.NANOSECONDS);
    }

    /** Returns the number of tasks waiting in the queue (scheduled and not cancelled). */
    public int pendingTaskCount() {
        return queue.size();
    }

    /**
     * Moves the clock forward by {@code amount} and runs, on the calling thread, every task due until then.
     *
     * @throws IllegalArgumentException if {@code amount} is {@code null} or negative
     */
    public void advanceTimeBy(Duration amount) {
        ParameterValidation.nonNull(amount, "amount");
        if (amount.isNegative()) {
            throw new IllegalArgumentException("`amount` must not be negative");
        }
        long target;
        long current;
        do {
            current = horizonNanos.get();
            target = saturatedAdd(current, amount.toNanos());
        } while (!horizonNanos.compareAndSet(current, target));
        runDueTasksAndWait();
    }

    /**
     * Moves the clock to {@code instant} (virtual time since creation) and runs, on the calling thread, every task
     * due until then. An instant in the past only runs the tasks that are due.
     *
     * @throws IllegalArgumentException if {@code instant} is {@code null} or negative
     */
    public void advanceTimeTo(Duration instant) {
        ParameterValidation.nonNull(instant, "instant");
        if (instant.isNegative()) {
            throw new IllegalArgumentException("`instant` must not be negative");
        }
        horizonNanos.accumulateAndGet(instant.toNanos(), Math::max);
        runDueTasksAndWait();
    }

    /** Runs, on the calling thread, every task that is due at the current virtual time; the clock does not move. */
    public void runPending() {
        runDueTasksAndWait();
    }

    /** Same as {@link #runPending()}. */
    public void triggerActions() {
        runPending();
    }

    // ---- ScheduledExecutorService ----

    /**
     * Runs {@code command} at the current virtual time: at once on the calling thread, or, if tasks are already
     * running, by that run loop before it ends. A failure it throws goes to
     * {@link Infrastructure#handleDroppedException(Throwable)}.
     *
     * @throws RejectedExecutionException after {@link #shutdown()}
     */
    @Override
    public void execute(Runnable command) {
        ParameterValidation.nonNull(command, "command");
        enqueue(new VirtualTask<Void>(Executors.callable(command, null), nowNanos, 0, true));
        runDueTasksIfIdle();
    }

    /**
     * Schedules {@code command} to run once the clock has moved by {@code delay}; a zero or negative delay behaves
     * as {@link #execute(Runnable)}, except that a failure is kept in the returned future.
     */
    @Override
    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        ParameterValidation.nonNull(command, "command");
        return schedule(Executors.callable(command, null), delay, unit);
    }

    /** Schedules {@code callable} like {@link #schedule(Runnable, long, TimeUnit)}; its result fills the future. */
    @Override
    public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
        ParameterValidation.nonNull(callable, "callable");
        ParameterValidation.nonNull(unit, "unit");
        VirtualTask<V> task = new VirtualTask<>(callable, deadlineAfter(delay, unit), 0, false);
        enqueue(task);
        runDueTasksIfIdle();
        return task;
    }

    /**
     * Runs {@code command} first after {@code initialDelay}, then every {@code period} of virtual time (deadlines
     * {@code initialDelay + k * period}), until cancelled or until it throws.
     */
    @Override
    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        return schedulePeriodic(command, initialDelay, period, unit);
    }

    /**
     * Runs {@code command} first after {@code initialDelay}, then {@code delay} after each run, until cancelled or
     * until it throws. Tasks take no virtual time, so this is the same schedule as a fixed rate.
     */
    @Override
    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit) {
        return schedulePeriodic(command, initialDelay, delay, unit);
    }

    /** Same as {@link #execute(Runnable)}, with the outcome kept in the returned future. */
    @Override
    public ScheduledFuture<?> submit(Runnable task) {
        return schedule(task, 0, TimeUnit.NANOSECONDS);
    }

    /** Same as {@link #execute(Runnable)}, with {@code result} or the failure kept in the returned future. */
    @Override
    public <T> ScheduledFuture<T> submit(Runnable task, T result) {
        ParameterValidation.nonNull(task, "task");
        return schedule(Executors.callable(task, result), 0, TimeUnit.NANOSECONDS);
    }

    /** Same as {@link #execute(Runnable)}, with the callable's result or failure kept in the returned future. */
    @Override
    public <T> ScheduledFuture<T> submit(Callable<T> task) {
        return schedule(task, 0, TimeUnit.NANOSECONDS);
    }

    /** Rejects new tasks; tasks already queued still run when time advances. */
    @Override
    public void shutdown() {
        shutdown = true;
        if (queue.isEmpty()) {
            terminated.countDown();
        }
    }

    /** Rejects new tasks, cancels and returns the queued ones. */
    @Override
    public List<Runnable> shutdownNow() {
        shutdown = true;
        List<Runnable> pending = new ArrayList<>(queue);
        pending.forEach(task -> ((VirtualTask<?>) task).cancel(false));
        terminated.countDown();
        return pending;
    }

    @Override
    public boolean isShutdown() {
        return shutdown;
    }

    @Override
    public boolean isTerminated() {
        return terminated.getCount() == 0;
    }

    /** Waits, in real time, for a shut-down scheduler to have no queued task left. */
    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        return terminated.await(timeout, unit);
    }

    // ---- internals ----

    private ScheduledFuture<?> schedulePeriodic(Runnable command, long initialDelay, long period, TimeUnit unit) {
        ParameterValidation.nonNull(command, "command");
        ParameterValidation.nonNull(unit, "unit");
        ParameterValidation.positive(period, "period");
        VirtualTask<Void> task = new VirtualTask<>(
                Executors.callable(command, null), deadlineAfter(initialDelay, unit), unit.toNanos(period), false);
        enqueue(task);
        runDueTasksIfIdle();
        return task;
    }

    private long deadlineAfter(long delay, TimeUnit unit) {
        return saturatedAdd(nowNanos, Math.max(0, unit.toNanos(delay)));
    }

    private static long saturatedAdd(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    private void enqueue(VirtualTask<?> task) {
        if (shutdown) {
            throw new RejectedExecutionException("The virtual time scheduler has been shut down");
        }
        task.sequence = sequence.getAndIncrement();
        queue.add(task);
        // a cancel racing with the insertion may have missed the task: make sure it leaves the queue
        if (task.isCancelled()) {
            queue.remove(task);
        }
    }

    /** Used by execute/schedule: never blocks, never nests inside a running task. */
    private void runDueTasksIfIdle() {
        do {
            if (runLock.isHeldByCurrentThread() || !runLock.tryLock()) {
                // the loop that holds the lock runs the task before it ends (it re-checks after unlocking)
                return;
            }
            try {
                runDueTasks();
            } finally {
                runLock.unlock();
            }
        } while (hasDueTask());
    }

    /** Used by the clock moves: waits for a loop running on another thread, so all due tasks ran on return. */
    private void runDueTasksAndWait() {
        if (runLock.isHeldByCurrentThread()) {
            // called from a task: the enclosing loop sees the new horizon
            return;
        }
        runLock.lock();
        try {
            runDueTasks();
        } finally {
            runLock.unlock();
        }
        if (hasDueTask()) {
            runDueTasksIfIdle();
        }
    }

    private boolean hasDueTask() {
        VirtualTask<?> first = firstTask();
        return first != null && first.deadline <= Math.max(horizonNanos.get(), nowNanos);
    }

    private VirtualTask<?> firstTask() {
        Iterator<VirtualTask<?>> tasks = queue.iterator();
        return tasks.hasNext() ? tasks.next() : null;
    }

    private void runDueTasks() {
        while (true) {
            VirtualTask<?> task = firstTask();
            if (task == null || task.deadline > Math.max(horizonNanos.get(), nowNanos)) {
                break;
            }
            if (!queue.remove(task)) {
                // cancelled meanwhile
                continue;
            }
            if (task.deadline > nowNanos) {
                nowNanos = task.deadline;
            }
            task.run();
        }
        long horizon = horizonNanos.get();
        if (horizon > nowNanos) {
            nowNanos = horizon;
        }
        if (shutdown && queue.isEmpty()) {
            terminated.countDown();
        }
    }

    private final class VirtualTask<V> extends FutureTask<V> implements ScheduledFuture<V> {
        private final long period;
        private final boolean reportFailure;
        // mutated only while the task is out of the queue (the queue orders by them)
        private volatile long deadline;
        private volatile long sequence;

        VirtualTask(Callable<V> callable, long deadline, long period, boolean reportFailure) {
            super(callable);
            this.deadline = deadline;
            this.period = period;
            this.reportFailure = reportFailure;
        }

        @Override
        public void run() {
            if (period == 0) {
                super.run();
            } else if (super.runAndReset() && !shutdown) {
                deadline = saturatedAdd(deadline, period);
                enqueue(this);
            }
        }

        @Override
        protected void setException(Throwable failure) {
            super.setException(failure);
            if (reportFailure) {
                Infrastructure.handleDroppedException(failure);
            }
        }

        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            boolean cancelled = super.cancel(mayInterruptIfRunning);
            queue.remove(this);
            return cancelled;
        }

        @Override
        public long getDelay(TimeUnit unit) {
            return unit.convert(deadline - nowNanos, TimeUnit.NANOSECONDS);
        }

        @Override
        public int compareTo(Delayed other) {
            if (other instanceof VirtualTask) {
                VirtualTask<?> task = (VirtualTask<?>) other;
                int byDeadline = Long.compare(deadline, task.deadline);
                return byDeadline != 0 ? byDeadline : Long.compare(sequence, task.sequence);
            }
            return Long.compare(getDelay(TimeUnit.NANOSECONDS), other.getDelay(TimeUnit.NANOSECONDS));
        }
    }
}
