package io.mutiny.test;

import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/** Runs two actions at the same moment on two threads, for race tests that repeat a scenario many times. */
public final class Race implements AutoCloseable {

    private final ExecutorService other = Executors.newSingleThreadExecutor(r -> new Thread(r, "race-other"));

    /**
     * Runs {@code first} on the calling thread and {@code second} on the other thread, both released together, and
     * returns once both are done (at most 10 s), rethrowing what either threw.
     */
    public void run(Runnable first, Runnable second) {
        CyclicBarrier start = new CyclicBarrier(2);
        Future<?> background = other.submit(() -> {
            await(start);
            second.run();
        });
        await(start);
        first.run();
        try {
            background.get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("the other action failed or did not finish in time", e);
        }
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("the race did not start", e);
        }
    }

    @Override
    public void close() {
        other.shutdownNow();
    }
}
