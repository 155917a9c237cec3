package io.mutiny.operators.uni;

import io.mutiny.helpers.Exceptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.UniSubscription;
import java.util.ArrayDeque;

/**
 * Keeps long {@code Uni} pipelines from overflowing the thread stack, at no cost for short ones.
 *
 * <p>The mechanism is a depth budget counted at subscription time, not per signal: each {@link UniOperatorProcessor}
 * knows how many operator stages separate it from the last <em>boundary</em> stage downstream of it. A stage is a
 * boundary once {@link #STAGE_BUDGET} stages were chained without one; only boundaries touch this class (a
 * thread-local lookup) when they subscribe upstream, deliver a signal downstream or cancel upstream. A pipeline
 * shorter than the budget therefore never looks the trampoline up, and a long one does so once per
 * {@code STAGE_BUDGET} stages. The budget is counted along {@code transformToUni} recursion too, as each inner
 * subscription is made by a stage of the same chain.
 *
 * <p>A boundary runs its work at once while fewer than {@link #MAX_NESTING} boundaries are running on the calling
 * thread; beyond that it is {@linkplain #defer(Runnable) deferred} and run, in order, by the outermost boundary when
 * the stack unwinds (still on that thread, before it returns). So the stack holds at most about
 * {@code STAGE_BUDGET * (MAX_NESTING + 1)} stages, whatever the length of the pipeline.
 *
 * <p>Internal: used by the subscription entry point {@code AbstractUni.subscribe(UniSubscriber)} and by
 * {@link UniOperatorProcessor}.
 */
public final class UniTrampoline {

    /**
     * Stages chained before one is a boundary. Each stage costs a few frames per direction (subscription, outcome,
     * cancellation), so {@code STAGE_BUDGET * (MAX_NESTING + 1)} stages stay well within a 256 KB stack.
     */
    static final int STAGE_BUDGET = 32;

    /** Boundaries that may run nested on one thread before deferring. */
    static final int MAX_NESTING = 3;

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
        if (depth >= MAX_NESTING) {
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

    /** Runs {@code task} now, or defers it when the calling thread is already {@link #MAX_NESTING} levels deep. */
    public static void run(Runnable task) {
        UniTrampoline trampoline = current();
        if (trampoline.enter()) {
            try {
                task.run();
            } finally {
                trampoline.exit();
            }
        } else {
            trampoline.defer(task);
        }
    }

    /**
     * Cancels {@code subscription} through the trampoline: cancellation travels up a chain one operator per level,
     * so a long chain would otherwise overflow the stack.
     */
    public static void cancel(UniSubscription subscription) {
        run(subscription::cancel);
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
