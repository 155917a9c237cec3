package io.mutiny.jmh;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.function.LongSupplier;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;

/**
 * Counts the thread parks per subscription of every benchmark of {@link EmitOnHop}, by thread: the caller waiting for
 * the result, the subscription executor and the emission executor. Every park ends with a wake-up, the cost that
 * dominates the n=1 rows; {@link HandOffCount} counts the tasks behind them.
 *
 * <pre>java -cp jmh/target/benchmarks.jar io.mutiny.jmh.ParkCount [n] [subscriptions]</pre>
 *
 * Records JFR's {@code jdk.ThreadPark} events (no threshold) over the measured subscriptions, after a warm-up of as
 * many. The counts depend on the load (a thread still running when its next task arrives does not park): compare
 * the libraries within one run.
 */
public final class ParkCount {

    private static final String CALLER = "main";
    private static final String SUBSCRIBE_THREAD = "subscribe-executor";
    private static final String EMIT_THREAD = "emit-executor";

    private ParkCount() {}

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        int subscriptions = args.length > 1 ? Integer.parseInt(args[1]) : 20_000;
        EmitOnHop benchmark = new EmitOnHop();
        benchmark.n = n;
        benchmark.assemble(
                Executors.newSingleThreadExecutor(task -> new Thread(task, SUBSCRIBE_THREAD)),
                Executors.newSingleThreadExecutor(task -> new Thread(task, EMIT_THREAD)));
        Map<String, LongSupplier> rows = benchmark.rowsByName();
        try {
            System.out.printf("n=%d, %d subscriptions per row: parks per subscription%n", n, subscriptions);
            System.out.printf("%-18s %8s %10s %8s %8s%n", "benchmark", "caller", "subscribe", "emit", "total");
            for (Map.Entry<String, LongSupplier> row : rows.entrySet()) {
                for (int i = 0; i < subscriptions; i++) {
                    row.getValue().getAsLong();
                }
                Map<String, Integer> parks = parksPerThread(row.getValue(), subscriptions);
                double caller = (double) parks.getOrDefault(CALLER, 0) / subscriptions;
                double subscribe = (double) parks.getOrDefault(SUBSCRIBE_THREAD, 0) / subscriptions;
                double emit = (double) parks.getOrDefault(EMIT_THREAD, 0) / subscriptions;
                System.out.printf(
                        "%-18s %8.3f %10.3f %8.3f %8.3f%n",
                        row.getKey(), caller, subscribe, emit, caller + subscribe + emit);
            }
        } finally {
            benchmark.shutdown();
        }
    }

    /** Runs {@code subscriptions} subscriptions under a JFR recording and counts the parks by thread name. */
    private static Map<String, Integer> parksPerThread(LongSupplier row, int subscriptions) throws Exception {
        Path file = Files.createTempFile("parks", ".jfr");
        try {
            try (Recording recording = new Recording()) {
                recording.enable("jdk.ThreadPark").withThreshold(Duration.ZERO).withoutStackTrace();
                recording.start();
                for (int i = 0; i < subscriptions; i++) {
                    row.getAsLong();
                }
                recording.stop();
                recording.dump(file);
            }
            Map<String, Integer> parks = new HashMap<>();
            for (RecordedEvent event : RecordingFile.readAllEvents(file)) {
                if (event.getThread() != null) {
                    parks.merge(event.getThread().getJavaName(), 1, Integer::sum);
                }
            }
            return parks;
        } finally {
            Files.delete(file);
        }
    }
}
