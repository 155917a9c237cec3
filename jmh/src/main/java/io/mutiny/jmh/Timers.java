package io.mutiny.jmh;

import java.time.Duration;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * B7: timers on one shared {@link ScheduledThreadPoolExecutor} that removes cancelled tasks. {@code timeout}: a 10 s
 * no-item timeout is armed then disarmed by the item, per operation (throughput); after each iteration the executor's
 * queue length and the used heap are printed, so a library that leaks timers shows growth. {@code delay}: a 1 ms
 * delayed item, awaited by the caller (sample time, p50/p99).
 */
@State(Scope.Thread)
public class Timers {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final Duration DELAY = Duration.ofMillis(1);

    private ScheduledThreadPoolExecutor timer;
    private reactor.core.scheduler.Scheduler reactorTimer;
    private io.reactivex.rxjava3.core.Scheduler rxTimer;

    @Setup
    public void start() {
        timer = new ScheduledThreadPoolExecutor(1);
        timer.setRemoveOnCancelPolicy(true);
        reactorTimer = reactor.core.scheduler.Schedulers.fromExecutorService(timer);
        rxTimer = io.reactivex.rxjava3.schedulers.Schedulers.from(timer);
    }

    @TearDown(Level.Iteration)
    public void reportPendingTimers() {
        Runtime runtime = Runtime.getRuntime();
        System.out.printf(
                " [pending timers: %d, used heap: %d MB]",
                timer.getQueue().size(), (runtime.totalMemory() - runtime.freeMemory()) >> 20);
    }

    @TearDown
    public void stop() {
        timer.shutdownNow();
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public long timeout_mutiny() {
        return io.mutiny.Uni.createFrom()
                .item(1)
                .ifNoItem()
                .after(TIMEOUT)
                .on(timer)
                .fail()
                .subscribe()
                .withSubscriber(new Sinks.MutinyUniSum())
                .result();
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public long timeout_smallrye() {
        return io.smallrye.mutiny.Uni.createFrom()
                .item(1)
                .ifNoItem()
                .after(TIMEOUT)
                .on(timer)
                .fail()
                .subscribe()
                .withSubscriber(new Sinks.SmallRyeUniSum())
                .result();
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public long timeout_reactor() {
        Sinks.ReactorSum sum = new Sinks.ReactorSum(false);
        reactor.core.publisher.Mono.just(1).timeout(TIMEOUT, reactorTimer).subscribe(sum);
        return sum.result();
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public long timeout_rxjava() {
        Sinks.RxSingleSum sum = new Sinks.RxSingleSum();
        io.reactivex.rxjava3.core.Single.just(1)
                .timeout(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS, rxTimer)
                .subscribe(sum);
        return sum.result();
    }

    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public long delay_mutiny() {
        return io.mutiny.Uni.createFrom()
                .item(1)
                .onItem()
                .delayIt()
                .onExecutor(timer)
                .by(DELAY)
                .subscribe()
                .withSubscriber(new Sinks.MutinyUniSum())
                .result();
    }

    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public long delay_smallrye() {
        return io.smallrye.mutiny.Uni.createFrom()
                .item(1)
                .onItem()
                .delayIt()
                .onExecutor(timer)
                .by(DELAY)
                .subscribe()
                .withSubscriber(new Sinks.SmallRyeUniSum())
                .result();
    }

    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public long delay_reactor() {
        Sinks.ReactorSum sum = new Sinks.ReactorSum(false);
        reactor.core.publisher.Mono.just(1).delayElement(DELAY, reactorTimer).subscribe(sum);
        return sum.result();
    }

    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public long delay_rxjava() {
        Sinks.RxSingleSum sum = new Sinks.RxSingleSum();
        io.reactivex.rxjava3.core.Single.just(1)
                .delay(DELAY.toMillis(), TimeUnit.MILLISECONDS, rxTimer)
                .subscribe(sum);
        return sum.result();
    }
}
