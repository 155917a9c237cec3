package io.mutiny.operators.multi;

import static io.mutiny.test.TestSubscriber.subscribe;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestSubscriber;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class MultiGroupIntoMultisTest {

    @Test
    void windowsStreamTheirItemsAndRequestWhatTheyNeed() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().of(2), 1);
        assertThat(source.requested()).isEqualTo(2);
        source.emit(1);
        assertThat(windows.items()).hasSize(1);
        TestSubscriber<Integer> first = subscribe(windows.items().get(0), 10);
        first.assertItems(1).assertNotTerminated();
        source.emit(2);
        first.assertItems(1, 2).assertCompleted();
        windows.request(1);
        assertThat(source.requested()).isEqualTo(4);
        source.emit(3);
        source.complete();
        windows.assertCompleted();
        subscribe(windows.items().get(1), 10).assertItems(3).assertCompleted();
    }

    @Test
    void windowsBufferUntilRequested() {
        TestSubscriber<Multi<Integer>> windows =
                subscribe(TestMulti.of(1, 2, 3, 4, 5).group().intoMultis().of(2), Long.MAX_VALUE);
        windows.assertCompleted();
        assertThat(windows.items()).hasSize(3);
        TestSubscriber<Integer> second = subscribe(windows.items().get(1), 1);
        second.assertItems(3).assertNotTerminated();
        second.request(1);
        second.assertItems(3, 4).assertCompleted();
        subscribe(windows.items().get(2), 5).assertItems(5).assertCompleted();
    }

    @Test
    void overlappingAndSkippingWindows() {
        TestSubscriber<Multi<Integer>> overlapping =
                subscribe(TestMulti.of(1, 2, 3).group().intoMultis().of(2, 1), Long.MAX_VALUE);
        assertThat(overlapping.items()).hasSize(3);
        subscribe(overlapping.items().get(0), 5).assertItems(1, 2).assertCompleted();
        subscribe(overlapping.items().get(1), 5).assertItems(2, 3).assertCompleted();
        subscribe(overlapping.items().get(2), 5).assertItems(3).assertCompleted();

        TestSubscriber<Multi<Integer>> skipping =
                subscribe(TestMulti.of(1, 2, 3, 4, 5).group().intoMultis().of(1, 2), Long.MAX_VALUE);
        assertThat(skipping.items()).hasSize(3);
        subscribe(skipping.items().get(1), 5).assertItems(3).assertCompleted();
    }

    @Test
    void failureReachesTheOuterStreamAndTheOpenWindow() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().of(3), 5);
        source.emit(1);
        TestSubscriber<Integer> window = subscribe(windows.items().get(0), 5);
        source.fail(new IOException("boom"));
        windows.assertFailedWith(IOException.class, "boom");
        window.assertItems(1).assertFailedWith(IOException.class, "boom");
    }

    @Test
    void upstreamIsCancelledOnceTheOuterStreamAndTheOpenWindowsAreDone() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().of(3), 5);
        source.emit(1);
        TestSubscriber<Integer> window = subscribe(windows.items().get(0), 5);
        windows.cancel();
        assertThat(source.isCancelled()).isFalse();
        source.emit(2);
        window.assertItems(1, 2);
        window.cancel();
        assertThat(source.isCancelled()).isTrue();
    }

    @Test
    void windowSubscriptionsRacingWithEmissions() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 300; round++) {
                TestMulti<Integer> source = new TestMulti<>();
                TestSubscriber<Multi<Integer>> windows =
                        subscribe(source.group().intoMultis().of(4), 1);
                source.emit(0);
                Multi<Integer> window = windows.items().get(0);
                CyclicBarrier barrier = new CyclicBarrier(2);
                Future<?> emitter = pool.submit(() -> {
                    barrier.await(10, TimeUnit.SECONDS);
                    source.emit(1, 2, 3);
                    return null;
                });
                Future<TestSubscriber<Integer>> consumer = pool.submit(() -> {
                    barrier.await(10, TimeUnit.SECONDS);
                    TestSubscriber<Integer> subscriber = subscribe(window, 1);
                    subscriber.request(1);
                    subscriber.request(2);
                    return subscriber;
                });
                emitter.get(10, TimeUnit.SECONDS);
                consumer.get(10, TimeUnit.SECONDS)
                        .awaitTermination()
                        .assertItems(0, 1, 2, 3)
                        .assertCompleted();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aWindowAcceptsOneSubscriber() {
        TestSubscriber<Multi<Integer>> windows =
                subscribe(TestMulti.of(1).group().intoMultis().of(3), 5);
        subscribe(windows.items().get(0), 5).assertItems(1);
        subscribe(windows.items().get(0), 5).assertFailedWith(IllegalStateException.class, "one subscriber");
    }

    @Test
    void invalidRequestAndArguments() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().of(3), 1);
        source.emit(1);
        TestSubscriber<Integer> window = subscribe(windows.items().get(0), 5);
        windows.request(-1);
        windows.assertFailedWith(IllegalArgumentException.class, "3.9");
        window.assertFailedWith(IllegalArgumentException.class, "3.9");
        assertThat(source.isCancelled()).isTrue();
        assertThatThrownBy(() -> source.group().intoMultis().of(0)).hasMessageContaining("size");
        assertThatThrownBy(() -> source.group().intoMultis().of(1, 0)).hasMessageContaining("skip");
        assertThatThrownBy(() -> source.group().intoMultis().every(Duration.ZERO))
                .hasMessageContaining("duration");
    }

    @Test
    void anInvalidRequestMadeInTheOnSubscribeOfAWindowFailsTheWindowAndReleasesTheUpstream() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().of(3), 1);
        source.emit(1);
        subscribe(windows.items().get(0), -1).assertItems().assertFailedWith(IllegalArgumentException.class, "3.9");
        // the window was cancelled: once the outer stream is cancelled too, nothing holds the upstream
        windows.cancel();
        assertThat(source.isCancelled()).isTrue();
    }

    @Test
    void everyOpensAWindowAtSubscriptionThatStreamsItsItemsAsTheyArrive() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().every(Duration.ofSeconds(1), scheduler), 10);
        assertThat(windows.items()).hasSize(1);
        TestSubscriber<Integer> first = subscribe(windows.items().get(0), 5);

        source.emit(1, 2);
        first.assertItems(1, 2).assertNotTerminated();
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        first.assertItems(1, 2).assertCompleted();
        assertThat(windows.items()).hasSize(2);
        source.emit(3);
        subscribe(windows.items().get(1), 5).assertItems(3).assertNotTerminated();

        windows.cancel();
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        assertThat(source.isCancelled()).isTrue();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void everyEmitsAnEmptyWindowForAPeriodWithoutItems() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().every(Duration.ofSeconds(1), scheduler), 10);

        scheduler.advanceTimeBy(Duration.ofSeconds(2));
        source.emit(7);
        source.complete();

        assertThat(windows.items()).hasSize(3);
        subscribe(windows.items().get(0), 5).assertItems().assertCompleted();
        subscribe(windows.items().get(1), 5).assertItems().assertCompleted();
        subscribe(windows.items().get(2), 5).assertItems(7).assertCompleted();
        windows.assertCompleted();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void everyWindowBuffersItsItemsUntilItsSubscriberRequestsThem() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().every(Duration.ofSeconds(1), scheduler), 10);
        source.emit(1, 2, 3);
        scheduler.advanceTimeBy(Duration.ofSeconds(1));

        TestSubscriber<Integer> late = subscribe(windows.items().get(0), 1);
        late.assertItems(1);
        late.request(5);
        late.assertItems(1, 2, 3).assertCompleted();
        subscribe(windows.items().get(0), 1).assertFailedWith(IllegalStateException.class, "single subscriber");
        assertThat(source.requests()).containsExactly(Long.MAX_VALUE);
    }

    @Test
    void everyFailsWhenAWindowIsDueWithoutDemand() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().every(Duration.ofSeconds(1), scheduler), 1);
        source.emit(1);
        TestSubscriber<Integer> first = subscribe(windows.items().get(0), 5);

        scheduler.advanceTimeBy(Duration.ofSeconds(1));

        first.assertItems(1).assertCompleted();
        windows.assertFailedWith(BackPressureFailure.class, "request more windows");
        assertThat(source.isCancelled()).isTrue();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void everyFailsAtOnceWhenTheFirstWindowIsNotRequestedFromOnSubscribe() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        TestMulti<Integer> source = new TestMulti<>();
        subscribe(source.group().intoMultis().every(Duration.ofSeconds(1), scheduler), 0)
                .assertFailedWith(BackPressureFailure.class, "request more windows");
        assertThat(source.isCancelled()).isTrue();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void everyPassesTheUpstreamFailureToTheOpenWindowThenToTheStream() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().every(Duration.ofSeconds(1), scheduler), 10);
        TestSubscriber<Integer> first = subscribe(windows.items().get(0), 5);

        source.emit(1);
        source.fail(new IOException("boom"));

        first.assertItems(1).assertFailedWith(IOException.class, "boom");
        windows.assertFailedWith(IOException.class, "boom");
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void everyCancelledLetsTheOpenWindowReceiveTheRestOfItsPeriod() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().every(Duration.ofSeconds(1), scheduler), 10);
        TestSubscriber<Integer> first = subscribe(windows.items().get(0), 5);

        windows.cancel();
        source.emit(1, 2);
        assertThat(source.isCancelled()).isFalse();
        scheduler.advanceTimeBy(Duration.ofSeconds(1));

        first.assertItems(1, 2).assertCompleted();
        assertThat(windows.items()).hasSize(1);
        windows.assertNotTerminated();
        assertThat(source.isCancelled()).isTrue();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void everyCancelledFromOnSubscribeOpensNoWindowAndStartsNoTimer() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        TestMulti<Integer> source = new TestMulti<>();
        AssertSubscriber<Multi<Integer>> windows = new AssertSubscriber<>(10, true); // cancels in onSubscribe
        source.group().intoMultis().every(Duration.ofSeconds(1), scheduler).subscribe(windows);

        windows.assertHasNotReceivedAnyItem().assertNotTerminated();
        assertThat(source.isCancelled()).isTrue();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void everyFailsTheStreamAndTheOpenWindowOnAnInvalidRequest() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().every(Duration.ofSeconds(1), scheduler), 10);
        TestSubscriber<Integer> first = subscribe(windows.items().get(0), 5);

        windows.request(0);

        first.assertFailedWith(IllegalArgumentException.class, "3.9");
        windows.assertFailedWith(IllegalArgumentException.class, "3.9");
        assertThat(source.isCancelled()).isTrue();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    /** Items from one thread, ticks from another: every item reaches exactly one window, in order. */
    @Test
    void everyDeliversEachItemOnceInOrderWhileTicksRace() {
        ScheduledExecutorService ticks = Executors.newSingleThreadScheduledExecutor();
        try {
            for (int round = 0; round < 300; round++) {
                Queue<Integer> received = new ConcurrentLinkedQueue<>();
                Queue<AssertSubscriber<Integer>> windowSubscribers = new ConcurrentLinkedQueue<>();
                TestMulti<Integer> source = new TestMulti<>();
                AssertSubscriber<Multi<Integer>> windows = new AssertSubscriber<>(Long.MAX_VALUE) {
                    @Override
                    public void onItem(Multi<Integer> window) {
                        super.onItem(window);
                        windowSubscribers.add(window.onItem()
                                .invoke(received::add)
                                .subscribe()
                                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE)));
                    }
                };
                // a period of the order of the emission loop's length: ticks land among the items
                source.group()
                        .intoMultis()
                        .every(Duration.ofNanos(100_000), ticks)
                        .subscribe(windows);
                for (int i = 0; i < 1_000; i++) {
                    source.emit(i);
                }
                source.complete();

                windows.awaitCompletion(Duration.ofSeconds(5));
                assertThat(new ArrayList<>(received)).hasSize(1_000).isSorted();
                assertThat(windowSubscribers).allSatisfy(AssertSubscriber::assertCompleted);
            }
        } finally {
            ticks.shutdownNow();
        }
    }

    @Test
    void everyOnARejectingExecutorFails() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        scheduler.shutdown();
        TestMulti<Integer> source = new TestMulti<>();
        subscribe(source.group().intoMultis().every(Duration.ofSeconds(1), scheduler), 10)
                .assertFailedWith(RejectedExecutionException.class, "");
        assertThat(source.isCancelled()).isTrue();
        assertThatThrownBy(() -> source.group().intoMultis().every(Duration.ofSeconds(1), null))
                .hasMessageContaining("executor");
    }
}
