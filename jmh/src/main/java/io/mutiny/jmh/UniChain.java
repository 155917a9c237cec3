package io.mutiny.jmh;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * B6: what an HTTP handler does per request: assemble a single-item pipeline and subscribe to it, every operation.
 * {@code transforms}: {@code item(1)} and five synchronous transforms; {@code chain}: five chained
 * {@code transformToUni} (flatMap) steps.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class UniChain {

    public int seed = 1;

    @Benchmark
    public long transforms_mutiny() {
        return io.mutiny.Uni.createFrom()
                .item(seed)
                .onItem()
                .transform(x -> x + 1)
                .onItem()
                .transform(x -> x * 2)
                .onItem()
                .transform(x -> x + 3)
                .onItem()
                .transform(x -> x * 4)
                .onItem()
                .transform(x -> x + 5)
                .subscribe()
                .withSubscriber(new Sinks.MutinyUniSum())
                .result();
    }

    @Benchmark
    public long transforms_smallrye() {
        return io.smallrye.mutiny.Uni.createFrom()
                .item(seed)
                .onItem()
                .transform(x -> x + 1)
                .onItem()
                .transform(x -> x * 2)
                .onItem()
                .transform(x -> x + 3)
                .onItem()
                .transform(x -> x * 4)
                .onItem()
                .transform(x -> x + 5)
                .subscribe()
                .withSubscriber(new Sinks.SmallRyeUniSum())
                .result();
    }

    @Benchmark
    public long transforms_reactor() {
        Sinks.ReactorSum sum = new Sinks.ReactorSum(false);
        reactor.core.publisher.Mono.just(seed)
                .map(x -> x + 1)
                .map(x -> x * 2)
                .map(x -> x + 3)
                .map(x -> x * 4)
                .map(x -> x + 5)
                .subscribe(sum);
        return sum.result();
    }

    @Benchmark
    public long transforms_rxjava() {
        Sinks.RxSingleSum sum = new Sinks.RxSingleSum();
        io.reactivex.rxjava3.core.Single.just(seed)
                .map(x -> x + 1)
                .map(x -> x * 2)
                .map(x -> x + 3)
                .map(x -> x * 4)
                .map(x -> x + 5)
                .subscribe(sum);
        return sum.result();
    }

    @Benchmark
    public long transforms_plain() {
        int x = seed;
        x = x + 1;
        x = x * 2;
        x = x + 3;
        x = x * 4;
        return x + 5;
    }

    @Benchmark
    public long chain_mutiny() {
        return io.mutiny.Uni.createFrom()
                .item(seed)
                .onItem()
                .transformToUni(x -> io.mutiny.Uni.createFrom().item(x + 1))
                .onItem()
                .transformToUni(x -> io.mutiny.Uni.createFrom().item(x * 2))
                .onItem()
                .transformToUni(x -> io.mutiny.Uni.createFrom().item(x + 3))
                .onItem()
                .transformToUni(x -> io.mutiny.Uni.createFrom().item(x * 4))
                .onItem()
                .transformToUni(x -> io.mutiny.Uni.createFrom().item(x + 5))
                .subscribe()
                .withSubscriber(new Sinks.MutinyUniSum())
                .result();
    }

    @Benchmark
    public long chain_smallrye() {
        return io.smallrye.mutiny.Uni.createFrom()
                .item(seed)
                .onItem()
                .transformToUni(x -> io.smallrye.mutiny.Uni.createFrom().item(x + 1))
                .onItem()
                .transformToUni(x -> io.smallrye.mutiny.Uni.createFrom().item(x * 2))
                .onItem()
                .transformToUni(x -> io.smallrye.mutiny.Uni.createFrom().item(x + 3))
                .onItem()
                .transformToUni(x -> io.smallrye.mutiny.Uni.createFrom().item(x * 4))
                .onItem()
                .transformToUni(x -> io.smallrye.mutiny.Uni.createFrom().item(x + 5))
                .subscribe()
                .withSubscriber(new Sinks.SmallRyeUniSum())
                .result();
    }

    @Benchmark
    public long chain_reactor() {
        Sinks.ReactorSum sum = new Sinks.ReactorSum(false);
        reactor.core.publisher.Mono.just(seed)
                .flatMap(x -> reactor.core.publisher.Mono.just(x + 1))
                .flatMap(x -> reactor.core.publisher.Mono.just(x * 2))
                .flatMap(x -> reactor.core.publisher.Mono.just(x + 3))
                .flatMap(x -> reactor.core.publisher.Mono.just(x * 4))
                .flatMap(x -> reactor.core.publisher.Mono.just(x + 5))
                .subscribe(sum);
        return sum.result();
    }

    @Benchmark
    public long chain_rxjava() {
        Sinks.RxSingleSum sum = new Sinks.RxSingleSum();
        io.reactivex.rxjava3.core.Single.just(seed)
                .flatMap(x -> io.reactivex.rxjava3.core.Single.just(x + 1))
                .flatMap(x -> io.reactivex.rxjava3.core.Single.just(x * 2))
                .flatMap(x -> io.reactivex.rxjava3.core.Single.just(x + 3))
                .flatMap(x -> io.reactivex.rxjava3.core.Single.just(x * 4))
                .flatMap(x -> io.reactivex.rxjava3.core.Single.just(x + 5))
                .subscribe(sum);
        return sum.result();
    }
}
