package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.subscription.DemandPacer;
import io.mutiny.subscription.FixedDemandPacer;
import io.mutiny.test.TestMulti;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class MultiPaceDemandTest {

    private static final Duration WINDOW = Duration.ofMillis(100);

    private final VirtualTimeScheduler scheduler = new VirtualTimeScheduler();

    @AfterEach
    void tearDown() {
        scheduler.shutdownNow();
    }

    @Test
    void rejectsInvalidArguments() {
        assertThatThrownBy(() -> new FixedDemandPacer(0, WINDOW))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("demand");
        assertThatThrownBy(() -> new FixedDemandPacer(1, Duration.ZERO)).hasMessageContaining("delay");
        assertThatThrownBy(() -> new FixedDemandPacer(1, null)).hasMessageContaining("delay");
        assertThatThrownBy(() -> new DemandPacer.Request(-1, WINDOW)).hasMessageContaining("demand");
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.paceDemand().on(null)).hasMessageContaining("executor");
        assertThatThrownBy(() -> multi.paceDemand().using(null)).hasMessageContaining("pacer");
    }

    @Test
    void fixedPacerReturnsTheSameRequest() {
        FixedDemandPacer pacer = new FixedDemandPacer(25, WINDOW);
        assertThat(pacer.initial()).isEqualTo(new DemandPacer.Request(25, WINDOW));
        assertThat(pacer.apply(pacer.initial(), 3)).isEqualTo(new DemandPacer.Request(25, WINDOW));
    }

    @Test
    void releasesTheDemandWindowByWindow() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        Multi.createFrom()
                .range(0, 100)
                .paceDemand()
                .on(scheduler)
                .using(new FixedDemandPacer(25, WINDOW))
                .subscribe(subscriber);

        assertThat(subscriber.getItems()).hasSize(25);
        scheduler.advanceTimeBy(Duration.ofMillis(99));
        assertThat(subscriber.getItems()).hasSize(25);
        scheduler.advanceTimeBy(Duration.ofMillis(1));
        assertThat(subscriber.getItems()).hasSize(50);
        scheduler.advanceTimeBy(WINDOW.multipliedBy(2));
        subscriber.assertCompleted();
        assertThat(subscriber.getItems()).hasSize(100);
        assertThat(scheduler.pendingTaskCount())
                .as("timer cancelled on completion")
                .isZero();
    }

    @Test
    void requestsThePacersDemandAtEachWindowWhateverTheDownstreamRequested() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        upstream.paceDemand()
                .on(scheduler)
                .using(new FixedDemandPacer(3, WINDOW))
                .subscribe(subscriber);

        assertThat(upstream.requests()).containsExactly(3L);
        upstream.emit(0, 1, 2);
        scheduler.advanceTimeBy(WINDOW);
        assertThat(upstream.requests()).containsExactly(3L, 3L);
        scheduler.advanceTimeBy(WINDOW);
        assertThat(upstream.requests())
                .as("as in Mutiny, a window requests even if the previous one was not fulfilled")
                .containsExactly(3L, 3L, 3L);
        subscriber.assertItems(0, 1, 2).assertNotTerminated();
    }

    @Test
    void itemsBeyondTheDownstreamDemandWaitAndTheCompletionFollowsThem() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(2);
        Multi.createFrom()
                .range(0, 6)
                .paceDemand()
                .on(scheduler)
                .using(new FixedDemandPacer(3, WINDOW))
                .subscribe(subscriber);

        subscriber.assertItems(0, 1);
        scheduler.advanceTimeBy(WINDOW);
        subscriber.assertItems(0, 1);
        subscriber.request(1);
        subscriber.assertItems(0, 1, 2).assertNotTerminated();

        scheduler.advanceTimeBy(WINDOW);
        subscriber.assertItems(0, 1, 2).assertNotTerminated();
        subscriber.request(3);
        subscriber.assertItems(0, 1, 2, 3, 4, 5).assertCompleted().assertNoViolations();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void anEmptyStreamCompletesWithoutDownstreamDemand() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        Multi.createFrom()
                .<Integer>empty()
                .paceDemand()
                .on(scheduler)
                .using(new FixedDemandPacer(3, WINDOW))
                .subscribe(subscriber);

        subscriber.assertCompleted();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void completesWhenTheStreamEndsWithAWindow() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(6);
        Multi.createFrom()
                .range(0, 6)
                .paceDemand()
                .on(scheduler)
                .using(new FixedDemandPacer(3, WINDOW))
                .subscribe(subscriber);

        scheduler.advanceTimeBy(WINDOW);
        subscriber.assertItems(0, 1, 2, 3, 4, 5).assertCompleted();
    }

    @Test
    void requestsRacingItemsNeverExceedTheDemand() throws Exception {
        java.util.concurrent.ExecutorService emitter = java.util.concurrent.Executors.newSingleThreadExecutor();
        try {
            for (int round = 0; round < 200; round++) {
                AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
                Multi.createFrom()
                        .range(0, 300)
                        .emitOn(emitter)
                        .paceDemand()
                        .using(new FixedDemandPacer(100, Duration.ofMillis(1)))
                        .subscribe(subscriber);
                for (int i = 0; i < 300; i++) {
                    subscriber.request(1);
                }
                subscriber.awaitCompletion(Duration.ofSeconds(10)).assertNoViolations();
                assertThat(subscriber.getItems()).hasSize(300).isSorted();
            }
        } finally {
            emitter.shutdownNow();
        }
    }

    @Test
    void customPacerSeesThePreviousRequestAndTheObservedItems() {
        List<Long> observed = new CopyOnWriteArrayList<>();
        DemandPacer pacer = new DemandPacer() {
            @Override
            public Request initial() {
                return new Request(2, WINDOW);
            }

            @Override
            public Request apply(Request previous, long observedItemsCount) {
                observed.add(observedItemsCount);
                return new Request(previous.demand() * 2, previous.delay());
            }
        };
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        upstream.paceDemand().on(scheduler).using(pacer).subscribe(subscriber);

        upstream.emit(1, 2);
        scheduler.advanceTimeBy(WINDOW);
        upstream.emit(3);
        scheduler.advanceTimeBy(WINDOW);

        assertThat(upstream.requests()).containsExactly(2L, 4L, 8L);
        assertThat(observed).containsExactly(2L, 1L);
    }

    @Test
    void pacerFailuresFailTheStream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        upstream.paceDemand()
                .on(scheduler)
                .using(new DemandPacer() {
                    @Override
                    public Request initial() {
                        return new Request(1, WINDOW);
                    }

                    @Override
                    public Request apply(Request previous, long observedItemsCount) {
                        throw new IllegalStateException("pacer broke");
                    }
                })
                .subscribe(subscriber);

        scheduler.advanceTimeBy(WINDOW);

        subscriber.assertFailedWith(IllegalStateException.class, "pacer broke");
        assertThat(upstream.isCancelled()).isTrue();
        assertThat(scheduler.pendingTaskCount()).isZero();

        TestMulti<Integer> other = new TestMulti<>();
        AssertSubscriber<Integer> nullInitial = AssertSubscriber.create(1);
        other.paceDemand()
                .on(scheduler)
                .using(new DemandPacer() {
                    @Override
                    public Request initial() {
                        return null;
                    }

                    @Override
                    public Request apply(Request previous, long observedItemsCount) {
                        return previous;
                    }
                })
                .subscribe(nullInitial);
        nullInitial.assertFailedWith(NullPointerException.class);
        assertThat(other.isCancelled()).isTrue();
    }

    @Test
    void passesFailures() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        Multi.createFrom()
                .<Integer>failure(new IOException("boom"))
                .paceDemand()
                .on(scheduler)
                .using(new FixedDemandPacer(1, WINDOW))
                .subscribe(subscriber);
        subscriber.assertFailedWith(IOException.class, "boom");
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void cancellationCancelsTheTimerAndUpstream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        upstream.paceDemand()
                .on(scheduler)
                .using(new FixedDemandPacer(1, WINDOW))
                .subscribe(subscriber);

        subscriber.cancel();

        assertThat(upstream.isCancelled()).isTrue();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void anInvalidRequestFailsThroughTheDrainLoopCancelsAndStopsTheTimer() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.paceDemand()
                .on(scheduler)
                .using(new FixedDemandPacer(1, WINDOW))
                .subscribe(subscriber);

        subscriber.request(-5);

        // the operator serializes all its signals in its own drain loop, so it fails the stream itself (rule 1.3 holds)
        subscriber.assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(upstream.isCancelled()).isTrue();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void rejectedTimerFailsTheStream() {
        ScheduledThreadPoolExecutor shutDown = new ScheduledThreadPoolExecutor(1);
        shutDown.shutdown();
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);

        upstream.paceDemand()
                .on(shutDown)
                .using(new FixedDemandPacer(1, WINDOW))
                .subscribe(subscriber);

        subscriber.assertFailedWith(RejectedExecutionException.class);
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void theUpstreamSeesTheContextOfEachSubscriber() {
        Multi<String> paced = Multi.createFrom()
                .context(context -> Multi.createFrom().item(context.<String>getOrElse("user", () -> "none")))
                .paceDemand()
                .using(new FixedDemandPacer(1, Duration.ofMillis(10)));

        paced.subscribe()
                .withSubscriber(AssertSubscriber.create(Context.of("user", "alice"), 10))
                .awaitCompletion()
                .assertItems("alice");
        paced.subscribe()
                .withSubscriber(AssertSubscriber.create(Context.of("user", "bob"), 10))
                .awaitCompletion()
                .assertItems("bob");
    }

    @Test
    void anInvalidRequestFailsEvenWhenTheUpstreamCompletedAndItemsWait() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        Multi.createFrom()
                .range(0, 5)
                .paceDemand()
                .on(scheduler)
                .using(new FixedDemandPacer(10, WINDOW))
                .subscribe(subscriber);
        subscriber.assertItems(0).assertNotTerminated();

        subscriber.request(0);

        subscriber.assertItems(0).assertFailedWith(IllegalArgumentException.class, "rule 3.9");
    }
}
