package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.BackPressureStrategy;
import io.mutiny.subscription.DemandPauser;
import io.mutiny.test.TestMulti;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class MultiPauseDemandTest {

    private final DemandPauser pauser = new DemandPauser();
    private final ExecutorService pool = Executors.newSingleThreadExecutor();

    @AfterEach
    void tearDown() {
        pool.shutdownNow();
    }

    @Test
    void rejectsInvalidArguments() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.pauseDemand().bufferSize(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("bufferSize");
        assertThatThrownBy(() -> multi.pauseDemand().bufferStrategy(null)).hasMessageContaining("bufferStrategy");
        assertThatThrownBy(() -> multi.pauseDemand().bufferStrategy(BackPressureStrategy.LATEST))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("bufferStrategy");
        assertThatThrownBy(() -> multi.pauseDemand().bufferStrategy(BackPressureStrategy.ERROR))
                .hasMessageContaining("bufferStrategy");
        assertThatThrownBy(() -> multi.pauseDemand().using(null)).hasMessageContaining("pauser");
        assertThatThrownBy(() -> pauser.bind(null)).hasMessageContaining("multi");
    }

    @Test
    void unboundPauser() {
        assertThat(pauser.isBound()).isFalse();
        assertThat(pauser.isPaused()).isFalse();
        assertThatThrownBy(pauser::pause).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(pauser::resume).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(pauser::bufferSize).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(pauser::clearBuffer).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aPauserBindsOnce() {
        Multi.createFrom().items(1).pauseDemand().using(pauser);
        assertThat(pauser.isBound()).isTrue();
        assertThatThrownBy(() -> Multi.createFrom().items(2).pauseDemand().using(pauser))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void pauseKeepsTheDemandAndResumeForwardsIt() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(5);
        upstream.pauseDemand().using(pauser).subscribe(subscriber);
        assertThat(upstream.requests()).containsExactly(5L);

        pauser.pause();
        assertThat(pauser.isPaused()).isTrue();
        subscriber.request(3);
        subscriber.request(2);
        assertThat(upstream.requests()).containsExactly(5L);

        pauser.resume();
        assertThat(pauser.isPaused()).isFalse();
        assertThat(upstream.requests()).containsExactly(5L, 5L);
    }

    @Test
    void itemsArrivingWhilePausedAreBufferedUntilResume() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(5);
        upstream.pauseDemand().using(pauser).subscribe(subscriber);

        upstream.emit(1);
        pauser.pause();
        upstream.emit(2, 3);
        upstream.complete();

        subscriber.assertItems(1).assertNotTerminated();
        assertThat(pauser.bufferSize()).isEqualTo(2);

        pauser.resume();
        subscriber.assertItems(1, 2, 3).assertCompleted();
        assertThat(pauser.bufferSize()).isZero();
    }

    @Test
    void aFullPauseBufferFails() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        upstream.pauseDemand().bufferSize(2).using(pauser).subscribe(subscriber);

        pauser.pause();
        upstream.emit(1, 2, 3);

        subscriber.assertFailedWith(BackPressureFailure.class).assertHasNotReceivedAnyItem();
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void unconditionalBufferKeepsEverything() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        Multi<Integer> multi = Multi.createFrom()
                .range(0, 1000)
                .pauseDemand()
                .bufferUnconditionally()
                .using(pauser);
        multi.subscribe(subscriber);
        subscriber.request(1000);
        pauser.pause();
        pauser.resume();
        subscriber.assertCompleted();
        assertThat(subscriber.getItems()).hasSize(1000);
    }

    @Test
    void dropStrategyDropsAndRequestsAgainOnResume() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(3);
        upstream.pauseDemand()
                .bufferStrategy(BackPressureStrategy.DROP)
                .using(pauser)
                .subscribe(subscriber);

        pauser.pause();
        upstream.emit(1, 2);
        subscriber.assertHasNotReceivedAnyItem();

        pauser.resume();
        assertThat(upstream.requests()).containsExactly(3L, 2L);
        upstream.emit(3, 4, 5);
        subscriber.assertItems(3, 4, 5);
    }

    @Test
    void ignoreStrategyDeliversAlreadyRequestedItems() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(2);
        upstream.pauseDemand()
                .bufferStrategy(BackPressureStrategy.IGNORE)
                .using(pauser)
                .subscribe(subscriber);

        pauser.pause();
        upstream.emit(1, 2);
        subscriber.request(1);

        subscriber.assertItems(1, 2);
        assertThat(upstream.requests()).containsExactly(2L);
    }

    @Test
    void startsPaused() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(4);
        upstream.pauseDemand().paused(true).using(pauser).subscribe(subscriber);

        assertThat(upstream.subscriptions()).isEqualTo(1);
        assertThat(upstream.requests()).isEmpty();
        assertThat(pauser.isPaused()).isTrue();

        pauser.resume();
        assertThat(upstream.requests()).containsExactly(4L);
    }

    @Test
    void lateSubscriptionWaitsForTheFirstResume() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(4);
        upstream.pauseDemand().paused(true).lateSubscription(true).using(pauser).subscribe(subscriber);

        subscriber.assertSubscribed();
        assertThat(upstream.subscriptions()).isZero();

        pauser.resume();
        assertThat(upstream.subscriptions()).isEqualTo(1);
        assertThat(upstream.requests()).containsExactly(4L);
        upstream.emit(1, 2);
        upstream.complete();
        subscriber.assertItems(1, 2).assertCompleted();

        pauser.pause();
        pauser.resume();
        assertThat(upstream.subscriptions()).isEqualTo(1);
    }

    @Test
    void lateSubscriptionWithAnAsynchronousUpstreamKeepsTheDemand() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        Multi.createFrom()
                .range(0, 10)
                .runSubscriptionOn(pool)
                .pauseDemand()
                .paused(true)
                .lateSubscription(true)
                .using(pauser)
                .subscribe(subscriber);
        subscriber.request(4);

        pauser.resume();
        subscriber.awaitItems(4, Duration.ofSeconds(5));
        subscriber.request(6);
        subscriber.awaitCompletion(Duration.ofSeconds(5)).assertItems(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
    }

    @Test
    void cancellingBeforeALateSubscriptionNeverSubscribes() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(4);
        upstream.pauseDemand().paused(true).lateSubscription(true).using(pauser).subscribe(subscriber);

        subscriber.cancel();
        pauser.resume();

        assertThat(upstream.subscriptions()).isZero();
    }

    @Test
    void clearBufferDiscardsAndRequestsAgainOnResume() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(3);
        upstream.pauseDemand().using(pauser).subscribe(subscriber);

        pauser.pause();
        upstream.emit(1, 2);
        assertThat(pauser.clearBuffer()).isTrue();
        assertThat(pauser.clearBuffer()).isFalse();
        assertThat(pauser.bufferSize()).isZero();

        pauser.resume();
        assertThat(upstream.requests()).containsExactly(3L, 2L);
        upstream.emit(3, 4, 5);
        subscriber.assertItems(3, 4, 5);
    }

    @Test
    void failureComesAfterTheBufferedItems() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(3);
        upstream.pauseDemand().using(pauser).subscribe(subscriber);

        pauser.pause();
        upstream.emit(1);
        upstream.fail(new IOException("boom"));
        subscriber.assertNotTerminated();

        pauser.resume();
        subscriber.assertItems(1).assertFailedWith(IOException.class, "boom");
    }

    @Test
    void cancellationAndInvalidRequest() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(3);
        upstream.pauseDemand().using(pauser).subscribe(subscriber);
        subscriber.cancel();
        assertThat(upstream.isCancelled()).isTrue();

        TestMulti<Integer> other = new TestMulti<>();
        AssertSubscriber<Integer> invalid = AssertSubscriber.create(0);
        other.pauseDemand().using(new DemandPauser()).subscribe(invalid);
        invalid.request(0);
        invalid.assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(other.isCancelled()).isTrue();
    }

    @Test
    void pauseAndResumeRacingTheItems() throws Exception {
        for (int round = 0; round < 300; round++) {
            DemandPauser racingPauser = new DemandPauser();
            AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
            Multi.createFrom().range(0, 500).pauseDemand().using(racingPauser).subscribe(subscriber);
            CyclicBarrier barrier = new CyclicBarrier(2);
            Future<?> toggling = pool.submit(() -> {
                await(barrier);
                for (int i = 0; i < 50; i++) {
                    racingPauser.pause();
                    racingPauser.resume();
                }
            });
            await(barrier);
            for (int i = 0; i < 500; i++) {
                subscriber.request(1);
            }
            toggling.get(5, TimeUnit.SECONDS);
            racingPauser.resume();

            subscriber.awaitCompletion(Duration.ofSeconds(5)).assertNoViolations();
            assertThat(subscriber.getItems())
                    .isEqualTo(IntStream.range(0, 500).boxed().collect(Collectors.toList()));
        }
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
