package io.mutiny.jmh;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * B3: {@code range(0, n)}, each value merged into {@code range(v, 1_000_000 / n)}: always one million items, spread
 * over n inner streams. Concurrency and inner prefetch are {@value FlatMapJust#BUFFER} in every library.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class FlatMapCrossRange {

    private static final int TOTAL = 1_000_000;
    private static final int BUFFER = FlatMapJust.BUFFER;

    @Param({"1", "1000", "1000000"})
    public int n;

    private io.mutiny.Multi<Integer> mutiny;
    private io.smallrye.mutiny.Multi<Integer> smallrye;
    private reactor.core.publisher.Flux<Integer> flux;
    private io.reactivex.rxjava3.core.Flowable<Integer> rxjava;

    @Setup
    public void assemble() {
        int inner = TOTAL / n;
        mutiny = io.mutiny.Multi.createFrom()
                .range(0, n)
                .onItem()
                .transformToMulti(v -> io.mutiny.Multi.createFrom().range(v, v + inner))
                .withRequests(BUFFER)
                .merge(BUFFER);
        smallrye = io.smallrye.mutiny.Multi.createFrom()
                .range(0, n)
                .onItem()
                .transformToMulti(v -> io.smallrye.mutiny.Multi.createFrom().range(v, v + inner))
                .withRequests(BUFFER)
                .merge(BUFFER);
        flux = reactor.core.publisher.Flux.range(0, n)
                .flatMap(v -> reactor.core.publisher.Flux.range(v, inner), BUFFER, BUFFER);
        rxjava = io.reactivex.rxjava3.core.Flowable.range(0, n)
                .flatMap(v -> io.reactivex.rxjava3.core.Flowable.range(v, inner), false, BUFFER, BUFFER);
    }

    @Benchmark
    public long mutiny() {
        return Sinks.sum(mutiny, false);
    }

    @Benchmark
    public long smallrye() {
        return Sinks.sum(smallrye, false);
    }

    @Benchmark
    public long reactor() {
        return Sinks.sum(flux, false);
    }

    @Benchmark
    public long rxjava() {
        return Sinks.sum(rxjava, false);
    }

    @Benchmark
    public long plain() {
        int inner = TOTAL / n;
        long sum = 0;
        for (int v = 0; v < n; v++) {
            for (int i = v; i < v + inner; i++) {
                sum += i;
            }
        }
        return sum;
    }
}
