package io.mutiny.jcstress;

import java.util.concurrent.Executor;

/**
 * An executor that keeps its first task until an actor calls {@link #runHeld()}, and runs every later task on the
 * calling thread: it makes "the first task runs" (for {@code runSubscriptionOn}, the upstream subscription) an action
 * that jcstress can race against the others.
 */
public final class FirstTaskHeldExecutor implements Executor {

    private Runnable held;

    @Override
    public void execute(Runnable task) {
        if (held == null) {
            // the first task arrives while the test state is built, before the actors start
            held = task;
        } else {
            task.run();
        }
    }

    /** Runs the held task on the calling thread. */
    public void runHeld() {
        held.run();
    }
}
