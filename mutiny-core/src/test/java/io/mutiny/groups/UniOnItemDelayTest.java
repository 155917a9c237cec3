package io.mutiny.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.operators.uni.UniTerminalOp;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class UniOnItemDelayTest {

    private final VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
    private final TestUni<String> upstream = new TestUni<>();

    private UniOnItemDelay<String> delayIt() {
        return new UniOnItemDelay<>(upstream, null).onExecutor(scheduler);
    }

    @Test
    void byDelaysTheItem() {
        AtomicLong emittedAt = new AtomicLong(-1);
        UniAssertSubscriber<String> recorder =
                delayIt().by(Duration.ofMillis(500)).subscribe().withSubscriber(UniAssertSubscriber.create());
        scheduler.advanceTimeBy(Duration.ofMillis(100));
        upstream.complete("x");
        scheduler.advanceTimeBy(Duration.ofMillis(499));
        recorder.assertNotTerminated();
        scheduler.schedule(() -> emittedAt.set(scheduler.now(TimeUnit.MILLISECONDS)), 1, TimeUnit.MILLISECONDS);
        scheduler.advanceTimeBy(Duration.ofMillis(1));
        assertThat(recorder.assertCompleted().getItem()).isEqualTo("x");
        assertThat(emittedAt).hasValue(600);
    }

    @Test
    void onExecutorConfiguresThisGroupLikeSmallRyeMutiny() {
        UniOnItemDelay<String> group = new UniOnItemDelay<>(upstream, null);
        assertThat(group.onExecutor(scheduler)).isSameAs(group);
        UniAssertSubscriber<String> recorder =
                group.by(Duration.ofSeconds(1)).subscribe().withSubscriber(UniAssertSubscriber.create());
        upstream.complete("x");
        assertThat(scheduler.pendingTaskCount()).isEqualTo(1);
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        assertThat(recorder.assertCompleted().getItem()).isEqualTo("x");
    }

    @Test
    void publicEntryPoint() {
        UniAssertSubscriber<String> recorder = Uni.createFrom()
                .item("x")
                .onItem()
                .delayIt()
                .onExecutor(scheduler)
                .by(Duration.ofSeconds(1))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        recorder.assertNotTerminated();
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        assertThat(recorder.assertCompleted().getItem()).isEqualTo("x");
    }

    @Test
    void failuresAreNotDelayed() {
        UniAssertSubscriber<String> recorder =
                delayIt().by(Duration.ofSeconds(1)).subscribe().withSubscriber(UniAssertSubscriber.create());
        upstream.fail(new IOException("boom"));
        assertThat(recorder.assertFailed().getFailure()).isInstanceOf(IOException.class);
    }

    @Test
    void cancellationCancelsTheTimer() {
        UniAssertSubscriber<String> recorder =
                delayIt().by(Duration.ofSeconds(1)).subscribe().withSubscriber(UniAssertSubscriber.create());
        upstream.complete("x");
        assertThat(scheduler.pendingTaskCount()).isEqualTo(1);
        recorder.cancel();
        assertThat(scheduler.pendingTaskCount()).isZero();
        scheduler.advanceTimeBy(Duration.ofSeconds(2));
        recorder.assertNotTerminated();
    }

    @Test
    void untilWaitsForTheCompanion() {
        TestUni<Object> companion = new TestUni<>();
        UniAssertSubscriber<String> recorder =
                delayIt().until(item -> companion).subscribe().withSubscriber(UniAssertSubscriber.create());
        upstream.complete("x");
        recorder.assertNotTerminated();
        companion.complete("ignored");
        assertThat(recorder.assertCompleted().getItem()).isEqualTo("x");
    }

    @Test
    void untilFailures() {
        TestUni<Object> companion = new TestUni<>();
        UniAssertSubscriber<String> companionFails =
                delayIt().until(item -> companion).subscribe().withSubscriber(UniAssertSubscriber.create());
        upstream.complete("x");
        companion.fail(new IOException("companion"));
        assertThat(companionFails.assertFailed().getFailure()).hasMessage("companion");

        UniAssertSubscriber<String> nullCompanion = (new UniOnItemDelay<>(UniTerminalOp.item("x"), scheduler)
                        .until(item -> null))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(nullCompanion.assertFailed().getFailure()).isInstanceOf(NullPointerException.class);

        UniAssertSubscriber<String> throwing = (new UniOnItemDelay<>(UniTerminalOp.item("x"), scheduler).until(item -> {
                    throw new IllegalStateException("selector");
                }))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(throwing.assertFailed().getFailure()).hasMessage("selector");
    }

    @Test
    void untilSubscribesTheCompanionOnTheExecutor() throws InterruptedException {
        ScheduledExecutorService named =
                Executors.newSingleThreadScheduledExecutor(runnable -> new Thread(runnable, "delay-executor"));
        try {
            UniAssertSubscriber<String> recorder = Uni.createFrom()
                    .item("x")
                    .onItem()
                    .delayIt()
                    .onExecutor(named)
                    .until(item -> Uni.createFrom().item("now"))
                    .subscribe()
                    .withSubscriber(UniAssertSubscriber.create());
            recorder.awaitItem().assertItem("x");
            assertThat(recorder.getOnItemThreadName()).isEqualTo("delay-executor");
        } finally {
            named.shutdownNow();
            named.awaitTermination(5, TimeUnit.SECONDS);
        }
    }

    @Test
    void untilFailsWhenTheExecutorRejectsTheCompanion() {
        ScheduledExecutorService stopped = Executors.newSingleThreadScheduledExecutor();
        stopped.shutdown();
        Uni.createFrom()
                .item("x")
                .onItem()
                .delayIt()
                .onExecutor(stopped)
                .until(item -> Uni.createFrom().item("now"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(RejectedExecutionException.class);
    }

    @Test
    void untilCancellationReachesTheCompanion() {
        TestUni<Object> companion = new TestUni<>();
        UniAssertSubscriber<String> recorder =
                delayIt().until(item -> companion).subscribe().withSubscriber(UniAssertSubscriber.create());
        upstream.complete("x");
        recorder.cancel();
        assertThat(companion.cancellations()).isEqualTo(1);
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
