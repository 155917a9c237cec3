package io.mutiny.jmh;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * B4 (first half): {@code range(0, 1000)}, each value concatenated into {@code range(v, 1000)}, one million items.
 * Reactor and RxJava prefetch {@value FlatMapJust#BUFFER} outer items; both Mutinies concatenate with their default
 * (no prefetch).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ConcatMapRange {

    private static final int SIZE = 1000;

    private io.mutiny.Multi<Integer> mutiny;
    private io.smallrye.mutiny.Multi<Integer> smallrye;
    private reactor.core.publisher.Flux<Integer> flux;
    private io.reactivex.rxjava3.core.Flowable<Integer> rxjava;

    @Setup
    public void assemble() {
        mutiny = io.mutiny.Multi.createFrom()
                .range(0, SIZE)
                .onItem()
                .transformToMultiAndConcatenate(
                        v -> io.mutiny.Multi.createFrom().range(v, v + SIZE));
        smallrye = io.smallrye.mutiny.Multi.createFrom()
                .range(0, SIZE)
                .onItem()
                .transformToMultiAndConcatenate(
                        v -> io.smallrye.mutiny.Multi.createFrom().range(v, v + SIZE));
        flux = reactor.core.publisher.Flux.range(0, SIZE)
                .concatMap(v -> reactor.core.publisher.Flux.range(v, SIZE), FlatMapJust.BUFFER);
        rxjava = io.reactivex.rxjava3.core.Flowable.range(0, SIZE)
                .concatMap(v -> io.reactivex.rxjava3.core.Flowable.range(v, SIZE), FlatMapJust.BUFFER);
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
        long sum = 0;
        for (int v = 0; v < SIZE; v++) {
            for (int i = v; i < v + SIZE; i++) {
                sum += i;
            }
        }
        return sum;
    }
}
