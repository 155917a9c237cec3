package io.mutiny.operators.uni;

import io.mutiny.helpers.Exceptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.UniSubscription;
import java.util.ArrayDeque;

/**
 * Keeps long {@code Uni} pipelines from overflowing the thread stack. Subscriptions and signal deliveries nest
 * through {@link #enter()}/{@link #exit()}; once a thread is {@link #MAX_DEPTH} levels deep, further work is
 * {@linkplain #defer(Runnable) deferred} and run, in order, by the outermost level when it unwinds. Short pipelines
 * never defer anything and only pay for a thread-local counter.
 *
 * <p>Internal: operators use it through {@code AbstractUni.subscribe(upstream, subscriber)} and
 * {@link UniOperatorProcessor}.
 */
public final class UniTrampoline {

    /**
     * Nesting levels allowed before deferring. Each level costs a handful of frames, so this stays far below a
     * default thread stack while letting ordinary pipelines run without any deferral.
     */
    static final int MAX_DEPTH = 96;

    private static final ThreadLocal<UniTrampoline> CURRENT = ThreadLocal.withInitial(UniTrampoline::new);

    private final ArrayDeque<Runnable> deferred = new ArrayDeque<>();
    private int depth;

    private UniTrampoline() {}

    /** The trampoline of the calling thread. */
    public static UniTrampoline current() {
        return CURRENT.get();
    }

    /**
     * Enters one nesting level.
     *
     * @return {@code true} if the caller may run its work now (it must then call {@link #exit()} in a
     *     {@code finally}), {@code false} if it must {@link #defer(Runnable)} it instead
     */
    public boolean enter() {
        if (depth >= MAX_DEPTH) {
            return false;
        }
        depth++;
        return true;
    }

    /** Leaves a nesting level; the outermost level runs the deferred work before returning. */
    public void exit() {
        if (--depth == 0 && !deferred.isEmpty()) {
            runDeferred();
        }
    }

    /**
     * Cancels {@code subscription} through the trampoline: cancellation travels up a chain one operator per level,
     * so a long chain would otherwise overflow the stack.
     */
    public static void cancel(UniSubscription subscription) {
        UniTrampoline trampoline = current();
        if (trampoline.enter()) {
            try {
                subscription.cancel();
            } finally {
                trampoline.exit();
            }
        } else {
            trampoline.defer(subscription::cancel);
        }
    }

    /** Queues {@code task}; it runs on this thread once the stack has unwound to the outermost level. */
    public void defer(Runnable task) {
        deferred.add(task);
    }

    private void runDeferred() {
        depth = 1;
        try {
            Runnable task;
            while ((task = deferred.poll()) != null) {
                try {
                    task.run();
                } catch (Throwable failure) {
                    Exceptions.throwIfFatal(failure);
                    // nobody is left on the stack to receive it: a subscriber broke the protocol by throwing
                    Infrastructure.handleDroppedException(failure);
                }
            }
        } finally {
            depth = 0;
        }
    }
}
