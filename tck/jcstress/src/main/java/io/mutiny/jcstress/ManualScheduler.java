package io.mutiny.jcstress;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.Callable;
import java.util.concurrent.Delayed;
import java.util.concurrent.FutureTask;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A scheduler whose timers fire only when an actor calls {@link #fireFirst()}: it makes "the timer fires" an action
 * that jcstress can race against the others. A cancelled timer does not run, like in a real scheduler. A periodic
 * timer ({@code scheduleAtFixedRate}) fires once per {@code fireFirst()} call until it is cancelled.
 */
public final class ManualScheduler extends AbstractExecutorService implements ScheduledExecutorService {

    private final ReentrantLock lock = new ReentrantLock();
    private final List<Timer<?>> timers = new ArrayList<>();

    /** Runs the first timer scheduled (if it is there and not cancelled), on the calling thread. */
    public void fireFirst() {
        Timer<?> first;
        lock.lock();
        try {
            first = timers.isEmpty() ? null : timers.get(0);
        } finally {
            lock.unlock();
        }
        if (first != null) {
            first.run();
        }
    }

    /** Whether the first timer scheduled was cancelled. */
    public boolean firstCancelled() {
        lock.lock();
        try {
            return !timers.isEmpty() && timers.get(0).isCancelled();
        } finally {
            lock.unlock();
        }
    }

    /** How many timers were scheduled so far. */
    public int scheduled() {
        lock.lock();
        try {
            return timers.size();
        } finally {
            lock.unlock();
        }
    }

    private <V> ScheduledFuture<V> add(Timer<V> timer) {
        lock.lock();
        try {
            timers.add(timer);
        } finally {
            lock.unlock();
        }
        return timer;
    }

    @Override
    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        return add(new Timer<>(command, null, false));
    }

    @Override
    public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
        return add(new Timer<>(callable));
    }

    @Override
    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        return add(new Timer<>(command, null, true));
    }

    @Override
    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit) {
        throw new UnsupportedOperationException("one-shot and fixed-rate timers only");
    }

    /** Immediate tasks run on the calling thread. */
    @Override
    public void execute(Runnable command) {
        command.run();
    }

    @Override
    public void shutdown() {}

    @Override
    public List<Runnable> shutdownNow() {
        return List.of();
    }

    @Override
    public boolean isShutdown() {
        return false;
    }

    @Override
    public boolean isTerminated() {
        return false;
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) {
        return true;
    }

    private static final class Timer<V> extends FutureTask<V> implements ScheduledFuture<V> {
        private final boolean periodic;

        Timer(Runnable runnable, V result, boolean periodic) {
            super(runnable, result);
            this.periodic = periodic;
        }

        Timer(Callable<V> callable) {
            super(callable);
            this.periodic = false;
        }

        @Override
        public void run() {
            if (periodic) {
                runAndReset();
            } else {
                super.run();
            }
        }

        @Override
        public long getDelay(TimeUnit unit) {
            return 0;
        }

        @Override
        public int compareTo(Delayed other) {
            return 0;
        }
    }
}
