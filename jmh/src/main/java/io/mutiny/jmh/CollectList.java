package io.mutiny.jmh;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** B9: {@code range(0, n)} collected into a list; the consumer returns the list's size. */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class CollectList {

    @Param({"1", "1000", "1000000"})
    public int n;

    private io.mutiny.Uni<Integer> mutiny;
    private io.smallrye.mutiny.Uni<Integer> smallrye;
    private reactor.core.publisher.Mono<Integer> flux;
    private io.reactivex.rxjava3.core.Single<Integer> rxjava;

    @Setup
    public void assemble() {
        mutiny = io.mutiny.Multi.createFrom()
                .range(0, n)
                .collect()
                .asList()
                .onItem()
                .transform(List::size);
        smallrye = io.smallrye.mutiny.Multi.createFrom()
                .range(0, n)
                .collect()
                .asList()
                .onItem()
                .transform(List::size);
        flux = reactor.core.publisher.Flux.range(0, n).collectList().map(List::size);
        rxjava = io.reactivex.rxjava3.core.Flowable.range(0, n).toList().map(List::size);
    }

    @Benchmark
    public long mutiny() {
        return Sinks.sum(mutiny);
    }

    @Benchmark
    public long smallrye() {
        return Sinks.sum(smallrye);
    }

    @Benchmark
    public long reactor() {
        return Sinks.sum(flux, false);
    }

    @Benchmark
    public long rxjava() {
        return Sinks.sum(rxjava);
    }

    @Benchmark
    public long plain() {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            list.add(i);
        }
        return list.size();
    }
}
