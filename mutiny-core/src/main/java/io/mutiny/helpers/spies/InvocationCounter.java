package io.mutiny.helpers.spies;

import java.util.concurrent.atomic.AtomicLongFieldUpdater;

/**
 * The thread-safe invocation count shared by the Multi and Uni spy bases (they cannot share a superclass, since
 * one is a {@code Multi} and the other a {@code Uni}).
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
}
