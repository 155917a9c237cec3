package io.mutiny.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.uni.UniTerminalOp;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class UniRepeatTest {

    private final AtomicInteger subscriptions = new AtomicInteger();

    /** Emits 1, 2, 3... one per subscription; a null item on the subscriptions listed in {@code nullOn}. */
    private Uni<Integer> counter(int... nullOn) {
        return new AbstractUni<>() {
            @Override
            public void subscribe(UniSubscriber<? super Integer> subscriber) {
                int count = subscriptions.incrementAndGet();
                boolean emitNull = false;
                for (int n : nullOn) {
                    emitNull |= n == count;
                }
                AbstractUni.subscribe(UniTerminalOp.item(emitNull ? null : count), subscriber);
            }
        };
    }

    @Test
    void subscribesOnlyOnDemand() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        counter().repeat().indefinitely().subscribe(subscriber);
        assertThat(subscriptions).hasValue(0);
        subscriber.request(2);
        subscriber.assertItems(1, 2);
        assertThat(subscriptions).hasValue(2);
        subscriber.request(1);
        subscriber.assertItems(1, 2, 3).assertNotTerminated();
        subscriber.cancel();
    }

    @Test
    void atMostCompletesAfterTheGivenNumberOfSubscriptions() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(3);
        counter().repeat().atMost(3).subscribe(subscriber);
        subscriber.assertItems(1, 2, 3).assertCompleted();
    }

    @Test
    void untilDropsTheMatchingItemAndCompletes() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        counter().repeat().until(n -> n == 3).subscribe(subscriber);
        subscriber.assertItems(1, 2).assertCompleted();
    }

    @Test
    void whilstEmitsTheLastItemAndCompletes() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        counter().repeat().whilst(n -> n < 3).subscribe(subscriber);
        subscriber.assertItems(1, 2, 3).assertCompleted();
    }

    @Test
    void nullItemsAreSkipped() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(2);
        counter(2).repeat().indefinitely().subscribe(subscriber);
        subscriber.assertItems(1, 3);
        subscriber.cancel();
    }

    @Test
    void failureEndsTheStream() {
        AssertSubscriber<Object> subscriber = AssertSubscriber.create(5);
        UniTerminalOp.failure(new IOException("boom")).repeat().indefinitely().subscribe(subscriber);
        subscriber.assertFailedWith(IOException.class, "boom");
    }

    @Test
    void predicateThrowingFailsTheStream() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(5);
        counter()
                .repeat()
                .until(n -> {
                    throw new IllegalStateException("predicate");
                })
                .subscribe(subscriber);
        subscriber.assertFailedWith(IllegalStateException.class, "predicate");
    }

    @Test
    void manySynchronousRepetitionsDoNotOverflowTheStack() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        counter().repeat().atMost(50_000).subscribe(subscriber);
        subscriber.assertCompleted().assertItemCount(50_000);
    }

    @Test
    void cancellationReachesTheRunningSubscription() {
        TestUni<Integer> probe = new TestUni<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        probe.repeat().indefinitely().subscribe(subscriber);
        subscriber.cancel();
        assertThat(probe.cancellations()).isEqualTo(1);
    }

    @Test
    void invalidRequestFailsTheStream() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        counter().repeat().indefinitely().subscribe(subscriber);
        subscriber.request(-1);
        subscriber.assertFailedWith(IllegalArgumentException.class);
    }

    @Test
    void withDelayWaitsBetweenRepetitionsOnVirtualTime() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        Infrastructure.setDefaultExecutor(scheduler);
        try {
            AssertSubscriber<Integer> subscriber = AssertSubscriber.create(3);
            counter().repeat().withDelay(Duration.ofSeconds(1)).atMost(3).subscribe(subscriber);
            subscriber.assertItems(1);
            scheduler.advanceTimeBy(Duration.ofSeconds(1));
            subscriber.assertItems(1, 2);
            scheduler.advanceTimeBy(Duration.ofSeconds(1));
            subscriber.assertItems(1, 2, 3).assertCompleted();
        } finally {
            Infrastructure.setDefaultExecutor();
        }
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> counter().repeat().atMost(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("times");
        assertThatThrownBy(() -> counter().repeat().until(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("predicate");
        assertThatThrownBy(() -> counter().repeat().withDelay(Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("delay");
    }

    @Test
    void withDelayOnAnExecutorWaitsForItsVirtualTime() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(3);
        counter().repeat().withDelay(Duration.ofSeconds(1), scheduler).atMost(3).subscribe(subscriber);
        subscriber.assertItems(1);
        scheduler.advanceTimeBy(Duration.ofMillis(999));
        subscriber.assertItems(1);
        scheduler.advanceTimeBy(Duration.ofMillis(1));
        subscriber.assertItems(1, 2);
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        subscriber.assertItems(1, 2, 3).assertCompleted();
    }

    @Test
    void withDelayOnARejectingExecutorFailsBeforeTheSecondRepetition() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        scheduler.shutdown();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(3);
        counter().repeat().withDelay(Duration.ofSeconds(1), scheduler).atMost(3).subscribe(subscriber);
        subscriber.assertItems(1).assertFailedWith(RejectedExecutionException.class);
    }

    @Test
    void withDelayRejectsANullExecutor() {
        assertThatThrownBy(() -> counter().repeat().withDelay(Duration.ofSeconds(1), null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("executor");
    }
}
