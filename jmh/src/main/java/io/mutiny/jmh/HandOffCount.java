package io.mutiny.jmh;

import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

/**
 * Counts the tasks each library hands to the executors of {@link EmitOnHop}, per subscription: the thread hand-offs
 * that dominate the n=1 rows, and that a loaded machine cannot distort (unlike the scores).
 *
 * <pre>java -cp jmh/target/benchmarks.jar io.mutiny.jmh.HandOffCount [n] [subscriptions]</pre>
 *
 * Prints, for every benchmark of {@link EmitOnHop}, the tasks per subscription submitted to the subscription
 * executor and to the emission executor (after a warm-up of a tenth as many subscriptions).
 */
public final class HandOffCount {

    private HandOffCount() {}

    /** A single-thread executor counting the tasks submitted to it. */
    private static final class CountingExecutor extends ThreadPoolExecutor {
        final LongAdder tasks = new LongAdder();

        CountingExecutor() {
            super(1, 1, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>());
        }

        @Override
        public void execute(Runnable task) {
            tasks.increment();
            super.execute(task);
        }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        int subscriptions = args.length > 1 ? Integer.parseInt(args[1]) : 20_000;
        CountingExecutor subscribeExecutor = new CountingExecutor();
        CountingExecutor emitExecutor = new CountingExecutor();
        EmitOnHop benchmark = new EmitOnHop();
        benchmark.n = n;
        benchmark.assemble(subscribeExecutor, emitExecutor);
        Map<String, LongSupplier> rows = benchmark.rowsByName();
        try {
            System.out.printf("n=%d, %d subscriptions per row: tasks per subscription%n", n, subscriptions);
            System.out.printf("%-18s %12s %12s%n", "benchmark", "subscribeOn", "emitOn");
            for (Map.Entry<String, LongSupplier> row : rows.entrySet()) {
                for (int i = 0; i < Math.max(1, subscriptions / 10); i++) {
                    row.getValue().getAsLong();
                }
                subscribeExecutor.tasks.reset();
                emitExecutor.tasks.reset();
                for (int i = 0; i < subscriptions; i++) {
                    row.getValue().getAsLong();
                }
                System.out.printf(
                        "%-18s %12.3f %12.3f%n",
                        row.getKey(),
                        (double) subscribeExecutor.tasks.sum() / subscriptions,
                        (double) emitExecutor.tasks.sum() / subscriptions);
            }
        } finally {
            benchmark.shutdown();
        }
    }
}
