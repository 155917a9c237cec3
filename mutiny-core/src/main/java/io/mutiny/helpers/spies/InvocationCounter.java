package io.mutiny.helpers.spies;

import java.util.concurrent.atomic.AtomicLongFieldUpdater;

/**
 * The thread-safe invocation count and small helpers shared by the Multi and Uni spies (the two bases cannot share
 * a superclass, since one is a {@code Multi} and the other a {@code Uni}).
 */
final class InvocationCounter {

    private static final AtomicLongFieldUpdater<InvocationCounter> COUNT =
            AtomicLongFieldUpdater.newUpdater(InvocationCounter.class, "count");

    private volatile long count;

    void increment() {
        COUNT.incrementAndGet(this);
    }

    long get() {
        return count;
    }

    void reset() {
        count = 0L;
    }

    /** The common {@code toString} shape of the spies: {@code Name{invocationCount=n, details...}}. */
    static String describe(Object spy, long invocationCount, String details) {
        return spy.getClass().getSimpleName() + "{invocationCount=" + invocationCount
                + (details.isEmpty() ? "" : ", " + details) + "}";
    }

    /**
     * Returns {@code observed}, the last recorded value of a spy.
     *
     * @throws IllegalStateException if nothing was recorded ({@code observed} is {@code null})
     */
    static <R> R requireObserved(R observed, String what) {
        if (observed == null) {
            throw new IllegalStateException("No " + what + " has been observed");
        }
        return observed;
    }
}
