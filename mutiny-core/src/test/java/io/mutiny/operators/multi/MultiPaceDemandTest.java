package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
    void neverRequestsMoreThanTheDownstreamAndUnusedAllowanceDoesNotCarryOver() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(3);
        upstream.paceDemand()
                .on(scheduler)
                .using(new FixedDemandPacer(10, WINDOW))
                .subscribe(subscriber);

        assertThat(upstream.requests()).containsExactly(3L);
        subscriber.request(4);
        assertThat(upstream.requests()).containsExactly(3L, 4L);
        subscriber.request(10);
        assertThat(upstream.requests()).as("the window allowed 10").containsExactly(3L, 4L, 3L);

        scheduler.advanceTimeBy(WINDOW);
        assertThat(upstream.requests()).containsExactly(3L, 4L, 3L, 7L);
        scheduler.advanceTimeBy(WINDOW);
        subscriber.request(15);
        assertThat(upstream.requests()).containsExactly(3L, 4L, 3L, 7L, 10L);
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
    void anInvalidRequestReachesTheSourceAndStopsTheTimer() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.paceDemand()
                .on(scheduler)
                .using(new FixedDemandPacer(1, WINDOW))
                .subscribe(subscriber);

        subscriber.request(-5);

        subscriber.assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(upstream.requests()).contains(-5L);
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
}
