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
 * B2: {@code items(Integer[n])}, each item flat-mapped (merged) to a single-item stream. Concurrency and inner
 * prefetch are set to {@value #BUFFER} in every library.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class FlatMapJust {

    static final int BUFFER = 256;

    @Param({"1", "1000", "1000000"})
    public int n;

    private io.mutiny.Multi<Integer> mutiny;
    private io.smallrye.mutiny.Multi<Integer> smallrye;
    private reactor.core.publisher.Flux<Integer> flux;
    private io.reactivex.rxjava3.core.Flowable<Integer> rxjava;

    @Setup
    public void assemble() {
        Integer[] items = new Integer[n];
        for (int i = 0; i < n; i++) {
            items[i] = i;
        }
        mutiny = io.mutiny.Multi.createFrom()
                .items(items)
                .onItem()
                .transformToMulti(v -> io.mutiny.Multi.createFrom().item(v))
                .withRequests(BUFFER)
                .merge(BUFFER);
        smallrye = io.smallrye.mutiny.Multi.createFrom()
                .items(items)
                .onItem()
                .transformToMulti(v -> io.smallrye.mutiny.Multi.createFrom().item(v))
                .withRequests(BUFFER)
                .merge(BUFFER);
        flux = reactor.core.publisher.Flux.fromArray(items)
                .flatMap(v -> reactor.core.publisher.Flux.just(v), BUFFER, BUFFER);
        rxjava = io.reactivex.rxjava3.core.Flowable.fromArray(items)
                .flatMap(v -> io.reactivex.rxjava3.core.Flowable.just(v), false, BUFFER, BUFFER);
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
