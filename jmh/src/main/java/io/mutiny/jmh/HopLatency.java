package io.mutiny.jmh;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Times each hand-off of one subscription of every benchmark of {@link EmitOnHop}: when the task reaches each
 * executor, when that executor starts running it, and when the caller gets the result back. It shows where a
 * subscription's time goes (the wake-ups, not the work between them) and whether the caller waits for a signal sent
 * later than necessary (a second task on the emission executor, a completion after a request round trip).
 *
 * <pre>java -cp jmh/target/benchmarks.jar io.mutiny.jmh.HopLatency [subscriptions]</pre>
 *
 * The rows run in turn, one subscription each, so that a change of the machine's load affects every library alike;
 * the medians are printed in nanoseconds. For the {@code emitOn} rows the first two intervals are empty (no
 * subscription executor). A negative {@code subRun->emitExec} means that the emission executor received a task
 * before the subscription task started: the peers' caller schedules their (empty) drain when it requests.
 */
public final class HopLatency {

    private static final String[] INTERVALS = {
        "caller->subExec",
        "subExec->subRun",
        "subRun->emitExec",
        "emitExec->emitRun",
        "emitRuns",
        "emitRun->caller",
        "total"
    };

    private HopLatency() {}

    /** A single-thread executor noting when the first and last task of a subscription arrive and start. */
    private static final class TimedExecutor extends ThreadPoolExecutor {
        volatile long firstSubmitted;
        volatile long firstStarted;
        volatile long lastStarted;
        volatile int tasks;

        TimedExecutor(String name) {
            super(1, 1, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(), task -> new Thread(task, name));
        }

        void reset() {
            firstSubmitted = 0;
            firstStarted = 0;
            lastStarted = 0;
            tasks = 0;
        }

        @Override
        public void execute(Runnable task) {
            if (firstSubmitted == 0) {
                firstSubmitted = System.nanoTime();
            }
            tasks++;
            super.execute(task);
        }

        @Override
        protected void beforeExecute(Thread thread, Runnable task) {
            long now = System.nanoTime();
            if (firstStarted == 0) {
                firstStarted = now;
            }
            lastStarted = now;
        }
    }

    public static void main(String[] args) {
        int subscriptions = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
        TimedExecutor subscribeExecutor = new TimedExecutor("subscribe-executor");
        TimedExecutor emitExecutor = new TimedExecutor("emit-executor");
        EmitOnHop benchmark = new EmitOnHop();
        benchmark.n = 1;
        benchmark.assemble(subscribeExecutor, emitExecutor);
        List<Map.Entry<String, LongSupplier>> rows =
                new ArrayList<>(benchmark.rowsByName().entrySet());
        long[][][] intervals = new long[rows.size()][INTERVALS.length][subscriptions];
        long[] emitTasks = new long[rows.size()];
        try {
            for (int i = 0; i < subscriptions; i++) { // warm-up
                for (Map.Entry<String, LongSupplier> row : rows) {
                    row.getValue().getAsLong();
                }
            }
            for (int i = 0; i < subscriptions; i++) {
                for (int r = 0; r < rows.size(); r++) {
                    subscribeExecutor.reset();
                    emitExecutor.reset();
                    long start = System.nanoTime();
                    rows.get(r).getValue().getAsLong();
                    long end = System.nanoTime();
                    long[][] row = intervals[r];
                    boolean twoHops = subscribeExecutor.firstSubmitted != 0;
                    long emitSubmitted = emitExecutor.firstSubmitted;
                    row[0][i] = twoHops ? subscribeExecutor.firstSubmitted - start : emitSubmitted - start;
                    row[1][i] = twoHops ? subscribeExecutor.firstStarted - subscribeExecutor.firstSubmitted : 0;
                    row[2][i] = twoHops ? emitSubmitted - subscribeExecutor.firstStarted : 0;
                    row[3][i] = emitExecutor.firstStarted - emitSubmitted;
                    row[4][i] = emitExecutor.lastStarted - emitExecutor.firstStarted;
                    row[5][i] = end - emitExecutor.lastStarted;
                    row[6][i] = end - start;
                    emitTasks[r] += emitExecutor.tasks;
                }
            }
        } finally {
            benchmark.shutdown();
        }
        System.out.printf("n=1, %d subscriptions per row, rows in turn: median ns%n%-18s", subscriptions, "benchmark");
        for (String interval : INTERVALS) {
            System.out.printf(" %17s", interval);
        }
        System.out.printf(" %10s%n", "emitTasks");
        for (int r = 0; r < rows.size(); r++) {
            System.out.printf("%-18s", rows.get(r).getKey());
            for (long[] values : intervals[r]) {
                Arrays.sort(values);
                System.out.printf(" %17d", values[subscriptions / 2]);
            }
            System.out.printf(" %10.3f%n", (double) emitTasks[r] / subscriptions);
        }
    }
}
