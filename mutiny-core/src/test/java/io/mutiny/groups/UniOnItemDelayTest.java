package io.mutiny.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.operators.uni.UniTerminalOp;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class UniOnItemDelayTest {

    private final VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
    private final UniProbe<String> upstream = new UniProbe<>();

    private UniOnItemDelay<String> delayIt() {
        return new UniOnItemDelay<>(upstream, null).onExecutor(scheduler);
    }

    @Test
    void byDelaysTheItem() {
        AtomicLong emittedAt = new AtomicLong(-1);
        UniRecorder<String> recorder = UniRecorder.subscribe(delayIt().by(Duration.ofMillis(500)));
        scheduler.advanceTimeBy(Duration.ofMillis(100));
        upstream.emit("x");
        scheduler.advanceTimeBy(Duration.ofMillis(499));
        assertThat(recorder.hasOutcome()).isFalse();
        scheduler.schedule(() -> emittedAt.set(scheduler.now(TimeUnit.MILLISECONDS)), 1, TimeUnit.MILLISECONDS);
        scheduler.advanceTimeBy(Duration.ofMillis(1));
        assertThat(recorder.item()).isEqualTo("x");
        assertThat(emittedAt).hasValue(600);
    }

    @Test
    void publicEntryPoint() {
        UniRecorder<String> recorder = UniRecorder.subscribe(Uni.createFrom()
                .item("x")
                .onItem()
                .delayIt()
                .onExecutor(scheduler)
                .by(Duration.ofSeconds(1)));
        assertThat(recorder.hasOutcome()).isFalse();
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        assertThat(recorder.item()).isEqualTo("x");
    }

    @Test
    void failuresAreNotDelayed() {
        UniRecorder<String> recorder = UniRecorder.subscribe(delayIt().by(Duration.ofSeconds(1)));
        upstream.fail(new IOException("boom"));
        assertThat(recorder.failure()).isInstanceOf(IOException.class);
    }

    @Test
    void cancellationCancelsTheTimer() {
        UniRecorder<String> recorder = UniRecorder.subscribe(delayIt().by(Duration.ofSeconds(1)));
        upstream.emit("x");
        assertThat(scheduler.pendingTaskCount()).isEqualTo(1);
        recorder.cancel();
        assertThat(scheduler.pendingTaskCount()).isZero();
        scheduler.advanceTimeBy(Duration.ofSeconds(2));
        assertThat(recorder.hasOutcome()).isFalse();
    }

    @Test
    void untilWaitsForTheCompanion() {
        UniProbe<Object> companion = new UniProbe<>();
        UniRecorder<String> recorder = UniRecorder.subscribe(delayIt().until(item -> companion));
        upstream.emit("x");
        assertThat(recorder.hasOutcome()).isFalse();
        companion.emit("ignored");
        assertThat(recorder.item()).isEqualTo("x");
    }

    @Test
    void untilFailures() {
        UniProbe<Object> companion = new UniProbe<>();
        UniRecorder<String> companionFails = UniRecorder.subscribe(delayIt().until(item -> companion));
        upstream.emit("x");
        companion.fail(new IOException("companion"));
        assertThat(companionFails.failure()).hasMessage("companion");

        UniRecorder<String> nullCompanion =
                UniRecorder.subscribe(new UniOnItemDelay<>(UniTerminalOp.item("x"), scheduler).until(item -> null));
        assertThat(nullCompanion.failure()).isInstanceOf(NullPointerException.class);

        UniRecorder<String> throwing =
                UniRecorder.subscribe(new UniOnItemDelay<>(UniTerminalOp.item("x"), scheduler).until(item -> {
                    throw new IllegalStateException("selector");
                }));
        assertThat(throwing.failure()).hasMessage("selector");
    }

    @Test
    void untilCancellationReachesTheCompanion() {
        UniProbe<Object> companion = new UniProbe<>();
        UniRecorder<String> recorder = UniRecorder.subscribe(delayIt().until(item -> companion));
        upstream.emit("x");
        recorder.cancel();
        assertThat(companion.cancellations).hasValue(1);
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> delayIt().by(Duration.ofMillis(-5)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("duration");
        assertThatThrownBy(() -> delayIt().until(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("function");
        assertThatThrownBy(() -> delayIt().onExecutor(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("executor");
        assertThatThrownBy(() -> new UniOnItemDelay<>((Uni<String>) null, scheduler))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("upstream");
    }
}
