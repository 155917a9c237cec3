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
        return mutiny.subscribe().withSubscriber(new Sinks.MutinySum(true)).result();
    }

    @Benchmark
    public long oneByOne_smallrye() {
        return smallrye.subscribe().withSubscriber(new Sinks.SmallRyeSum(true)).result();
    }

    @Benchmark
    public long oneByOne_reactor() {
        Sinks.ReactorSum sum = new Sinks.ReactorSum(true);
        flux.subscribe(sum);
        return sum.result();
    }

    @Benchmark
    public long oneByOne_rxjava() {
        Sinks.RxSum sum = new Sinks.RxSum(true);
        rxjava.subscribe(sum);
        return sum.result();
    }

    @Benchmark
    public long unbounded_mutiny() {
        return mutiny.subscribe().withSubscriber(new Sinks.MutinySum(false)).result();
    }

    @Benchmark
    public long unbounded_smallrye() {
        return smallrye.subscribe().withSubscriber(new Sinks.SmallRyeSum(false)).result();
    }

    @Benchmark
    public long unbounded_reactor() {
        Sinks.ReactorSum sum = new Sinks.ReactorSum(false);
        flux.subscribe(sum);
        return sum.result();
    }

    @Benchmark
    public long unbounded_rxjava() {
        Sinks.RxSum sum = new Sinks.RxSum(false);
        rxjava.subscribe(sum);
        return sum.result();
    }
}
