package io.mutiny.examples.lab;

import io.mutiny.Multi;
import io.mutiny.subscription.BackPressureStrategy;
import io.mutiny.subscription.MultiEmitter;
import io.mutiny.subscription.MultiSubscriber;
import java.time.Duration;
import java.util.concurrent.Flow;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One run of the back-pressure lab: a real {@link Multi} pipeline between a producer emitting at a fixed rate and a
 * consumer that requests {@code window} items up front, then one more each time it has processed one, at its own
 * rate. The counters are read with {@link #snapshot()} while it runs.
 */
public final class LabScenario {

    private final LabSettings settings;
    private final ScheduledExecutorService scheduler;
    private final long startNanos = System.nanoTime();

    private final AtomicLong produced = new AtomicLong();
    private final AtomicLong reportedDrops = new AtomicLong();
    private final PacedConsumer consumer;
    private final AtomicReference<Outcome> outcome = new AtomicReference<>(Outcome.RUNNING);
    private volatile ScheduledFuture<?> deadline;

    private LabScenario(LabSettings settings, ScheduledExecutorService scheduler) {
        this.settings = settings;
        this.scheduler = scheduler;
        this.consumer = new PacedConsumer(settings, scheduler, this::finish);
    }

    /**
     * Builds the pipeline for {@code settings} and subscribes the consumer to it; the producer and the consumer run
     * on {@code scheduler}. The scenario stops by itself after {@code settings.seconds()}, or earlier with
     * {@link #stop()}.
     */
    public static LabScenario start(LabSettings settings, ScheduledExecutorService scheduler) {
        LabScenario scenario = new LabScenario(settings, scheduler);
        scenario.pipeline().subscribe().withSubscriber(scenario.consumer);
        try {
            scenario.deadline =
                    scheduler.schedule(() -> scenario.finish("completed", null), settings.seconds(), TimeUnit.SECONDS);
        } catch (RejectedExecutionException e) {
            scenario.finish("failed", e);
        }
        return scenario;
    }

    // tag::lab-pipeline[]
    private Multi<Long> pipeline() {
        Duration period = Duration.ofNanos(1_000_000_000L / settings.producerRate());
        Multi<Long> ticks = Multi.createFrom()
                .ticks()
                .onExecutor(scheduler)
                .every(period)
                .onItem()
                .invoke(produced::incrementAndGet);
        switch (settings.strategy()) {
            case BUFFER:
                return ticks.onOverflow().buffer(settings.bufferSize());
            case DROP:
                return ticks.onOverflow().invoke(reportedDrops::incrementAndGet).drop();
            case DROP_PREVIOUS:
                return ticks.onOverflow().invoke(reportedDrops::incrementAndGet).dropPreviousItems();
            case PULL:
                return Multi.createFrom()
                        .emitter(emitter -> produce(emitter, period, true), BackPressureStrategy.ERROR);
            case EMITTER_BUFFER:
                return Multi.createFrom().emitter(emitter -> produce(emitter, period, false), settings.bufferSize());
            case EMITTER_DROP:
                return Multi.createFrom()
                        .emitter(emitter -> produce(emitter, period, false), BackPressureStrategy.DROP);
            case EMITTER_LATEST:
                return Multi.createFrom()
                        .emitter(emitter -> produce(emitter, period, false), BackPressureStrategy.LATEST);
            case EMITTER_ERROR:
                return Multi.createFrom()
                        .emitter(emitter -> produce(emitter, period, false), BackPressureStrategy.ERROR);
            default:
                throw new IllegalStateException("Unknown strategy " + settings.strategy());
        }
    }

    /**
     * Emits a counter at every period; a producer that {@code respectsDemand} skips its turn while the consumer has
     * no outstanding demand, the others emit regardless and leave the overflow to the emitter's strategy.
     */
    private void produce(MultiEmitter<? super Long> emitter, Duration period, boolean respectsDemand) {
        AtomicLong next = new AtomicLong();
        try {
            ScheduledFuture<?> task = scheduler.scheduleAtFixedRate(
                    () -> {
                        if (emitter.isCancelled() || (respectsDemand && emitter.requested() == 0)) {
                            return;
                        }
                        produced.incrementAndGet();
                        emitter.emit(next.getAndIncrement());
                    },
                    0,
                    period.toNanos(),
                    TimeUnit.NANOSECONDS);
            emitter.onTermination(() -> task.cancel(false));
        } catch (RejectedExecutionException e) {
            emitter.fail(e);
        }
    }
    // end::lab-pipeline[]

    /** The counters now, all taken at one instant. Safe to call from any thread. */
    public LabSnapshot snapshot() {
        Outcome currentOutcome = outcome.get();
        Counters counters = consistentCounters();
        long delivered = counters.delivered();
        long requested = counters.requested();
        long demand = Math.max(0, requested - delivered);
        long dropped =
                settings.strategy().accounting().dropped(counters.produced(), delivered, counters.drops(), demand);
        long buffered = Math.max(0, counters.produced() - delivered - dropped);
        return new LabSnapshot(
                TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos),
                counters.produced(),
                requested,
                delivered,
                counters.processed(),
                demand,
                buffered,
                dropped,
                currentOutcome.status(),
                currentOutcome.failure());
    }

    /**
     * Reads the counters until two reads in a row agree. No order of single reads can be right for every inequality
     * the page shows: processed <= delivered wants processed read first, delivered <= requested wants delivered before
     * requested, and requested - processed <= window wants requested before processed; a reader preempted between two
     * reads (under load, for tens of milliseconds) saw processed ahead of delivered. Every counter only grows, so a
     * counter read twice with the same value did not change in between: when the whole second read equals the first,
     * all the values held together at the instant between the two, where the consumer's order of increments makes
     * every inequality true. The counters move a few thousand times a second at most: only a reader preempted in the
     * middle of a read has to read again.
     */
    private Counters consistentCounters() {
        Counters previous = readCounters();
        for (; ; ) {
            Counters current = readCounters();
            if (current.equals(previous)) {
                return current;
            }
            previous = current;
        }
    }

    private Counters readCounters() {
        return new Counters(
                produced.get(),
                consumer.requested.get(),
                consumer.delivered.get(),
                consumer.processed.get(),
                reportedDrops.get());
    }

    /**
     * The status and the failure, set together: with two fields a snapshot taken between their writes reported
     * {@code failed} without its failure (the page then showed "The stream failed: null").
     */
    private record Outcome(String status, String failure) {
        static final Outcome RUNNING = new Outcome("running", null);
    }

    /** The monotonic counters of a scenario, read by {@link #consistentCounters()}. */
    private record Counters(long produced, long requested, long delivered, long processed, long drops) {}

    /** Cancels the pipeline and the consumer's pacing; idempotent. */
    public void stop() {
        finish("completed", null);
    }

    private void finish(String finalStatus, Throwable cause) {
        String failure = cause == null ? null : cause.getClass().getSimpleName() + ": " + cause.getMessage();
        if (!outcome.compareAndSet(Outcome.RUNNING, new Outcome(finalStatus, failure))) {
            return;
        }
        ScheduledFuture<?> timer = deadline;
        if (timer != null) {
            timer.cancel(false);
        }
        consumer.cancel();
    }

    /**
     * Requests {@code window} items, then processes one received item per consumer period and requests one more for
     * each: the outstanding demand is the window minus the backlog.
     */
    private static final class PacedConsumer implements MultiSubscriber<Long> {

        final AtomicLong requested = new AtomicLong();
        final AtomicLong delivered = new AtomicLong();
        final AtomicLong processed = new AtomicLong();
        private final AtomicLong backlog = new AtomicLong();
        private final AtomicReference<Flow.Subscription> subscription = new AtomicReference<>();
        private final LabSettings settings;
        private final ScheduledExecutorService scheduler;
        private final Termination onTermination;
        private volatile ScheduledFuture<?> pacing;
        private volatile boolean cancelled;

        PacedConsumer(LabSettings settings, ScheduledExecutorService scheduler, Termination onTermination) {
            this.settings = settings;
            this.scheduler = scheduler;
            this.onTermination = onTermination;
        }

        @Override
        public void onSubscribe(Flow.Subscription upstream) {
            if (!subscription.compareAndSet(null, upstream)) {
                upstream.cancel();
                return;
            }
            try {
                pacing = scheduler.scheduleAtFixedRate(
                        this::processOne, 0, 1_000_000_000L / settings.consumerRate(), TimeUnit.NANOSECONDS);
            } catch (RejectedExecutionException e) {
                upstream.cancel();
                onTermination.finish("failed", e);
                return;
            }
            if (cancelled) {
                cancel();
                return;
            }
            requested.addAndGet(settings.window());
            upstream.request(settings.window());
        }

        @Override
        public void onItem(Long item) {
            delivered.incrementAndGet();
            backlog.incrementAndGet();
        }

        @Override
        public void onFailure(Throwable failure) {
            onTermination.finish("failed", failure);
        }

        @Override
        public void onCompletion() {
            onTermination.finish("completed", null);
        }

        private void processOne() {
            if (cancelled || backlog.get() == 0) {
                return;
            }
            backlog.decrementAndGet();
            processed.incrementAndGet();
            requested.incrementAndGet();
            subscription.get().request(1);
        }

        void cancel() {
            cancelled = true;
            ScheduledFuture<?> timer = pacing;
            if (timer != null) {
                timer.cancel(false);
            }
            Flow.Subscription upstream = subscription.get();
            if (upstream != null) {
                upstream.cancel();
            }
        }
    }

    @FunctionalInterface
    private interface Termination {
        void finish(String status, Throwable cause);
    }
}
