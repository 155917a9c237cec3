package io.mutiny.jmh;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Executors;
import java.util.function.LongSupplier;

/**
 * Runs {@link EmitOnHop} rows at n=1 one after another, each for a fixed time as JMH does, and writes when each
 * block of {@value #BLOCK} subscriptions ended, so that a scheduler trace taken meanwhile can be cut into time windows
 * and read against the throughput of each window: {@code bench/hop-trace.sh} records the trace and prints, per row
 * and per window, where the threads were woken (on the vCPU of the thread waking them, or on the other one) and how
 * long each wake-up took. It is the tool for the question "what differs in a fast iteration".
 *
 * <pre>java -cp jmh/target/benchmarks.jar io.mutiny.jmh.HopTrace out.txt warmupSeconds seconds row...</pre>
 *
 * The threads are named {@value #CALLER}, {@value #SUBSCRIBE_THREAD} and {@value #EMIT_THREAD}; the times are
 * {@link System#nanoTime()}, which is {@code CLOCK_MONOTONIC} on Linux ({@code perf record -k CLOCK_MONOTONIC}).
 * Output lines: {@code row <name> <start ns> <end ns>}, then {@code <ns> <subscriptions so far>} per block.
 */
public final class HopTrace {

    static final String CALLER = "hop-caller";
    static final String SUBSCRIBE_THREAD = "hop-subscribe";
    static final String EMIT_THREAD = "hop-emit";
    private static final int BLOCK = 64;

    private HopTrace() {}

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args[0]);
        long warmup = (long) (Double.parseDouble(args[1]) * 1e9);
        long measured = (long) (Double.parseDouble(args[2]) * 1e9);
        Thread.currentThread().setName(CALLER);
        EmitOnHop benchmark = new EmitOnHop();
        benchmark.n = 1;
        benchmark.assemble(
                Executors.newSingleThreadExecutor(task -> new Thread(task, SUBSCRIBE_THREAD)),
                Executors.newSingleThreadExecutor(task -> new Thread(task, EMIT_THREAD)));
        try (PrintWriter lines = new PrintWriter(Files.newBufferedWriter(out))) {
            for (int r = 3; r < args.length; r++) {
                LongSupplier row = benchmark.rowsByName().get(args[r]);
                if (row == null) {
                    throw new IllegalArgumentException("no row " + args[r] + " in "
                            + benchmark.rowsByName().keySet());
                }
                runFor(row, warmup, null);
                long start = System.nanoTime();
                long[] blocks = runFor(row, measured, new long[(int) (measured / 1_000) * 2 / BLOCK + 2]);
                lines.printf("row %s %d %d%n", args[r], start, System.nanoTime());
                for (int i = 0; i < blocks.length && blocks[i] != 0; i += 2) {
                    lines.printf("%d %d%n", blocks[i], blocks[i + 1]);
                }
            }
        } finally {
            benchmark.shutdown();
        }
    }

    /**
     * Subscribes in blocks of {@value #BLOCK} for {@code nanos}; notes in {@code blocks} (if given) the end time and
     * the running count of each block, as long as it has room (one block per microsecond at most).
     */
    private static long[] runFor(LongSupplier row, long nanos, long[] blocks) {
        long end = System.nanoTime() + nanos;
        long subscriptions = 0;
        int k = 0;
        for (long now = System.nanoTime(); now < end; ) {
            for (int i = 0; i < BLOCK; i++) {
                row.getAsLong();
            }
            subscriptions += BLOCK;
            now = System.nanoTime();
            if (blocks != null && k + 1 < blocks.length) {
                blocks[k++] = now;
                blocks[k++] = subscriptions;
            }
        }
        return blocks;
    }
}
