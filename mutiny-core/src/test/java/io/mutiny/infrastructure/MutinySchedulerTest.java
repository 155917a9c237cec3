package io.mutiny.infrastructure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class MutinySchedulerTest {

    private final ExecutorService workers = Executors.newFixedThreadPool(2, runnable -> {
        Thread thread = new Thread(runnable, "test-worker");
        thread.setDaemon(true);
        return thread;
    });
    private final MutinyScheduler scheduler = new MutinyScheduler(workers);

    @AfterEach
    void stop() {
        scheduler.shutdownNow();
        workers.shutdownNow();
        Infrastructure.resetDroppedExceptionHandler();
    }

    @Test
    void firedTasksRunOnTheWorkersAndCompleteTheirFuture() throws Exception {
        ScheduledFuture<String> future =
                scheduler.schedule(() -> Thread.currentThread().getName(), 1, TimeUnit.MILLISECONDS);
        assertThat(future.get(5, TimeUnit.SECONDS)).isEqualTo("test-worker");
        assertThat(future.isDone()).isTrue();
    }

    @Test
    void executeRunsOnTheWorkers() {
        AtomicReference<String> thread = new AtomicReference<>();
        scheduler.execute(() -> thread.set(Thread.currentThread().getName()));
        Awaitility.await().atMost(5, TimeUnit.SECONDS).until(() -> "test-worker".equals(thread.get()));
    }

    @Test
    void executeNeverRunsOnTheCallerEvenWithWorkersRunningOnTheCaller() throws Exception {
        MutinyScheduler onCaller = new MutinyScheduler(Runnable::run);
        try {
            AtomicReference<Thread> thread = new AtomicReference<>();
            CountDownLatch ran = new CountDownLatch(1);
            onCaller.execute(() -> {
                thread.set(Thread.currentThread());
                ran.countDown();
            });
            assertThat(ran.await(5, TimeUnit.SECONDS)).isTrue();
            assertThat(thread.get()).isNotSameAs(Thread.currentThread());
            assertThat(thread.get().getName()).startsWith("mutiny-timer-");
        } finally {
            onCaller.shutdownNow();
        }
    }

    @Test
    void timedWorkHopsThreadsWhenTheDefaultExecutorRunsOnTheCaller() {
        Infrastructure.setDefaultExecutor(Runnable::run);
        try {
            String emittedOn = io.mutiny.Uni.createFrom()
                    .item(1)
                    .emitOn(Infrastructure.getDefaultWorkerPool())
                    .map(item -> Thread.currentThread().getName())
                    .await()
                    .atMost(java.time.Duration.ofSeconds(5));
            assertThat(emittedOn).isNotEqualTo(Thread.currentThread().getName());
            String subscribedOn = io.mutiny.Uni.createFrom()
                    .item(() -> Thread.currentThread().getName())
                    .runSubscriptionOn(Infrastructure.getDefaultWorkerPool())
                    .await()
                    .atMost(java.time.Duration.ofSeconds(5));
            assertThat(subscribedOn).isNotEqualTo(Thread.currentThread().getName());
        } finally {
            Infrastructure.setDefaultExecutor();
        }
    }

    @Test
    void aSlowTaskDoesNotDelayOtherTimers() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch otherRan = new CountDownLatch(1);
        scheduler.schedule(() -> await(release), 1, TimeUnit.MILLISECONDS);
        scheduler.schedule(otherRan::countDown, 2, TimeUnit.MILLISECONDS);
        try {
            assertThat(otherRan.await(5, TimeUnit.SECONDS)).isTrue();
        } finally {
            release.countDown();
        }
    }

    @Test
    void cancelledTimerIsRemovedAtOnceAndNeverRuns() {
        AtomicInteger runs = new AtomicInteger();
        ScheduledFuture<?> future = scheduler.schedule(runs::incrementAndGet, 10, TimeUnit.SECONDS);
        assertThat(scheduler.getQueue()).hasSize(1);
        assertThat(future.getDelay(TimeUnit.MILLISECONDS)).isBetween(1L, 10_000L);
        assertThat(future.cancel(false)).isTrue();
        assertThat(scheduler.getQueue()).isEmpty();
        assertThat(future.isCancelled()).isTrue();
        assertThat(runs).hasValue(0);
    }

    @Test
    void periodicTasksRepeatOnWorkersUntilCancelled() {
        AtomicInteger runs = new AtomicInteger();
        AtomicReference<String> thread = new AtomicReference<>();
        ScheduledFuture<?> future = scheduler.scheduleAtFixedRate(
                () -> {
                    thread.set(Thread.currentThread().getName());
                    runs.incrementAndGet();
                },
                0,
                1,
                TimeUnit.MILLISECONDS);
        Awaitility.await().atMost(5, TimeUnit.SECONDS).until(() -> runs.get() >= 3);
        future.cancel(false);
        assertThat(thread.get()).isEqualTo("test-worker");
        assertThat(scheduler.getQueue()).isEmpty();
    }

    @Test
    void rejectedHandOffCancelsTheTaskAndReportsTheRejection() {
        AtomicReference<Throwable> dropped = new AtomicReference<>();
        Infrastructure.setDroppedExceptionHandler(dropped::set);
        MutinyScheduler rejecting = new MutinyScheduler(command -> {
            throw new RejectedExecutionException("full");
        });
        try {
            ScheduledFuture<?> future = rejecting.schedule(() -> {}, 1, TimeUnit.MILLISECONDS);
            Awaitility.await().atMost(5, TimeUnit.SECONDS).until(future::isCancelled);
            assertThat(dropped.get()).isInstanceOf(RejectedExecutionException.class);
        } finally {
            rejecting.shutdownNow();
        }
    }

    @Test
    void shutDownSchedulerRejectsTasks() {
        scheduler.shutdown();
        assertThatThrownBy(() -> scheduler.execute(() -> {})).isInstanceOf(RejectedExecutionException.class);
        assertThatThrownBy(() -> scheduler.schedule(() -> {}, 1, TimeUnit.SECONDS))
                .isInstanceOf(RejectedExecutionException.class);
    }

    @Test
    void timerThreadIsADaemon() throws Exception {
        AtomicReference<Boolean> daemon = new AtomicReference<>();
        MutinyScheduler inline = new MutinyScheduler(Runnable::run);
        try {
            inline.schedule(() -> daemon.set(Thread.currentThread().isDaemon()), 1, TimeUnit.MILLISECONDS)
                    .get(5, TimeUnit.SECONDS);
            assertThat(daemon.get()).isTrue();
        } finally {
            inline.shutdownNow();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
