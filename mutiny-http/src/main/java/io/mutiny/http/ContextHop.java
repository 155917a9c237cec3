package io.mutiny.http;

import io.vertx.core.Context;
import io.vertx.core.Vertx;

/** Runs response work on the request's Vert.x context: inline when already there, through the context otherwise. */
final class ContextHop {

    private ContextHop() {}

    /**
     * Whether the caller runs on {@code context}'s own thread. A blocking task started from an event-loop context
     * sees that context as current while running on a worker thread, hence the thread check.
     */
    static boolean isOn(Context context) {
        return Vertx.currentContext() == context && Context.isOnEventLoopThread() == context.isEventLoopContext();
    }

    /** Runs {@code action} on {@code context}: now if the caller is on it, as a context task otherwise. */
    static void run(Context context, Runnable action) {
        if (isOn(context)) {
            action.run();
        } else {
            context.runOnContext(ignored -> action.run());
        }
    }
}
