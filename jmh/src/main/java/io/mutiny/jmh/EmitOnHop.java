package io.mutiny.jmh;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * B5: {@code range(0, n)} handed over to a single-thread executor ({@code emitOn} / {@code publishOn} /
 * {@code observeOn}, buffer {@value FlatMapJust#BUFFER}), and the two-hop pipeline that subscribes on one executor
 * and emits on another. Every library gets the same two plain single-thread executors.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class EmitOnHop {

    private static final int BUFFER = FlatMapJust.BUFFER;

    @Param({"1", "1000", "1000000"})
    public int n;

    private ExecutorService subscribeExecutor;
    private ExecutorService emitExecutor;

    private io.mutiny.Multi<Integer> mutinyEmitOn;
    private io.smallrye.mutiny.Multi<Integer> smallryeEmitOn;
    private reactor.core.publisher.Flux<Integer> reactorEmitOn;
    private io.reactivex.rxjava3.core.Flowable<Integer> rxjavaEmitOn;

    private io.mutiny.Multi<Integer> mutinyTwoHops;
    private io.smallrye.mutiny.Multi<Integer> smallryeTwoHops;
    private reactor.core.publisher.Flux<Integer> reactorTwoHops;
    private io.reactivex.rxjava3.core.Flowable<Integer> rxjavaTwoHops;

    @Setup
    public void assemble() {
        assemble(Executors.newSingleThreadExecutor(), Executors.newSingleThreadExecutor());
    }

    /** Builds every pipeline on the given executors ({@link HandOffCount} passes counting ones). */
    void assemble(ExecutorService subscribeOn, ExecutorService emitOn) {
        subscribeExecutor = subscribeOn;
        emitExecutor = emitOn;
        reactor.core.scheduler.Scheduler reactorSubscribe =
                reactor.core.scheduler.Schedulers.fromExecutorService(subscribeExecutor);
        reactor.core.scheduler.Scheduler reactorEmit =
                reactor.core.scheduler.Schedulers.fromExecutorService(emitExecutor);
        io.reactivex.rxjava3.core.Scheduler rxSubscribe =
                io.reactivex.rxjava3.schedulers.Schedulers.from(subscribeExecutor);
        io.reactivex.rxjava3.core.Scheduler rxEmit = io.reactivex.rxjava3.schedulers.Schedulers.from(emitExecutor);

        mutinyEmitOn = io.mutiny.Multi.createFrom().range(0, n).emitOn(emitExecutor, BUFFER);
        smallryeEmitOn = io.smallrye.mutiny.Multi.createFrom().range(0, n).emitOn(emitExecutor, BUFFER);
        reactorEmitOn = reactor.core.publisher.Flux.range(0, n).publishOn(reactorEmit, BUFFER);
        rxjavaEmitOn = io.reactivex.rxjava3.core.Flowable.range(0, n).observeOn(rxEmit, false, BUFFER);

        mutinyTwoHops = io.mutiny.Multi.createFrom()
                .range(0, n)
                .runSubscriptionOn(subscribeExecutor)
                .emitOn(emitExecutor, BUFFER);
        smallryeTwoHops = io.smallrye.mutiny.Multi.createFrom()
                .range(0, n)
                .runSubscriptionOn(subscribeExecutor)
                .emitOn(emitExecutor, BUFFER);
        reactorTwoHops = reactor.core.publisher.Flux.range(0, n)
                .subscribeOn(reactorSubscribe)
                .publishOn(reactorEmit, BUFFER);
        rxjavaTwoHops = io.reactivex.rxjava3.core.Flowable.range(0, n)
                .subscribeOn(rxSubscribe)
                .observeOn(rxEmit, false, BUFFER);
    }

    @TearDown
    public void shutdown() {
        subscribeExecutor.shutdownNow();
        emitExecutor.shutdownNow();
    }

    @Benchmark
    public long emitOn_mutiny() {
        return mutinyEmitOn
                .subscribe()
                .withSubscriber(new Sinks.MutinySum(false))
                .result();
    }

    @Benchmark
    public long emitOn_smallrye() {
        return smallryeEmitOn
                .subscribe()
                .withSubscriber(new Sinks.SmallRyeSum(false))
                .result();
    }

    @Benchmark
    public long emitOn_reactor() {
        return Sinks.sum(reactorEmitOn, false);
    }

    @Benchmark
    public long emitOn_rxjava() {
        return Sinks.sum(rxjavaEmitOn, false);
    }

    @Benchmark
    public long twoHops_mutiny() {
        return mutinyTwoHops
                .subscribe()
                .withSubscriber(new Sinks.MutinySum(false))
                .result();
    }

    @Benchmark
    public long twoHops_smallrye() {
        return smallryeTwoHops
                .subscribe()
                .withSubscriber(new Sinks.SmallRyeSum(false))
                .result();
    }

    @Benchmark
    public long twoHops_reactor() {
        return Sinks.sum(reactorTwoHops, false);
    }

    @Benchmark
    public long twoHops_rxjava() {
        return Sinks.sum(rxjavaTwoHops, false);
    }

    /** Each benchmark method of this class by name, for the counting harnesses (HandOffCount, ParkCount). */
    Map<String, LongSupplier> rowsByName() {
        Map<String, LongSupplier> rows = new LinkedHashMap<>();
        rows.put("emitOn_mutiny", this::emitOn_mutiny);
        rows.put("emitOn_smallrye", this::emitOn_smallrye);
        rows.put("emitOn_reactor", this::emitOn_reactor);
        rows.put("emitOn_rxjava", this::emitOn_rxjava);
        rows.put("twoHops_mutiny", this::twoHops_mutiny);
        rows.put("twoHops_smallrye", this::twoHops_smallrye);
        rows.put("twoHops_reactor", this::twoHops_reactor);
        rows.put("twoHops_rxjava", this::twoHops_rxjava);
        return rows;
    }
}
