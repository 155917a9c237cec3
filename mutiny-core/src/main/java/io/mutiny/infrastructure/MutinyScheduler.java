package io.mutiny.infrastructure;

import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;

/**
 * The default worker pool's scheduler: one daemon timer thread ({@code mutiny-timer}) that keeps the timers, and
 * hands each task to the worker executor, so that a slow task never delays other timers. Cancelled timers are
 * removed from the queue at once, so a cancelled timeout does not stay in memory until its deadline.
 */
public class MutinyScheduler extends ScheduledThreadPoolExecutor {

    private final Executor workers;

    public MutinyScheduler(Executor workers) {
        super(1, Infrastructure.namedDaemons("mutiny-timer-"));
        this.workers = workers;
        setRemoveOnCancelPolicy(true);
        setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
    }

    @Override
    public void execute(Runnable command) {
        if (isShutdown()) {
            throw new RejectedExecutionException("The Mutiny scheduler has been shut down");
        }
        workers.execute(command);
    }
}
