package io.mutiny.subscription;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.test.RecordingSubscription;
import io.mutiny.test.SwitchOnCompletionSubscriber;
import io.mutiny.test.TestMulti;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Exercised through onFailure().recoverWithMulti(..), which switches from the failed upstream to the fallback. */
class SwitchableSubscriptionSubscriberTest {

    private static Multi<Integer> failingAfter(int count) {
        return Multi.createFrom()
                .items(IntStream.range(0, count)
                        .boxed()
                        .collect(Collectors.toList())
                        .toArray(new Integer[0]))
                .onCompletion()
                .failWith(new IOException("switch"));
    }

    @Test
    void concurrentRequestsDuringTheSwitchNeverOverEmitNorLoseDemand() throws Exception {
        for (int round = 0; round < 1000; round++) {
            AssertSubscriber<Integer> subscriber = failingAfter(3)
                    .onFailure()
                    .recoverWithMulti(Multi.createFrom().range(100, 110))
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(2));
            CyclicBarrier barrier = new CyclicBarrier(2);
            CountDownLatch finished = new CountDownLatch(1);
            Thread other = new Thread(() -> {
                await(barrier);
                for (int i = 0; i < 3; i++) {
                    subscriber.request(1);
                }
                finished.countDown();
            });
            other.start();
            await(barrier);
            for (int i = 0; i < 3; i++) {
                subscriber.request(1);
            }
            assertThat(finished.await(5, TimeUnit.SECONDS)).isTrue();
            // 2 + 6 requested: 3 from the failed upstream, 5 from the fallback; any over-emission fails here
            subscriber
                    .awaitItems(8, Duration.ofSeconds(5))
                    .assertNotTerminated()
                    .assertNoViolations();
            assertThat(subscriber.getItems()).startsWith(0, 1, 2, 100, 101, 102, 103, 104);
        }
    }

    @Test
    void cancellationRacingWithTheSwitchCancelsTheFallback() throws Exception {
        for (int round = 0; round < 1000; round++) {
            java.util.concurrent.atomic.AtomicInteger fallbackCancellations =
                    new java.util.concurrent.atomic.AtomicInteger();
            java.util.concurrent.atomic.AtomicInteger fallbackSubscriptions =
                    new java.util.concurrent.atomic.AtomicInteger();
            Multi<Integer> fallback = Multi.createFrom()
                    .range(0, 5)
                    .onSubscription()
                    .invoke(fallbackSubscriptions::incrementAndGet)
                    .onCancellation()
                    .invoke(fallbackCancellations::incrementAndGet);
            AssertSubscriber<Integer> subscriber = failingAfter(1)
                    .onFailure()
                    .recoverWithMulti(fallback)
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create());
            CyclicBarrier barrier = new CyclicBarrier(2);
            CountDownLatch finished = new CountDownLatch(1);
            Thread other = new Thread(() -> {
                await(barrier);
                subscriber.cancel();
                finished.countDown();
            });
            other.start();
            await(barrier);
            subscriber.request(2);
            assertThat(finished.await(5, TimeUnit.SECONDS)).isTrue();
            // either the fallback was never subscribed, or it was cancelled
            assertThat(fallbackCancellations.get()).isEqualTo(fallbackSubscriptions.get());
            subscriber.assertNotTerminated();
        }
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void aSubclassInAnotherPackageSwitchesThroughTheProtectedMembers() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        SwitchOnCompletionSubscriber<Integer> switching = new SwitchOnCompletionSubscriber<>(
                subscriber, Multi.createFrom().items(3, 4), false);
        subscriber.onSubscribe(switching);
        TestMulti<Integer> first = new TestMulti<>();
        first.subscribe(switching);

        subscriber.request(3);
        first.emit(1, 2);
        assertThat(switching.requested()).isEqualTo(1L);
        first.complete();

        subscriber.assertItems(1, 2, 3).assertNotTerminated();
        subscriber.request(5);
        subscriber.assertItems(1, 2, 3, 4).assertCompleted();
    }

    @Test
    void switchingCancelsThePreviousUpstreamOnlyWhenTheSubclassAsks() {
        for (boolean cancelOnSwitch : new boolean[] {false, true}) {
            AssertSubscriber<Integer> subscriber = AssertSubscriber.create(5);
            SwitchOnCompletionSubscriber<Integer> switching = new SwitchOnCompletionSubscriber<>(
                    subscriber, Multi.createFrom().empty(), cancelOnSwitch);
            subscriber.onSubscribe(switching);
            RecordingSubscription a = new RecordingSubscription();
            RecordingSubscription b = new RecordingSubscription();

            switching.onSubscribe(a);
            switching.onItem(1);
            switching.switchTo(b);

            assertThat(switching.current()).isSameAs(b);
            assertThat(a.requests).containsExactly(5L);
            assertThat(b.requests)
                    .as("the outstanding demand moves to the new upstream")
                    .containsExactly(4L);
            assertThat(a.cancelled).isEqualTo(cancelOnSwitch);

            subscriber.cancel();
            assertThat(b.cancelled).isTrue();
            assertThat(switching.current()).isNull();
        }
    }
}
