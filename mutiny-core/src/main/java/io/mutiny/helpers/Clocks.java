package io.mutiny.helpers;

import io.mutiny.helpers.test.VirtualTimeScheduler;
import java.util.concurrent.Executor;

/** Reads time the way the timers of an operator see it, so that virtual time in tests also drives deadlines. */
public final class Clocks {

    private Clocks() {
        // no instances
    }

    /**
     * The current time in nanoseconds as seen by {@code timers}: the virtual clock when it is a
     * {@link VirtualTimeScheduler}, else {@link System#nanoTime()}. Only differences between two readings mean
     * anything.
     */
    public static long nanoTime(Executor timers) {
        return timers instanceof VirtualTimeScheduler ? ((VirtualTimeScheduler) timers).now() : System.nanoTime();
    }
}
