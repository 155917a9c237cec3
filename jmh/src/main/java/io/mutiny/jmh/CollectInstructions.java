package io.mutiny.jmh;

import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Runs one row of {@link CollectList} in a plain loop, with the measured collections between two {@code Thread.sleep}
 * calls, for an instruction count of the collection under callgrind (load-independent, unlike the scores):
 *
 * <pre>valgrind --tool=callgrind --separate-threads=yes --dump-before=JVM_Sleep \
 *     java -Xbatch -XX:CICompilerCount=2 -XX:+UseSerialGC -Xms2g \
 *     -cp jmh/target/benchmarks.jar io.mutiny.jmh.CollectInstructions [row] [n] [warm-up] [measured]</pre>
 *
 * The main thread's second dump ({@code callgrind.out.<pid>.2-02}) holds the measured collections. {@code row} is
 * {@code mutiny}, {@code smallrye}, {@code reactor}, {@code rxjava} or {@code plain} (default {@code mutiny}),
 * {@code n} 1,000,000, 12 warm-up and 4 measured collections by default: with a 2 GB heap no collection runs in the
 * measured part.
 */
public final class CollectInstructions {

    private CollectInstructions() {}

    public static void main(String[] args) throws InterruptedException {
        String name = args.length > 0 ? args[0] : "mutiny";
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 1_000_000;
        int warmUp = args.length > 2 ? Integer.parseInt(args[2]) : 12;
        int measured = args.length > 3 ? Integer.parseInt(args[3]) : 4;
        CollectList benchmark = new CollectList();
        benchmark.n = n;
        benchmark.assemble();
        Map<String, LongSupplier> rows = Map.of(
                "mutiny", benchmark::mutiny,
                "smallrye", benchmark::smallrye,
                "reactor", benchmark::reactor,
                "rxjava", benchmark::rxjava,
                "plain", benchmark::plain);
        LongSupplier row = rows.get(name);
        if (row == null) {
            throw new IllegalArgumentException("unknown row " + name + ", expected one of " + rows.keySet());
        }
        long check = 0;
        for (int i = 0; i < warmUp; i++) {
            check += row.getAsLong();
        }
        Thread.sleep(10);
        for (int i = 0; i < measured; i++) {
            check += row.getAsLong();
        }
        Thread.sleep(10);
        if (check != (long) n * (warmUp + measured)) {
            throw new AssertionError("collected " + check + " items, expected " + (long) n * (warmUp + measured));
        }
        System.out.printf("%s n=%d: %d warm-up and %d measured collections%n", name, n, warmUp, measured);
    }
}
