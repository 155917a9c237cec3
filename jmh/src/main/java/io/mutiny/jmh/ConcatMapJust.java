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

/** B4 (second half): {@code range(0, n)}, each value concatenated as a single-item stream. */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ConcatMapJust {

    @Param({"1", "1000", "1000000"})
    public int n;

    private io.mutiny.Multi<Integer> mutiny;
    private io.smallrye.mutiny.Multi<Integer> smallrye;
    private reactor.core.publisher.Flux<Integer> flux;
    private io.reactivex.rxjava3.core.Flowable<Integer> rxjava;

    @Setup
    public void assemble() {
        mutiny = io.mutiny.Multi.createFrom()
                .range(0, n)
                .onItem()
                .transformToMultiAndConcatenate(
                        v -> io.mutiny.Multi.createFrom().item(v));
        smallrye = io.smallrye.mutiny.Multi.createFrom()
                .range(0, n)
                .onItem()
                .transformToMultiAndConcatenate(
                        v -> io.smallrye.mutiny.Multi.createFrom().item(v));
        flux = reactor.core.publisher.Flux.range(0, n)
                .concatMap(v -> reactor.core.publisher.Flux.just(v), FlatMapJust.BUFFER);
        rxjava = io.reactivex.rxjava3.core.Flowable.range(0, n)
                .concatMap(v -> io.reactivex.rxjava3.core.Flowable.just(v), FlatMapJust.BUFFER);
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
}
