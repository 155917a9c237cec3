package io.mutiny.operators.multi;

import static io.mutiny.test.TestSubscriber.subscribe;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.test.Race;
import io.mutiny.test.RecordingSubscription;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestSubscriber;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class MultiGroupIntoListsTest {

    private final VirtualTimeScheduler scheduler = new VirtualTimeScheduler();

    @AfterEach
    void stopTicker() {
        scheduler.shutdownNow();
    }

    @Test
    void consecutiveListsRequestTheItemsTheyNeed() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<List<Integer>> subscriber =
                subscribe(source.group().intoLists().of(3), 0);
        assertThat(source.requested()).isZero();
        subscriber.request(1);
        assertThat(source.requested()).isEqualTo(3);
        source.emit(1, 2, 3);
        subscriber.assertItems(List.of(1, 2, 3));
        subscriber.request(2);
        assertThat(source.requested()).isEqualTo(9);
        source.emit(4, 5, 6, 7);
        source.complete();
        subscriber.assertItems(List.of(1, 2, 3), List.of(4, 5, 6), List.of(7)).assertCompleted();
    }

    @Test
    void lastPartialListWaitsForDemand() {
        TestSubscriber<List<Integer>> subscriber =
                subscribe(TestMulti.of(1, 2, 3).group().intoLists().of(2), 1);
        subscriber.assertItems(List.of(1, 2)).assertNotTerminated();
        subscriber.request(1);
        subscriber.assertItems(List.of(1, 2), List.of(3)).assertCompleted();
    }

    @Test
    void aLargeListSizeAllocatesOnlyForTheItemsReceived() {
        // a list holds at most `size` items: a large size is a bound, not a capacity to allocate for every list
        subscribe(TestMulti.of(1, 2, 3).group().intoLists().of(Integer.MAX_VALUE), Long.MAX_VALUE)
                .assertItems(List.of(1, 2, 3))
                .assertCompleted();
        subscribe(TestMulti.of(1, 2, 3).group().intoLists().of(Integer.MAX_VALUE, 2), Long.MAX_VALUE)
                .assertItems(List.of(1, 2, 3), List.of(3))
                .assertCompleted();
    }

    @Test
    void skipLargerThanSizeDropsTheItemsInBetween() {
        subscribe(TestMulti.of(1, 2, 3, 4, 5, 6, 7).group().intoLists().of(2, 3), Long.MAX_VALUE)
                .assertItems(List.of(1, 2), List.of(4, 5), List.of(7))
                .assertCompleted();
    }

    @Test
    void skipSmallerThanSizeOverlaps() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<List<Integer>> subscriber =
                subscribe(source.group().intoLists().of(3, 1), 2);
        assertThat(source.requested()).isEqualTo(4);
        source.emit(1, 2, 3, 4);
        source.complete();
        subscriber.assertItems(List.of(1, 2, 3), List.of(2, 3, 4)).assertNotTerminated();
        subscriber.request(5);
        subscriber
                .assertItems(List.of(1, 2, 3), List.of(2, 3, 4), List.of(3, 4), List.of(4))
                .assertCompleted();
    }

    @Test
    void failureIsPropagatedAndCancellationReachesUpstream() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<List<Integer>> subscriber =
                subscribe(source.group().intoLists().of(2), 10);
        source.emit(1);
        source.fail(new IOException("boom"));
        subscriber.assertFailedWith(IOException.class, "boom");
        assertThat(subscriber.items()).isEmpty();

        TestMulti<Integer> other = new TestMulti<>();
        subscribe(other.group().intoLists().of(2), 10).cancel();
        assertThat(other.isCancelled()).isTrue();
    }

    @Test
    void invalidRequestFailsAndCancels() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<List<Integer>> subscriber =
                subscribe(source.group().intoLists().of(2), 0);
        subscriber.request(0);
        subscriber.assertFailedWith(IllegalArgumentException.class, "3.9");
        assertThat(source.isCancelled()).isTrue();
    }

    @Test
    void invalidArguments() {
        Multi<Integer> multi = TestMulti.of(1);
        assertThatThrownBy(() -> multi.group().intoLists().of(0)).hasMessageContaining("size");
        assertThatThrownBy(() -> multi.group().intoLists().of(2, 0)).hasMessageContaining("skip");
        assertThatThrownBy(() -> multi.group().intoLists().every(null)).hasMessageContaining("duration");
        assertThatThrownBy(() -> multi.group().intoLists().every(Duration.ZERO)).hasMessageContaining("duration");
        assertThatThrownBy(() -> multi.group().intoLists().of(2, (Duration) null))
                .hasMessageContaining("maximumDelay");
    }

    private void tick() {
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
    }

    private TestSubscriber<List<Integer>> timed(TestMulti<Integer> source, int size, boolean emitEmpty, long request) {
        return subscribe(new MultiTimedBufferOp<>(source, size, Duration.ofSeconds(1), emitEmpty, scheduler), request);
    }

    @Test
    void timeWindowsEmitOnTicks() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<List<Integer>> subscriber = timed(source, Integer.MAX_VALUE, false, 10);
        assertThat(source.requested()).isEqualTo(Long.MAX_VALUE);
        source.emit(1, 2);
        subscriber.assertItems();
        tick();
        subscriber.assertItems(List.of(1, 2));
        tick();
        subscriber.assertItems(List.of(1, 2));
        source.emit(3);
        source.complete();
        subscriber.assertItems(List.of(1, 2), List.of(3)).assertCompleted();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void sizeOrTimeRequestsSizeItemsPerRequestedListAsMutinyDoes() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<List<Integer>> subscriber = timed(source, 3, false, 0);
        assertThat(source.requests()).isEmpty();
        subscriber.request(2);
        assertThat(source.requests()).containsExactly(6L);
        source.emit(1, 2, 3, 4);
        tick();
        subscriber.assertItems(List.of(1, 2, 3), List.of(4));
        subscriber.request(Long.MAX_VALUE / 2);
        subscriber.request(Long.MAX_VALUE);
        assertThat(source.requests()).containsExactly(6L, Long.MAX_VALUE, Long.MAX_VALUE);
    }

    @Test
    void timeWindowsRequestEverythingAtTheFirstRequestOnly() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<List<Integer>> subscriber = timed(source, Integer.MAX_VALUE, false, 0);
        assertThat(source.requests()).isEmpty();
        subscriber.request(1);
        assertThat(source.requests()).containsExactly(Long.MAX_VALUE);
    }

    @Test
    void aListFilledWhileTheDownstreamSubscribesRestartsTheOnlyTimer() {
        TestMulti<Integer> source = new TestMulti<>();
        AtomicBoolean first = new AtomicBoolean(true);
        source.onRequest(() -> {
            if (first.getAndSet(false)) {
                source.emit(1, 2);
            }
        });
        TestSubscriber<List<Integer>> subscriber = timed(source, 2, false, 2);
        subscriber.assertItems(List.of(1, 2));
        assertThat(scheduler.pendingTaskCount()).isEqualTo(1);
        source.emit(3);
        tick();
        subscriber.assertItems(List.of(1, 2), List.of(3)).assertNotTerminated();
        subscriber.cancel();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void timeWindowsCanEmitEmptyLists() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<List<Integer>> subscriber = timed(source, Integer.MAX_VALUE, true, 10);
        tick();
        source.emit(1);
        tick();
        subscriber.assertItems(List.of(), List.of(1));
    }

    @Test
    void sizeOrTimeEmitsWhenFull() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<List<Integer>> subscriber = timed(source, 2, false, 10);
        source.emit(1, 2, 3);
        subscriber.assertItems(List.of(1, 2));
        tick();
        subscriber.assertItems(List.of(1, 2), List.of(3));
    }

    @Test
    void aTickWithoutDemandFailsWithBackPressure() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<List<Integer>> subscriber = timed(source, Integer.MAX_VALUE, false, 1);
        source.emit(1);
        tick();
        source.emit(2);
        tick();
        assertThat(subscriber.failure()).isInstanceOf(BackPressureFailure.class);
        subscriber.assertNoViolation();
        assertThat(subscriber.items()).containsExactly(List.of(1));
        assertThat(source.isCancelled()).isTrue();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void pendingListAtCompletionWaitsForDemand() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<List<Integer>> subscriber = timed(source, Integer.MAX_VALUE, false, 0);
        source.emit(1);
        source.complete();
        subscriber.assertNotTerminated();
        subscriber.request(1);
        subscriber.assertItems(List.of(1)).assertCompleted();
    }

    @Test
    void cancellationStopsTheTimerAndTheUpstream() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<List<Integer>> subscriber = timed(source, Integer.MAX_VALUE, false, 5);
        subscriber.cancel();
        assertThat(source.isCancelled()).isTrue();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void aSecondOnSubscribeIsCancelledWithoutStartingASecondTimer() {
        RecordingSubscription second = new RecordingSubscription();
        TestSubscriber<List<Integer>> subscriber = subscribe(
                new MultiTimedBufferOp<>(
                        new AbstractMulti<Integer>() {
                            @Override
                            public void subscribe(MultiSubscriber<? super Integer> downstream) {
                                downstream.onSubscribe(new RecordingSubscription());
                                downstream.onSubscribe(second); // a misbehaving upstream (rule 2.5)
                            }
                        },
                        Integer.MAX_VALUE,
                        Duration.ofSeconds(1),
                        false,
                        scheduler),
                5);
        assertThat(second.cancelled).isTrue();
        assertThat(second.requests).isEmpty();

        subscriber.cancel();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void timedFailureIsPropagatedAtOnce() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<List<Integer>> subscriber = timed(source, Integer.MAX_VALUE, false, 5);
        source.emit(1);
        source.fail(new IOException("boom"));
        subscriber.assertFailedWith(IOException.class, "boom");
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void aTimerRestartedByAFullListRacingACancellationIsCancelled() {
        try (Race race = new Race()) {
            for (int round = 0; round < 2_000; round++) {
                TestMulti<Integer> source = new TestMulti<>();
                TestSubscriber<List<Integer>> subscriber = timed(source, 2, false, Long.MAX_VALUE);
                race.run(
                        () -> {
                            for (int i = 0; i < 20; i++) {
                                source.emit(i); // every second item restarts the timer
                            }
                        },
                        subscriber::cancel);
                assertThat(scheduler.pendingTaskCount()).as("round %d", round).isZero();
                subscriber.assertNoViolation();
            }
        }
    }

    @Test
    void ticksRacingWithItemsLoseNothing() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 300; round++) {
                TestMulti<Integer> source = new TestMulti<>();
                TestSubscriber<List<Integer>> subscriber = timed(source, 7, false, Long.MAX_VALUE);
                CyclicBarrier barrier = new CyclicBarrier(2);
                Future<?> emitter = pool.submit(() -> {
                    barrier.await(10, TimeUnit.SECONDS);
                    for (int i = 0; i < 200; i++) {
                        source.emit(i);
                    }
                    return null;
                });
                Future<?> clock = pool.submit(() -> {
                    barrier.await(10, TimeUnit.SECONDS);
                    for (int i = 0; i < 50; i++) {
                        tick();
                    }
                    return null;
                });
                emitter.get(10, TimeUnit.SECONDS);
                clock.get(10, TimeUnit.SECONDS);
                source.complete();
                subscriber.awaitTermination().assertCompleted();
                List<Integer> flattened =
                        subscriber.items().stream().flatMap(List::stream).collect(Collectors.toList());
                assertThat(flattened).isEqualTo(IntStream.range(0, 200).boxed().collect(Collectors.toList()));
                assertThat(subscriber.items())
                        .allSatisfy(list -> assertThat(list).hasSizeBetween(1, 7));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void everyUsesTheDefaultWorkerPool() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<List<Integer>> subscriber =
                subscribe(source.group().intoLists().every(Duration.ofMillis(20)), Long.MAX_VALUE);
        source.emit(1, 2);
        subscriber.awaitItems(1);
        assertThat(subscriber.items().get(0)).containsExactly(1, 2);
        subscriber.cancel();
    }

    @Test
    void everyOnAnExecutorEmitsWhenItsVirtualTimeAdvances() {
        TestMulti<Integer> source = new TestMulti<>();
        Thread[] emitter = new Thread[1];
        TestSubscriber<List<Integer>> subscriber = subscribe(
                source.group()
                        .intoLists()
                        .every(Duration.ofSeconds(1), scheduler)
                        .onItem()
                        .invoke(list -> emitter[0] = Thread.currentThread()),
                10);
        source.emit(1, 2);
        subscriber.assertItems();
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        subscriber.assertItems(List.of(1, 2));
        // the virtual-time scheduler runs its tasks on the thread advancing the time
        assertThat(emitter[0]).isSameAs(Thread.currentThread());
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        subscriber.assertItems(List.of(1, 2));
        subscriber.cancel();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void everyWithEmptyListsOnAnExecutorEmitsEmptyPeriods() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<List<Integer>> subscriber =
                subscribe(source.group().intoLists().every(Duration.ofSeconds(1), true, scheduler), 10);
        scheduler.advanceTimeBy(Duration.ofSeconds(2));
        subscriber.assertItems(List.of(), List.of());
    }

    @Test
    void ofSizeOrDelayOnAnExecutorEmitsThePartialListWhenItsVirtualTimeAdvances() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<List<Integer>> subscriber =
                subscribe(source.group().intoLists().of(3, Duration.ofSeconds(1), scheduler), 10);
        source.emit(1, 2, 3, 4);
        subscriber.assertItems(List.of(1, 2, 3));
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        subscriber.assertItems(List.of(1, 2, 3), List.of(4));
    }

    @Test
    void ofSizeOrDelayWaitsTheDelaySinceTheLastEmission() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<List<Integer>> subscriber =
                subscribe(source.group().intoLists().of(2, Duration.ofMillis(1000), scheduler), 10);
        scheduler.advanceTimeBy(Duration.ofMillis(500));
        source.emit(1, 2, 3); // [1, 2] is full: emitted at 500 ms
        subscriber.assertItems(List.of(1, 2));

        // 1000 ms after the subscription, only 500 ms after the last emission: [3] waits
        scheduler.advanceTimeBy(Duration.ofMillis(500));
        subscriber.assertItems(List.of(1, 2));

        scheduler.advanceTimeBy(Duration.ofMillis(500));
        subscriber.assertItems(List.of(1, 2), List.of(3));
        // the restarted timer is cancelled with the stream
        subscriber.cancel();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void timedListsOnARejectingExecutorFail() {
        scheduler.shutdown();
        TestMulti<Integer> every = new TestMulti<>();
        subscribe(every.group().intoLists().every(Duration.ofSeconds(1), scheduler), 10)
                .assertFailedWith(RejectedExecutionException.class, "");
        assertThat(every.isCancelled()).isTrue();
        TestMulti<Integer> bySize = new TestMulti<>();
        subscribe(bySize.group().intoLists().of(3, Duration.ofSeconds(1), scheduler), 10)
                .assertFailedWith(RejectedExecutionException.class, "");
        assertThat(bySize.isCancelled()).isTrue();
    }

    @Test
    void timedListsRejectANullExecutor() {
        TestMulti<Integer> source = new TestMulti<>();
        assertThatThrownBy(() -> source.group().intoLists().every(Duration.ofSeconds(1), null))
                .hasMessageContaining("executor");
        assertThatThrownBy(() -> source.group().intoLists().every(Duration.ofSeconds(1), true, null))
                .hasMessageContaining("executor");
        assertThatThrownBy(() -> source.group().intoLists().of(2, Duration.ofSeconds(1), null))
                .hasMessageContaining("executor");
    }
}
