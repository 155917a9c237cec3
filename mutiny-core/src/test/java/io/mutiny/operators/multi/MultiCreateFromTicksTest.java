package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.subscription.BackPressureFailure;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import org.junit.jupiter.api.Test;

class MultiCreateFromTicksTest {

    private final VirtualTimeScheduler scheduler = new VirtualTimeScheduler();

    /** A subscriber with an initial demand of {@code demand}, subscribed to ticks every second of virtual time. */
    private AssertSubscriber<Long> ticksEverySecond(long demand) {
        return Multi.createFrom()
                .ticks()
                .onExecutor(scheduler)
                .every(Duration.ofSeconds(1))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(demand));
    }

    @Test
    void ticksStartOnTheFirstRequest() {
        AssertSubscriber<Long> subscriber = ticksEverySecond(0);
        assertThat(scheduler.pendingTaskCount()).isZero();
        subscriber.request(Long.MAX_VALUE);
        scheduler.advanceTimeBy(Duration.ZERO);
        subscriber.assertItems(0L);
        scheduler.advanceTimeBy(Duration.ofMillis(2500));
        subscriber.assertItems(0L, 1L, 2L).assertNotTerminated();
    }

    @Test
    void initialDelay() {
        AssertSubscriber<Long> subscriber = Multi.createFrom()
                .ticks()
                .startingAfter(Duration.ofSeconds(5))
                .onExecutor(scheduler)
                .every(Duration.ofSeconds(1))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        scheduler.advanceTimeBy(Duration.ofMillis(4999));
        subscriber.assertHasNotReceivedAnyItem();
        scheduler.advanceTimeBy(Duration.ofMillis(1));
        subscriber.assertItems(0L);
        scheduler.advanceTimeBy(Duration.ofSeconds(2));
        subscriber.assertItems(0L, 1L, 2L);
    }

    @Test
    void aTickWithoutDemandFailsAndStopsTheTimer() {
        AssertSubscriber<Long> subscriber = ticksEverySecond(2);
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        subscriber.assertItems(0L, 1L).assertNotTerminated();
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        subscriber.assertItems(0L, 1L).assertFailedWith(BackPressureFailure.class);
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void cancellationStopsTheTimer() {
        AssertSubscriber<Long> subscriber = ticksEverySecond(100);
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        subscriber.cancel();
        assertThat(scheduler.pendingTaskCount()).isZero();
        scheduler.advanceTimeBy(Duration.ofSeconds(10));
        subscriber.assertItems(0L, 1L).assertNotTerminated();
    }

    @Test
    void cancellationBeforeTheFirstRequest() {
        AssertSubscriber<Long> subscriber = ticksEverySecond(0);
        subscriber.cancel().request(10);
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void invalidRequestFailsAndStopsTheTimer() {
        AssertSubscriber<Long> subscriber = ticksEverySecond(5);
        scheduler.advanceTimeBy(Duration.ZERO);
        subscriber.request(-1).assertItems(0L).assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void rejectedScheduleFails() {
        ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor();
        executor.shutdown();
        Multi.createFrom()
                .ticks()
                .onExecutor(executor)
                .every(Duration.ofSeconds(1))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(RejectedExecutionException.class);
    }

    @Test
    void realExecutor() {
        ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor();
        try {
            Multi.createFrom()
                    .ticks()
                    .onExecutor(executor)
                    .every(Duration.ofMillis(5))
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(3))
                    .awaitFailure()
                    .assertItems(0L, 1L, 2L)
                    .assertFailedWith(BackPressureFailure.class);
        } finally {
            executor.shutdownNow();
        }
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Multi.createFrom().ticks().every(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("period");
        assertThatThrownBy(() -> Multi.createFrom().ticks().every(Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("period");
        assertThatThrownBy(() -> Multi.createFrom().ticks().startingAfter(Duration.ofSeconds(-1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("delay");
        assertThatThrownBy(() -> Multi.createFrom().ticks().onExecutor(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("executor");
    }
}
