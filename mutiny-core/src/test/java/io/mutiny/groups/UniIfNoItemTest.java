package io.mutiny.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.TimeoutException;
import io.mutiny.Uni;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.operators.uni.UniTerminalOp;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CyclicBarrier;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class UniIfNoItemTest {

    private final VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
    private final UniProbe<String> upstream = new UniProbe<>();

    private UniOnTimeout<String> afterOneSecond() {
        return upstream.ifNoItem().after(Duration.ofSeconds(1)).on(scheduler);
    }

    @Test
    void itemBeforeTheTimeoutWinsAndCancelsTheTimer() {
        UniRecorder<String> recorder = UniRecorder.subscribe(afterOneSecond().fail());
        assertThat(scheduler.pendingTaskCount()).isEqualTo(1);
        scheduler.advanceTimeBy(Duration.ofMillis(999));
        upstream.emit("in time");
        assertThat(recorder.item()).isEqualTo("in time");
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void failureBeforeTheTimeoutIsForwarded() {
        UniRecorder<String> recorder = UniRecorder.subscribe(afterOneSecond().fail());
        upstream.fail(new IOException("boom"));
        assertThat(recorder.failure()).isInstanceOf(IOException.class);
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void timeoutFailsAndCancelsTheUpstream() {
        UniRecorder<String> recorder = UniRecorder.subscribe(afterOneSecond().fail());
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        assertThat(recorder.failure()).isInstanceOf(TimeoutException.class);
        assertThat(upstream.cancellations).hasValue(1);
        upstream.emit("late");
        assertThat(recorder.signals).hasValue(1);
    }

    @Test
    void failWithAndRecoveries() {
        UniRecorder<String> failWith =
                UniRecorder.subscribe(afterOneSecond().failWith(new IllegalStateException("custom")));
        UniRecorder<String> failWithSupplier =
                UniRecorder.subscribe(afterOneSecond().failWith(() -> null));
        UniRecorder<String> item = UniRecorder.subscribe(afterOneSecond().recoverWithItem("fallback"));
        UniRecorder<String> itemSupplier =
                UniRecorder.subscribe(afterOneSecond().recoverWithItem(() -> "supplied"));
        UniRecorder<String> uni = UniRecorder.subscribe(afterOneSecond().recoverWithUni(UniTerminalOp.item("uni")));
        UniRecorder<String> uniSupplier = UniRecorder.subscribe(afterOneSecond().recoverWithUni(() -> {
            throw new IllegalStateException("supplier");
        }));
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        assertThat(failWith.failure()).hasMessage("custom");
        assertThat(failWithSupplier.failure()).isInstanceOf(NullPointerException.class);
        assertThat(item.item()).isEqualTo("fallback");
        assertThat(itemSupplier.item()).isEqualTo("supplied");
        assertThat(uni.item()).isEqualTo("uni");
        assertThat(uniSupplier.failure()).hasMessage("supplier");
    }

    @Test
    void cancellationCancelsTheTimerTheUpstreamAndTheFallback() {
        UniRecorder<String> beforeTimeout =
                UniRecorder.subscribe(afterOneSecond().fail());
        beforeTimeout.cancel();
        assertThat(scheduler.pendingTaskCount()).isZero();
        assertThat(upstream.cancellations).hasValue(1);

        UniProbe<String> fallback = new UniProbe<>();
        UniRecorder<String> duringFallback =
                UniRecorder.subscribe(afterOneSecond().recoverWithUni(fallback));
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        assertThat(fallback.subscriptions).hasValue(1);
        duringFallback.cancel();
        assertThat(fallback.cancellations).hasValue(1);
    }

    @Test
    void usesTheDefaultWorkerPoolWithoutOn() {
        UniRecorder<String> recorder = UniRecorder.subscribe(
                UniTerminalOp.item("x").ifNoItem().after(Duration.ofSeconds(5)).fail());
        assertThat(recorder.item()).isEqualTo("x");
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
        UniRecorder<String> recorder = UniRecorder.subscribe(afterOneSecond().recoverWithItem("timeout"));
        CyclicBarrier barrier = new CyclicBarrier(2);
        Thread racer = new Thread(() -> {
            UniCombineTest.awaitBarrier(barrier);
            upstream.emit("item");
        });
        racer.start();
        UniCombineTest.awaitBarrier(barrier);
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        racer.join(5000);
        assertThat(recorder.await().signals).hasValue(1);
        assertThat(recorder.item()).isIn("item", "timeout");
    }
}
