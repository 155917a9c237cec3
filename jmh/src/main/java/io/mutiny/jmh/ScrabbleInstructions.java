package io.mutiny.jmh;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Runs one row of {@link Scrabble} (its own benchmark bodies, unchanged) in a plain loop, with the measured operations
 * between two {@code Thread.sleep} calls, for an instruction, cache and branch count of the operation under callgrind
 * (load-independent, unlike the scores):
 *
 * <pre>valgrind --tool=callgrind --smc-check=all-non-file --vex-iropt-register-updates=allregs-at-mem-access \
 *     --separate-threads=yes --dump-before=JVM_Sleep [--cache-sim=yes --branch-sim=yes] \
 *     java -Xbatch -XX:CICompilerCount=2 -Xms1g -Xmx1g \
 *     -cp jmh/target/benchmarks.jar io.mutiny.jmh.ScrabbleInstructions [row] [warm-up] [measured] [dataDir]</pre>
 *
 * Without the {@code --smc-check} and {@code --vex-iropt-register-updates} options the JVM dies under callgrind (an
 * implicit null check of C2 code is not recognised: see the Scrabble sections of
 * {@code docs/benchmarks-journal.md}). The main thread's second dump ({@code callgrind.out.<pid>.2-02}) holds the
 * measured operations. {@code row} is {@code mutiny}, {@code smallrye}, {@code reactor}, {@code rxjava} or
 * {@code plain} (default {@code mutiny}), 8 warm-up and 1 measured operation by default, {@code dataDir}
 * {@code ../shared/data/scrabble} (run from the worktree's root: {@code ../shared} is then the shared data). The
 * run prints the bytes allocated per measured operation by the main thread.
 *
 * <p>callgrind's own function view puts most JIT-compiled code under the itable and vtable stubs that jumped to it.
 * For costs per compiled method, add {@code --dump-instr=yes} to valgrind and
 * {@code -XX:+UnlockDiagnosticVMOptions -XX:+DumpPerfMapAtExit} to the JVM, then run
 * {@code bench/callgrind_methods.py callgrind.out.<pid>.2-02 /tmp/perf-<pid>.map}.
 */
public final class ScrabbleInstructions {

    private ScrabbleInstructions() {}

    public static void main(String[] args) throws InterruptedException {
        String name = args.length > 0 ? args[0] : "mutiny";
        int warmUp = args.length > 1 ? Integer.parseInt(args[1]) : 8;
        int measured = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        Scrabble benchmark = new Scrabble();
        benchmark.dataDir = args.length > 3 ? args[3] : "../shared/data/scrabble";
        benchmark.load();
        Map<String, Supplier<List<Map.Entry<Integer, List<String>>>>> rows = Map.of(
                "mutiny", benchmark::mutiny,
                "smallrye", benchmark::smallrye,
                "reactor", benchmark::reactor,
                "rxjava", benchmark::rxjava,
                "plain", benchmark::plain);
        Supplier<List<Map.Entry<Integer, List<String>>>> row = rows.get(name);
        if (row == null) {
            throw new IllegalArgumentException("unknown row " + name + ", expected one of " + rows.keySet());
        }
        List<Map.Entry<Integer, List<String>>> expected = benchmark.plain();
        for (int i = 0; i < warmUp; i++) {
            check(expected, row.get());
        }
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long bytesBefore = threads.getCurrentThreadAllocatedBytes();
        long start = System.nanoTime();
        Thread.sleep(10);
        for (int i = 0; i < measured; i++) {
            check(expected, row.get());
        }
        Thread.sleep(10);
        long nanos = System.nanoTime() - start - 20_000_000L;
        long bytes = threads.getCurrentThreadAllocatedBytes() - bytesBefore;
        System.out.printf(
                "%s: %d warm-up and %d measured operations, %.2f MB/op, about %.1f ms/op (wall clock, "
                        + "meaningless under load)%n",
                name, warmUp, measured, bytes / 1e6 / measured, nanos / 1e6 / measured);
    }

    private static void check(
            List<Map.Entry<Integer, List<String>>> expected, List<Map.Entry<Integer, List<String>>> actual) {
        if (!expected.equals(actual)) {
            throw new AssertionError("result " + actual + " differs from the plain loop's " + expected);
        }
    }
}
