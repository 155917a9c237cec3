package io.mutiny.helpers.test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.infrastructure.Infrastructure;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class VirtualTimeSchedulerTest {

    private final VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
    private final List<String> log = new CopyOnWriteArrayList<>();

    @AfterEach
    void restore() {
        Infrastructure.resetDroppedExceptionHandler();
    }

    @Test
    void clockMovesOnlyWhenAdvanced() {
        assertThat(scheduler.now()).isZero();
        scheduler.advanceTimeBy(Duration.ofMillis(5));
        assertThat(scheduler.now()).isEqualTo(TimeUnit.MILLISECONDS.toNanos(5));
        assertThat(scheduler.now(TimeUnit.MILLISECONDS)).isEqualTo(5);
        scheduler.advanceTimeTo(Duration.ofSeconds(1));
        assertThat(scheduler.now(TimeUnit.MILLISECONDS)).isEqualTo(1000);
        scheduler.advanceTimeTo(Duration.ofMillis(10));
        assertThat(scheduler.now(TimeUnit.MILLISECONDS)).isEqualTo(1000);
    }

    @Test
    void delayedTasksRunInDeadlineOrderThenFifoAtTheirDeadline() {
        scheduler.schedule(() -> log.add("b@" + scheduler.now(TimeUnit.MILLISECONDS)), 20, TimeUnit.MILLISECONDS);
        scheduler.schedule(() -> log.add("a@" + scheduler.now(TimeUnit.MILLISECONDS)), 10, TimeUnit.MILLISECONDS);
        scheduler.schedule(() -> log.add("c@" + scheduler.now(TimeUnit.MILLISECONDS)), 20, TimeUnit.MILLISECONDS);
        scheduler.schedule(() -> log.add("late"), 21, TimeUnit.MILLISECONDS);
        scheduler.advanceTimeBy(Duration.ofMillis(19));
        assertThat(log).containsExactly("a@10");
        scheduler.advanceTimeBy(Duration.ofMillis(1));
        assertThat(log).containsExactly("a@10", "b@20", "c@20");
        assertThat(scheduler.pendingTaskCount()).isEqualTo(1);
    }

    @Test
    void tasksScheduledInsideTheWindowRunInTheSameAdvance() {
        scheduler.schedule(
                () -> scheduler.schedule(
                        () -> log.add("inner@" + scheduler.now(TimeUnit.MILLISECONDS)), 5, TimeUnit.MILLISECONDS),
                5,
                TimeUnit.MILLISECONDS);
        scheduler.advanceTimeBy(Duration.ofMillis(10));
        assertThat(log).containsExactly("inner@10");
    }

    @Test
    void executeAndSubmitRunAtOnceWithoutNesting() throws Exception {
        scheduler.execute(() -> {
            log.add("outer-start");
            scheduler.execute(() -> log.add("inner"));
            log.add("outer-end");
        });
        assertThat(log).containsExactly("outer-start", "outer-end", "inner");
        Future<Integer> future = scheduler.submit(() -> 42);
        assertThat(future.get(0, TimeUnit.SECONDS)).isEqualTo(42);
        assertThat(scheduler.now()).isZero();
    }

    @Test
    void cancelledTaskIsRemovedAtOnceAndNeverRuns() {
        ScheduledFuture<?> future = scheduler.schedule(() -> log.add("x"), 10, TimeUnit.SECONDS);
        assertThat(scheduler.pendingTaskCount()).isEqualTo(1);
        assertThat(future.getDelay(TimeUnit.SECONDS)).isEqualTo(10);
        assertThat(future.cancel(false)).isTrue();
        assertThat(scheduler.pendingTaskCount()).isZero();
        scheduler.advanceTimeBy(Duration.ofSeconds(20));
        assertThat(log).isEmpty();
        assertThat(future.isCancelled()).isTrue();
    }

    @Test
    void fixedRateAndFixedDelayRepeatUntilCancelled() {
        AtomicInteger rate = new AtomicInteger();
        AtomicInteger delay = new AtomicInteger();
        ScheduledFuture<?> atRate = scheduler.scheduleAtFixedRate(rate::incrementAndGet, 10, 10, TimeUnit.MILLISECONDS);
        ScheduledFuture<?> withDelay =
                scheduler.scheduleWithFixedDelay(delay::incrementAndGet, 0, 25, TimeUnit.MILLISECONDS);
        assertThat(delay).hasValue(1);
        scheduler.advanceTimeBy(Duration.ofMillis(100));
        assertThat(rate).hasValue(10);
        assertThat(delay).hasValue(5);
        atRate.cancel(false);
        withDelay.cancel(false);
        assertThat(scheduler.pendingTaskCount()).isZero();
        scheduler.advanceTimeBy(Duration.ofMillis(100));
        assertThat(rate).hasValue(10);
    }

    @Test
    void periodicTaskStopsAfterAFailure() {
        AtomicInteger runs = new AtomicInteger();
        ScheduledFuture<?> future = scheduler.scheduleAtFixedRate(
                () -> {
                    if (runs.incrementAndGet() == 2) {
                        throw new IllegalStateException("boom");
                    }
                },
                1,
                1,
                TimeUnit.SECONDS);
        scheduler.advanceTimeBy(Duration.ofSeconds(5));
        assertThat(runs).hasValue(2);
        assertThatThrownBy(future::get)
                .isInstanceOf(ExecutionException.class)
                .hasCauseInstanceOf(IllegalStateException.class);
    }

    @Test
    void executeFailureGoesToTheDroppedExceptionHandler() {
        AtomicReference<Throwable> dropped = new AtomicReference<>();
        Infrastructure.setDroppedExceptionHandler(dropped::set);
        scheduler.execute(() -> {
            throw new IllegalStateException("boom");
        });
        assertThat(dropped.get()).isInstanceOf(IllegalStateException.class).hasMessage("boom");
    }

    @Test
    void shutdownRejectsNewTasksAndShutdownNowReturnsPendingOnes() {
        scheduler.schedule(() -> log.add("x"), 1, TimeUnit.SECONDS);
        assertThat(scheduler.shutdownNow()).hasSize(1);
        assertThat(scheduler.isShutdown()).isTrue();
        assertThat(scheduler.isTerminated()).isTrue();
        assertThatThrownBy(() -> scheduler.execute(() -> {})).isInstanceOf(RejectedExecutionException.class);
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> scheduler.advanceTimeBy(Duration.ofMillis(-1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("amount");
        assertThatThrownBy(() -> scheduler.advanceTimeTo(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("instant");
        assertThatThrownBy(() -> scheduler.scheduleAtFixedRate(() -> {}, 0, 0, TimeUnit.SECONDS))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("period");
    }

    @Test
    void usableAsTheDefaultExecutor() {
        try {
            Infrastructure.setDefaultExecutor(scheduler);
            assertThat(Infrastructure.getDefaultWorkerPool()).isSameAs(scheduler);
        } finally {
            Infrastructure.setDefaultExecutor();
        }
    }

    @RepeatedTest(200)
    void concurrentExecuteAndAdvanceRunEveryTaskOnce() throws Exception {
        AtomicInteger runs = new AtomicInteger();
        CountDownLatch start = new CountDownLatch(1);
        Thread other = new Thread(() -> {
            await(start);
            for (int i = 0; i < 100; i++) {
                scheduler.execute(runs::incrementAndGet);
            }
        });
        other.start();
        for (int i = 0; i < 100; i++) {
            scheduler.schedule(runs::incrementAndGet, i, TimeUnit.MILLISECONDS);
        }
        start.countDown();
        scheduler.advanceTimeBy(Duration.ofMillis(100));
        other.join(5000);
        scheduler.runPending();
        assertThat(runs).hasValue(200);
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
