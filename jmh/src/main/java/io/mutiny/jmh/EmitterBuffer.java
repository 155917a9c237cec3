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
 * B8: an emitter with the BUFFER strategy pushing n items and completing, consumed by a subscriber that requests one
 * item per item received ({@code oneByOne}) or {@code Long.MAX_VALUE} up front ({@code unbounded}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class EmitterBuffer {

    @Param({"1", "1000", "1000000"})
    public int n;

    private io.mutiny.Multi<Integer> mutiny;
    private io.smallrye.mutiny.Multi<Integer> smallrye;
    private reactor.core.publisher.Flux<Integer> flux;
    private io.reactivex.rxjava3.core.Flowable<Integer> rxjava;

    @Setup
    public void assemble() {
        int count = n;
        mutiny = io.mutiny.Multi.createFrom()
                .emitter(
                        emitter -> {
                            for (int i = 0; i < count; i++) {
                                emitter.emit(i);
                            }
                            emitter.complete();
                        },
                        io.mutiny.subscription.BackPressureStrategy.BUFFER);
        smallrye = io.smallrye.mutiny.Multi.createFrom()
                .emitter(
                        emitter -> {
                            for (int i = 0; i < count; i++) {
                                emitter.emit(i);
                            }
                            emitter.complete();
                        },
                        io.smallrye.mutiny.subscription.BackPressureStrategy.BUFFER);
        flux = reactor.core.publisher.Flux.create(
                sink -> {
                    for (int i = 0; i < count; i++) {
                        sink.next(i);
                    }
                    sink.complete();
                },
                reactor.core.publisher.FluxSink.OverflowStrategy.BUFFER);
        rxjava = io.reactivex.rxjava3.core.Flowable.create(
                emitter -> {
                    for (int i = 0; i < count; i++) {
                        emitter.onNext(i);
                    }
                    emitter.onComplete();
                },
                io.reactivex.rxjava3.core.BackpressureStrategy.BUFFER);
    }

    @Benchmark
    public long oneByOne_mutiny() {
        return Sinks.sum(mutiny, true);
    }

    @Benchmark
    public long oneByOne_smallrye() {
        return Sinks.sum(smallrye, true);
    }

    @Benchmark
    public long oneByOne_reactor() {
        return Sinks.sum(flux, true);
    }

    @Benchmark
    public long oneByOne_rxjava() {
        return Sinks.sum(rxjava, true);
    }

    @Benchmark
    public long unbounded_mutiny() {
        return Sinks.sum(mutiny, false);
    }

    @Benchmark
    public long unbounded_smallrye() {
        return Sinks.sum(smallrye, false);
    }

    @Benchmark
    public long unbounded_reactor() {
        return Sinks.sum(flux, false);
    }

    @Benchmark
    public long unbounded_rxjava() {
        return Sinks.sum(rxjava, false);
    }
}
