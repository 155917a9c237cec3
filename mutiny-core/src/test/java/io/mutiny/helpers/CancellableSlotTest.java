package io.mutiny.helpers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.helpers.test.VirtualTimeScheduler;
import java.time.Duration;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class CancellableSlotTest {

    @Test
    void cancelCancelsWhatWasSetOnceAndClosesTheSlot() {
        CancellableSlot slot = new CancellableSlot();
        AtomicInteger cancelled = new AtomicInteger();
        slot.set(cancelled::incrementAndGet);
        assertThat(slot.cancel()).isTrue();
        assertThat(slot.cancel()).isFalse();
        assertThat(cancelled).hasValue(1);
        assertThat(slot.isCancelled()).isTrue();
    }

    @Test
    void somethingSetAfterTheCancellationOrASecondSetIsCancelledAtOnce() {
        CancellableSlot slot = new CancellableSlot();
        AtomicInteger first = new AtomicInteger();
        AtomicInteger second = new AtomicInteger();
        slot.set(first::incrementAndGet);
        slot.set(second::incrementAndGet);
        assertThat(first).hasValue(0);
        assertThat(second).hasValue(1);

        CancellableSlot closed = new CancellableSlot();
        closed.cancel();
        AtomicInteger late = new AtomicInteger();
        closed.set(late::incrementAndGet);
        closed.replace(late::incrementAndGet);
        assertThat(late).hasValue(2);
    }

    @Test
    void replaceSwapsStepsWithoutCancellingThePreviousOne() {
        CancellableSlot slot = new CancellableSlot();
        AtomicInteger first = new AtomicInteger();
        AtomicInteger second = new AtomicInteger();
        slot.replace(first::incrementAndGet);
        slot.replace(second::incrementAndGet);
        slot.cancel();
        assertThat(first).hasValue(0);
        assertThat(second).hasValue(1);
    }

    @Test
    void terminateClosesWithoutCancelling() {
        CancellableSlot slot = new CancellableSlot();
        AtomicInteger cancelled = new AtomicInteger();
        slot.set(cancelled::incrementAndGet);
        assertThat(slot.terminate()).isTrue();
        assertThat(slot.terminate()).isFalse();
        assertThat(slot.cancel()).isFalse();
        assertThat(cancelled).hasValue(0);
    }

    @Test
    void scheduleRunsTheActionAndCancellingTheSlotCancelsTheTimer() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        AtomicInteger fired = new AtomicInteger();
        CancellableSlot fires = new CancellableSlot();
        fires.schedule(scheduler, 1, TimeUnit.SECONDS, fired::incrementAndGet);
        CancellableSlot cancelled = new CancellableSlot();
        cancelled.schedule(scheduler, 1, TimeUnit.SECONDS, fired::incrementAndGet);
        cancelled.cancel();
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        assertThat(fired).hasValue(1);
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void aRejectedTimerIsReportedToTheCaller() {
        ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1);
        scheduler.shutdown();
        CancellableSlot slot = new CancellableSlot();
        assertThatThrownBy(() -> slot.schedule(scheduler, 1, TimeUnit.SECONDS, () -> {}))
                .isInstanceOf(RejectedExecutionException.class);
    }

    @RepeatedTest(200)
    void aStepSetConcurrentlyWithTheCancellationIsAlwaysCancelled() throws Exception {
        CancellableSlot slot = new CancellableSlot();
        AtomicInteger cancelled = new AtomicInteger();
        CyclicBarrier barrier = new CyclicBarrier(2);
        Thread setter = new Thread(() -> {
            await(barrier);
            slot.replace(cancelled::incrementAndGet);
        });
        setter.start();
        await(barrier);
        slot.cancel();
        setter.join(5_000);
        assertThat(setter.isAlive()).isFalse();
        assertThat(cancelled).hasValue(1);
    }

    @Test
    void clocksReadVirtualTimeFromAVirtualTimeScheduler() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        long before = Clocks.nanoTime(scheduler);
        scheduler.advanceTimeBy(Duration.ofSeconds(3));
        assertThat(Clocks.nanoTime(scheduler) - before)
                .isEqualTo(Duration.ofSeconds(3).toNanos());
        long real = Clocks.nanoTime(Runnable::run);
        assertThat(Clocks.nanoTime(Runnable::run)).isGreaterThanOrEqualTo(real);
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
