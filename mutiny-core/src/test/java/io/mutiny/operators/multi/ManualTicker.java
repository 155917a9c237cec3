package io.mutiny.operators.multi;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * A scheduler whose periodic and delayed tasks run only when the test calls {@link #tick()} or
 * {@link #runDelayed()}; the futures it returns are real (cancellable, observable).
 */
final class ManualTicker extends ScheduledThreadPoolExecutor {

    private volatile Runnable periodic;
    private volatile ScheduledFuture<?> periodicFuture;
    private volatile Runnable delayed;
    private volatile ScheduledFuture<?> delayedFuture;

    ManualTicker() {
        super(1);
    }

    @Override
    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        periodic = command;
        periodicFuture = super.schedule(() -> {}, 1, TimeUnit.DAYS);
        return periodicFuture;
    }

    @Override
    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        delayed = command;
        delayedFuture = super.schedule(() -> {}, 1, TimeUnit.DAYS);
        return delayedFuture;
    }

    void tick() {
        if (!periodicFuture.isCancelled()) {
            periodic.run();
        }
    }

    void runDelayed() {
        if (!delayedFuture.isCancelled()) {
            delayed.run();
        }
    }

    boolean periodicCancelled() {
        return periodicFuture != null && periodicFuture.isCancelled();
    }

    boolean delayedPending() {
        return delayedFuture != null && !delayedFuture.isCancelled() && !delayedFuture.isDone();
    }
}
