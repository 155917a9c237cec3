package io.mutiny.examples.library;

import io.mutiny.Multi;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

/**
 * Two timed streams combined: {@code merging()} subscribes to both at once and interleaves their items as they come;
 * {@code concatenating()} subscribes to the second only when the first completes, so the order is kept.
 */
public final class MergeVsConcatenate {

    /**
     * The timer of both streams. With one thread, a tick due earlier is always emitted before a tick due later, even
     * when the machine is too busy to run them on time: on the shared worker pool, a late thread holding {@code b0}
     * let another thread emit {@code a1} first, and the merge printed another interleaving than the one shown.
     */
    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "merge-vs-concatenate-timer");
        thread.setDaemon(true);
        return thread;
    });

    private MergeVsConcatenate() {}

    /** Runs the example, printing to standard output. */
    public static void main(String[] args) {
        run(System.out);
    }

    /** Combines the streams both ways, printing to {@code out}. */
    public static void run(PrintStream out) {
        // tag::merge-concat[]
        List<String> merged = Multi.createBy()
                .merging()
                .streams(every("a", 50), every("b", 150))
                .collect()
                .asList()
                .await()
                .indefinitely();
        out.println("merge:       " + merged);

        List<String> concatenated = Multi.createBy()
                .concatenating()
                .streams(every("a", 50), every("b", 150))
                .collect()
                .asList()
                .await()
                .indefinitely();
        out.println("concatenate: " + concatenated);
        // end::merge-concat[]
    }

    /** Three items named {@code prefix}0..2, one every 200 ms, the first after {@code offsetMillis}. */
    private static Multi<String> every(String prefix, long offsetMillis) {
        return Multi.createFrom()
                .ticks()
                .onExecutor(TIMER)
                .startingAfter(Duration.ofMillis(offsetMillis))
                .every(Duration.ofMillis(200))
                .select()
                .first(3)
                .onItem()
                .transform(tick -> prefix + tick);
    }
}
