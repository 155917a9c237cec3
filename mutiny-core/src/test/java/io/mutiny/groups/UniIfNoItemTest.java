package io.mutiny.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.TimeoutException;
import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.operators.uni.UniTerminalOp;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class UniIfNoItemTest {

    private final VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
    private final TestUni<String> upstream = new TestUni<>();

    private UniOnTimeout<String> afterOneSecond() {
        return upstream.ifNoItem().after(Duration.ofSeconds(1)).on(scheduler);
    }

    @Test
    void itemBeforeTheTimeoutWinsAndCancelsTheTimer() {
        UniAssertSubscriber<String> recorder =
                afterOneSecond().fail().subscribe().withSubscriber(UniAssertSubscriber.create());
        assertThat(scheduler.pendingTaskCount()).isEqualTo(1);
        scheduler.advanceTimeBy(Duration.ofMillis(999));
        upstream.complete("in time");
        assertThat(recorder.assertCompleted().getItem()).isEqualTo("in time");
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void failureBeforeTheTimeoutIsForwarded() {
        UniAssertSubscriber<String> recorder =
                afterOneSecond().fail().subscribe().withSubscriber(UniAssertSubscriber.create());
        upstream.fail(new IOException("boom"));
        assertThat(recorder.assertFailed().getFailure()).isInstanceOf(IOException.class);
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void timeoutFailsAndCancelsTheUpstream() {
        UniAssertSubscriber<String> recorder =
                afterOneSecond().fail().subscribe().withSubscriber(UniAssertSubscriber.create());
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        assertThat(recorder.assertFailed().getFailure()).isInstanceOf(TimeoutException.class);
        assertThat(upstream.cancellations()).isEqualTo(1);
        upstream.complete("late");
        recorder.assertSignalsReceivedInOrder().assertTerminated();
    }

    @Test
    void failWithAndRecoveries() {
        UniAssertSubscriber<String> failWith = afterOneSecond()
                .failWith(new IllegalStateException("custom"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        UniAssertSubscriber<String> failWithSupplier =
                afterOneSecond().failWith(() -> null).subscribe().withSubscriber(UniAssertSubscriber.create());
        UniAssertSubscriber<String> item =
                afterOneSecond().recoverWithItem("fallback").subscribe().withSubscriber(UniAssertSubscriber.create());
        UniAssertSubscriber<String> itemSupplier = afterOneSecond()
                .recoverWithItem(() -> "supplied")
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        UniAssertSubscriber<String> uni = afterOneSecond()
                .recoverWithUni(UniTerminalOp.item("uni"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        UniAssertSubscriber<String> uniSupplier = afterOneSecond()
                .recoverWithUni(() -> {
                    throw new IllegalStateException("supplier");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        assertThat(failWith.assertFailed().getFailure()).hasMessage("custom");
        assertThat(failWithSupplier.assertFailed().getFailure()).isInstanceOf(NullPointerException.class);
        assertThat(item.assertCompleted().getItem()).isEqualTo("fallback");
        assertThat(itemSupplier.assertCompleted().getItem()).isEqualTo("supplied");
        assertThat(uni.assertCompleted().getItem()).isEqualTo("uni");
        assertThat(uniSupplier.assertFailed().getFailure()).hasMessage("supplier");
    }

    @Test
    void cancellationCancelsTheTimerTheUpstreamAndTheFallback() {
        UniAssertSubscriber<String> beforeTimeout =
                afterOneSecond().fail().subscribe().withSubscriber(UniAssertSubscriber.create());
        beforeTimeout.cancel();
        assertThat(scheduler.pendingTaskCount()).isZero();
        assertThat(upstream.cancellations()).isEqualTo(1);

        TestUni<String> fallback = new TestUni<>();
        UniAssertSubscriber<String> duringFallback =
                afterOneSecond().recoverWithUni(fallback).subscribe().withSubscriber(UniAssertSubscriber.create());
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        assertThat(fallback.subscriptions()).isEqualTo(1);
        duringFallback.cancel();
        assertThat(fallback.cancellations()).isEqualTo(1);
    }

    @Test
    void anItemEmittedDuringTheSubscriptionDisarmsTheTimerAtOnce() {
        UniAssertSubscriber<String> recorder = Uni.createFrom()
                .item("now")
                .ifNoItem()
                .after(Duration.ofSeconds(1))
                .on(scheduler)
                .fail()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        recorder.assertItem("now");
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void aCancellationFromOnSubscribeLeavesNoTimerArmed() {
        afterOneSecond().fail().subscribe().withSubscriber(new UniAssertSubscriber<>(true));
        assertThat(scheduler.pendingTaskCount()).isZero();
        assertThat(upstream.cancellations()).isEqualTo(1);
    }

    @Test
    void aRejectedTimerFailsAndCancelsTheUpstream() {
        ScheduledExecutorService stopped = Executors.newSingleThreadScheduledExecutor();
        stopped.shutdown();
        UniAssertSubscriber<String> recorder = upstream.ifNoItem()
                .after(Duration.ofSeconds(1))
                .on(stopped)
                .fail()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(recorder.assertFailed().getFailure()).isInstanceOf(RejectedExecutionException.class);
        assertThat(upstream.cancellations()).isEqualTo(1);
        upstream.complete("late");
        recorder.assertSignalsReceivedInOrder().assertTerminated();
    }

    @Test
    void usesTheDefaultWorkerPoolWithoutOn() {
        UniAssertSubscriber<String> recorder = UniTerminalOp.item("x")
                .ifNoItem()
                .after(Duration.ofSeconds(5))
                .fail()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(recorder.assertCompleted().getItem()).isEqualTo("x");
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> upstream.ifNoItem().after(Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("timeout");
        assertThatThrownBy(() -> afterOneSecond().on(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("executor");
        assertThatThrownBy(() -> afterOneSecond().failWith((Throwable) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("failure");
        assertThatThrownBy(() -> afterOneSecond().recoverWithUni((Uni<String>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("fallback");
    }

    @RepeatedTest(100)
    void itemRacingTheTimerYieldsExactlyOneOutcome() throws Exception {
        UniAssertSubscriber<String> recorder =
                afterOneSecond().recoverWithItem("timeout").subscribe().withSubscriber(UniAssertSubscriber.create());
        CyclicBarrier barrier = new CyclicBarrier(2);
        Thread racer = new Thread(() -> {
            UniCombineTest.awaitBarrier(barrier);
            upstream.complete("item");
        });
        racer.start();
        UniCombineTest.awaitBarrier(barrier);
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        racer.join(5000);
        recorder.awaitItem().assertSignalsReceivedInOrder().assertTerminated();
        assertThat(recorder.assertCompleted().getItem()).isIn("item", "timeout");
    }

    @Test
    void aFallbackSupplierThatThrowsAfterTheDownstreamCancelledDeliversNothing() throws Exception {
        java.util.concurrent.CountDownLatch supplierEntered = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch cancelReturned = new java.util.concurrent.CountDownLatch(1);
        UniAssertSubscriber<String> subscriber = upstream.ifNoItem()
                .after(Duration.ofSeconds(1))
                .on(scheduler)
                .failWith(() -> {
                    supplierEntered.countDown();
                    try {
                        cancelReturned.await(5, java.util.concurrent.TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    throw new IllegalStateException("supplier broke");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        Thread timer = new Thread(() -> scheduler.advanceTimeBy(Duration.ofSeconds(1)));
        timer.start();
        assertThat(supplierEntered.await(5, java.util.concurrent.TimeUnit.SECONDS))
                .isTrue();
        subscriber.cancel();
        cancelReturned.countDown();
        timer.join(5_000);
        assertThat(timer.isAlive()).isFalse();
        subscriber.assertNotTerminated();
    }
}
