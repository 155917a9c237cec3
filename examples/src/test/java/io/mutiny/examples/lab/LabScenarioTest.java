package io.mutiny.examples.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.awaitility.Awaitility.await;

import io.mutiny.examples.server.LabResource;
import io.mutiny.helpers.test.AssertSubscriber;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Each lab strategy runs its real pipeline and its counters tell what the strategy does. */
@Timeout(30)
class LabScenarioTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    private final ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(2);

    LabScenarioTest() {
        scheduler.setRemoveOnCancelPolicy(true);
    }

    @AfterEach
    void shutdown() {
        scheduler.shutdownNow();
    }

    private LabScenario start(LabStrategy strategy, int producer, int consumer) {
        return LabScenario.start(new LabSettings(strategy, producer, consumer, 4, 16, 30), scheduler);
    }

    @Test
    void pullNeverEmitsBeyondTheDemand() {
        LabScenario scenario = start(LabStrategy.PULL, 500, 50);
        await().atMost(WAIT).until(() -> scenario.snapshot().delivered() > 20);
        scenario.stop();
        LabSnapshot snapshot = scenario.snapshot();
        assertThat(snapshot.dropped()).isZero();
        assertThat(snapshot.buffered()).isZero();
        assertThat(snapshot.produced()).isEqualTo(snapshot.delivered()).isLessThanOrEqualTo(snapshot.requested());
        assertThat(snapshot.status()).isEqualTo("completed");
    }

    @Test
    void dropDiscardsWhatArrivesWithoutDemand() {
        LabScenario scenario = start(LabStrategy.DROP, 500, 20);
        await().atMost(WAIT).until(() -> scenario.snapshot().dropped() > 50);
        LabSnapshot snapshot = scenario.snapshot();
        assertThat(snapshot.delivered()).isLessThanOrEqualTo(snapshot.requested());
        assertThat(snapshot.delivered() + snapshot.dropped()).isLessThanOrEqualTo(snapshot.produced());
        scenario.stop();
    }

    @Test
    void dropPreviousKeepsOneItemWaiting() {
        LabScenario scenario = start(LabStrategy.DROP_PREVIOUS, 500, 20);
        await().atMost(WAIT).until(() -> scenario.snapshot().dropped() > 50);
        scenario.stop();
        // a tick already running when the pipeline is cancelled still counts as produced before its drop is
        // reported: a snapshot taken between the two reads 2 (seen under load), the settled counters 0 or 1
        await().atMost(WAIT)
                .untilAsserted(() -> assertThat(scenario.snapshot().buffered()).isBetween(0L, 1L));
    }

    @Test
    void boundedBuffersFailWhenFull() {
        // onOverflow().buffer(n) fails with BackPressureFailure; a bounded emitter buffer with a
        // java.nio.BufferOverflowException, as in SmallRye Mutiny
        Map<LabStrategy, String> failures = Map.of(
                LabStrategy.BUFFER,
                "BackPressureFailure",
                LabStrategy.EMITTER_BUFFER,
                "EmitterBufferOverflowException");
        failures.forEach((strategy, failure) -> {
            LabScenario scenario = start(strategy, 500, 5);
            await().atMost(WAIT).until(() -> !scenario.snapshot().running());
            LabSnapshot snapshot = scenario.snapshot();
            assertThat(snapshot.status()).as(strategy.label()).isEqualTo("failed");
            assertThat(snapshot.failure()).as(strategy.label()).startsWith(failure);
            assertThat(snapshot.dropped()).isZero();
        });
    }

    @Test
    void emitterErrorFailsAtTheFirstItemWithoutDemand() {
        LabScenario scenario = start(LabStrategy.EMITTER_ERROR, 500, 5);
        await().atMost(WAIT).until(() -> !scenario.snapshot().running());
        LabSnapshot snapshot = scenario.snapshot();
        assertThat(snapshot.status()).isEqualTo("failed");
        assertThat(snapshot.failure()).startsWith("BackPressureFailure");
        assertThat(snapshot.delivered()).isLessThanOrEqualTo(snapshot.requested());
    }

    @Test
    void aFailedSnapshotAlwaysCarriesItsFailure() throws Exception {
        // the scenario fails on the scheduler while a reader takes snapshots: the first snapshot that is no longer
        // running must already name the failure (the page once showed "The stream failed: null")
        ExecutorService reader = Executors.newSingleThreadExecutor();
        try {
            for (int run = 0; run < 200; run++) {
                LabScenario scenario =
                        LabScenario.start(new LabSettings(LabStrategy.EMITTER_ERROR, 1000, 1, 1, 1, 30), scheduler);
                LabSnapshot end = reader.submit(() -> {
                            LabSnapshot snapshot = scenario.snapshot();
                            while (snapshot.running()) {
                                snapshot = scenario.snapshot();
                            }
                            return snapshot;
                        })
                        .get(WAIT.toMillis(), TimeUnit.MILLISECONDS);
                assertThat(end.status()).as("run %d", run).isEqualTo("failed");
                assertThat(end.failure()).as("run %d", run).startsWith("BackPressureFailure");
            }
        } finally {
            reader.shutdownNow();
        }
    }

    @Test
    void emitterDropAndLatestDrop() {
        for (LabStrategy strategy : new LabStrategy[] {LabStrategy.EMITTER_DROP, LabStrategy.EMITTER_LATEST}) {
            LabScenario scenario = start(strategy, 500, 20);
            await().atMost(WAIT).until(() -> scenario.snapshot().dropped() > 50);
            scenario.stop();
            LabSnapshot snapshot = scenario.snapshot();
            assertThat(snapshot.delivered()).as(strategy.label()).isPositive();
            assertThat(snapshot.buffered()).as(strategy.label()).isBetween(0L, 1L);
        }
    }

    @Test
    void theSnapshotStreamEndsWithTheEndOfTheScenario() {
        AssertSubscriber<LabSnapshot> subscriber = LabResource.run(
                        new LabSettings(LabStrategy.DROP, 100, 10, 4, 16, 1), scheduler)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
        subscriber.awaitCompletion(WAIT);
        assertThat(subscriber.getItems()).isNotEmpty();
        assertThat(subscriber.getItems().get(subscriber.getItems().size() - 1).status())
                .isEqualTo("completed");
        assertThat(subscriber.getItems().subList(0, subscriber.getItems().size() - 1))
                .allMatch(LabSnapshot::running);
    }

    @Test
    void cancellingTheSnapshotStreamStopsTheScenarioAndItsTimers() {
        AssertSubscriber<LabSnapshot> subscriber = LabResource.run(
                        new LabSettings(LabStrategy.DROP, 100, 10, 4, 16, 30), scheduler)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
        await().atMost(WAIT).until(() -> subscriber.getItems().size() >= 2);
        assertThat(scheduler.getQueue()).isNotEmpty();

        subscriber.cancel();

        // producer ticks, consumer pacing, deadline and snapshot ticks: every timer is cancelled (and removed)
        await().atMost(WAIT).until(() -> scheduler.getQueue().isEmpty());
    }

    @Test
    void stopCancelsEveryTimer() {
        for (LabStrategy strategy : LabStrategy.values()) {
            LabScenario scenario = start(strategy, 200, 10);
            await().atMost(WAIT).until(() -> scenario.snapshot().delivered() > 0);
            scenario.stop();
            await().atMost(WAIT).until(() -> scheduler.getQueue().isEmpty());
            assertThat(scenario.snapshot().status()).as(strategy.label()).isIn("completed", "failed");
        }
    }

    @Test
    void countersStayConsistentWhileProducerAndConsumerRace() throws Exception {
        // producer and consumer on the scheduler's two threads at full speed; the snapshots are read by more threads
        // than the machine has cores, so that a reader is often preempted in the middle of a snapshot (a reader
        // stopped between its reads of delivered and processed saw processed ahead of delivered): each must be sane
        int readers = 8;
        int window = 8;
        ExecutorService readerPool = Executors.newFixedThreadPool(readers);
        try {
            for (LabStrategy strategy : LabStrategy.values()) {
                LabScenario scenario =
                        LabScenario.start(new LabSettings(strategy, 1000, 700, window, 1000, 30), scheduler);
                long deadline = System.nanoTime() + Duration.ofMillis(500).toNanos();
                List<Future<?>> checks = new ArrayList<>();
                for (int i = 0; i < readers; i++) {
                    checks.add(readerPool.submit(() -> checkSnapshotsUntil(scenario, strategy, window, deadline)));
                }
                try {
                    for (Future<?> check : checks) {
                        check.get(WAIT.toMillis(), TimeUnit.MILLISECONDS);
                    }
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof AssertionError failure) {
                        throw failure;
                    }
                    throw e;
                } finally {
                    scenario.stop();
                }
            }
        } finally {
            readerPool.shutdownNow();
        }
    }

    private static void checkSnapshotsUntil(LabScenario scenario, LabStrategy strategy, int window, long deadline) {
        int samples = 0;
        while (System.nanoTime() < deadline || samples < 1000) {
            LabSnapshot snapshot = scenario.snapshot();
            samples++;
            assertThat(snapshot.delivered())
                    .as("%s: delivered <= requested in %s", strategy.label(), snapshot)
                    .isLessThanOrEqualTo(snapshot.requested());
            assertThat(snapshot.processed())
                    .as("%s: processed <= delivered in %s", strategy.label(), snapshot)
                    .isLessThanOrEqualTo(snapshot.delivered());
            assertThat(snapshot.delivered() + snapshot.dropped() + snapshot.buffered())
                    .as("%s: delivered + dropped + buffered <= produced in %s", strategy.label(), snapshot)
                    .isLessThanOrEqualTo(snapshot.produced());
            assertThat(snapshot.requested() - snapshot.processed())
                    .as("%s: requested - processed <= window in %s", strategy.label(), snapshot)
                    .isLessThanOrEqualTo(window);
        }
    }

    @Test
    void settingsAreValidatedWithTheirNames() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> LabSettings.from(Map.of("producer", "0")::get))
                .withMessageContaining("`producer`");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> LabSettings.from(Map.of("window", "x")::get))
                .withMessageContaining("`window`");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> LabSettings.from(Map.of("strategy", "hope")::get))
                .withMessageContaining("hope")
                .withMessageContaining("drop-previous");
        LabSettings defaults = LabSettings.from(Map.<String, String>of()::get);
        assertThat(defaults.strategy()).isEqualTo(LabStrategy.DROP);
        assertThat(defaults.producerRate()).isEqualTo(50);
    }
}
