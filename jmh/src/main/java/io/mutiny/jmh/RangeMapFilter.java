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

/** B1: {@code range(0, n)}, add one, keep the even values, sum them. */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class RangeMapFilter {

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
                .transform(x -> x + 1)
                .select()
                .where(x -> (x & 1) == 0);
        smallrye = io.smallrye.mutiny.Multi.createFrom()
                .range(0, n)
                .onItem()
                .transform(x -> x + 1)
                .select()
                .where(x -> (x & 1) == 0);
        flux = reactor.core.publisher.Flux.range(0, n).map(x -> x + 1).filter(x -> (x & 1) == 0);
        rxjava = io.reactivex.rxjava3.core.Flowable.range(0, n).map(x -> x + 1).filter(x -> (x & 1) == 0);
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
        for (int i = 0; i < n; i++) {
            int x = i + 1;
            if ((x & 1) == 0) {
                sum += x;
            }
        }
        return sum;
    }
}
