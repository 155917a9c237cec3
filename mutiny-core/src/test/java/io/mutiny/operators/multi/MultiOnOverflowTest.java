package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiEmitter;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.test.FuseableSource;
import io.mutiny.test.FusingSubscriber;
import io.mutiny.test.ParkedFusingSubscriber;
import io.mutiny.test.Race;
import io.mutiny.test.RecordingSubscription;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestSubscriber;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class MultiOnOverflowTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(5);

    private final ExecutorService pool = Executors.newFixedThreadPool(2);

    @AfterEach
    void tearDown() {
        pool.shutdownNow();
    }

    /** A Uni that counts its subscriptions and fails with {@code failure} when it is not null. */
    private static Uni<Object> uni(AtomicInteger subscriptions, Throwable failure) {
        return new AbstractUni<>() {
            @Override
            public void subscribe(UniSubscriber<? super Object> subscriber) {
                subscriptions.incrementAndGet();
                subscriber.onSubscribe(() -> {});
                if (failure != null) {
                    subscriber.onFailure(failure);
                } else {
                    subscriber.onItem("done");
                }
            }
        };
    }

    @Test
    void rejectsInvalidArguments() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.onOverflow().buffer(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("size");
        assertThatThrownBy(() -> multi.onOverflow().invoke((java.util.function.Consumer<Integer>) null))
                .hasMessageContaining("consumer");
        assertThatThrownBy(() -> multi.onOverflow().invoke((Runnable) null)).hasMessageContaining("callback");
        assertThatThrownBy(() -> multi.onOverflow().call((java.util.function.Supplier<Uni<?>>) null))
                .hasMessageContaining("supplier");
        assertThatThrownBy(() -> multi.onOverflow().call((java.util.function.Function<Integer, Uni<?>>) null))
                .hasMessageContaining("mapper");
        assertThatThrownBy(() -> multi.onOverflow().invoke(i -> {}).buffer(-1)).hasMessageContaining("size");
    }

    @Test
    void requestsUnboundedUpstream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        upstream.onOverflow().buffer().subscribe(AssertSubscriber.create(1));
        assertThat(upstream.requests()).containsExactly(Long.MAX_VALUE);

        TestMulti<Integer> other = new TestMulti<>();
        other.onOverflow().drop().subscribe(AssertSubscriber.create(1));
        assertThat(other.requests()).containsExactly(Long.MAX_VALUE);
    }

    @Test
    void bufferDeliversWithinDemand() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(2);
        upstream.onOverflow().buffer(5).subscribe(subscriber);

        upstream.emit(1, 2, 3, 4, 5, 6, 7);
        subscriber.assertItems(1, 2);

        subscriber.request(3);
        subscriber.assertItems(1, 2, 3, 4, 5);

        upstream.complete();
        subscriber.assertNotTerminated();
        subscriber.request(10);
        subscriber.assertItems(1, 2, 3, 4, 5, 6, 7).assertCompleted();
    }

    @Test
    void fullBufferFailsWithBackPressureFailureAndCallsTheCallback() {
        List<Integer> dropped = new CopyOnWriteArrayList<>();
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        upstream.onOverflow().invoke(dropped::add).buffer(2).subscribe(subscriber);

        upstream.emit(1, 2, 3, 4);

        subscriber.assertItems(1).assertFailedWith(BackPressureFailure.class);
        assertThat(dropped).containsExactly(4);
        assertThat(upstream.isCancelled()).isTrue();
    }

    /**
     * Subscribes a subscriber that holds the drain loop inside its onItem until {@code release} is counted down, so
     * that the operator's failure waits for the loop while items keep coming; {@code subscription} receives the
     * subscription, to request from the pool once an item is stored.
     */
    private static TestSubscriber<Integer> holdingTheDrainLoop(
            Multi<Integer> multi,
            AtomicReference<Flow.Subscription> subscription,
            CountDownLatch inside,
            CountDownLatch release) {
        TestSubscriber<Integer> recorder = TestSubscriber.create(0);
        multi.subscribe(new MultiSubscriber<Integer>() {
            @Override
            public void onSubscribe(Flow.Subscription s) {
                subscription.set(s);
                recorder.onSubscribe(new Flow.Subscription() {
                    @Override
                    public void request(long n) {}

                    @Override
                    public void cancel() {}
                });
            }

            @Override
            public void onItem(Integer item) {
                inside.countDown();
                try {
                    assertThat(release.await(5, TimeUnit.SECONDS)).isTrue();
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
            }

            @Override
            public void onFailure(Throwable failure) {
                recorder.onFailure(failure);
            }

            @Override
            public void onCompletion() {
                recorder.onCompletion();
            }
        });
        return recorder;
    }

    @Test
    void itemsArrivingAfterTheBufferOverflowedReachNoCallback() throws Exception {
        List<Integer> dropped = new CopyOnWriteArrayList<>();
        TestMulti<Integer> upstream = new TestMulti<>();
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicReference<Flow.Subscription> subscription = new AtomicReference<>();
        TestSubscriber<Integer> subscriber = holdingTheDrainLoop(
                upstream.onOverflow().invoke(dropped::add).buffer(2), subscription, inside, release);
        upstream.emit(1);
        pool.submit(() -> subscription.get().request(1));
        assertThat(inside.await(5, TimeUnit.SECONDS)).isTrue(); // item 1 is being delivered on the pool

        // 4 overflows and fails the stream (delivered once the loop is free); 5 and 6 were on their way when the
        // upstream was cancelled (rule 2.8): they must not reach the callback
        upstream.emit(2, 3, 4, 5, 6);
        release.countDown();

        subscriber.awaitTermination().assertFailedWith(BackPressureFailure.class, "buffer is full");
        assertThat(dropped).containsExactly(4);
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void itemsArrivingAfterAKeepLastCallbackFailedReachNoCallback() throws Exception {
        List<Integer> dropped = new CopyOnWriteArrayList<>();
        TestMulti<Integer> upstream = new TestMulti<>();
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicReference<Flow.Subscription> subscription = new AtomicReference<>();
        TestSubscriber<Integer> subscriber = holdingTheDrainLoop(
                upstream.onOverflow()
                        .invoke(item -> {
                            dropped.add(item);
                            throw new IllegalStateException("callback " + item);
                        })
                        .dropPreviousItems(),
                subscription,
                inside,
                release);
        upstream.emit(1);
        pool.submit(() -> subscription.get().request(1));
        assertThat(inside.await(5, TimeUnit.SECONDS)).isTrue(); // item 1 is being delivered on the pool

        // 3 replaces 2, whose callback fails the stream (delivered once the loop is free); 4 and 5 were on their way
        // when the upstream was cancelled: they must not reach the callback
        upstream.emit(2, 3, 4, 5);
        release.countDown();

        subscriber.awaitTermination().assertFailedWith(IllegalStateException.class, "callback 2");
        assertThat(dropped).containsExactly(2);
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void aSecondOnSubscribeIsCancelledWithoutDiscardingTheBufferedItems() {
        RecordingSubscription second = new RecordingSubscription();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        new AbstractMulti<Integer>() {
            @Override
            public void subscribe(MultiSubscriber<? super Integer> downstream) {
                downstream.onSubscribe(new RecordingSubscription());
                downstream.onItem(1);
                downstream.onSubscribe(second); // a misbehaving upstream (rule 2.5)
                downstream.onItem(2);
            }
        }.onOverflow().buffer(10).subscribe(subscriber);

        assertThat(second.cancelled).isTrue();
        subscriber.request(5);
        subscriber.assertItems(1, 2);
    }

    @Test
    void defaultBufferUsesTheInfrastructureSize() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.onOverflow().buffer().subscribe(subscriber);

        int size = Infrastructure.getMultiOverflowDefaultBufferSize();
        for (int i = 0; i < size; i++) {
            upstream.emit(i);
        }
        subscriber.assertNotTerminated();
        upstream.emit(size);
        subscriber.assertFailedWith(BackPressureFailure.class);
    }

    @Test
    void bufferDeliversQueuedItemsBeforeTheUpstreamFailure() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.onOverflow().bufferUnconditionally().subscribe(subscriber);

        upstream.emit(1, 2);
        upstream.fail(new IOException("boom"));
        subscriber.assertNotTerminated();

        subscriber.request(2);
        subscriber.assertItems(1, 2).assertFailedWith(IOException.class, "boom");
    }

    @Test
    void unboundedBufferKeepsEverything() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        Multi.createFrom().range(0, 10_000).onOverflow().bufferUnconditionally().subscribe(subscriber);

        subscriber.assertNotTerminated().assertHasNotReceivedAnyItem();
        subscriber.request(Long.MAX_VALUE);
        subscriber.assertCompleted();
        assertThat(subscriber.getItems()).hasSize(10_000);
    }

    @Test
    void dropPassesItemsOnlyWithDemand() {
        List<Integer> dropped = new CopyOnWriteArrayList<>();
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        upstream.onOverflow().invoke(dropped::add).drop().subscribe(subscriber);

        upstream.emit(1, 2, 3);
        subscriber.request(1);
        upstream.emit(4, 5);
        upstream.complete();

        subscriber.assertItems(1, 4).assertCompleted();
        assertThat(dropped).containsExactly(2, 3, 5);
    }

    @Test
    void dropWithoutCallback() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(3);
        Multi.createFrom().range(0, 10).onOverflow().drop().subscribe(subscriber);
        subscriber.assertItems(0, 1, 2).assertCompleted();
    }

    @Test
    void dropCallbackRunnable() {
        AtomicInteger count = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(3);
        Multi.createFrom()
                .range(0, 10)
                .onOverflow()
                .invoke(count::incrementAndGet)
                .drop()
                .subscribe(subscriber);
        subscriber.assertItems(0, 1, 2).assertCompleted();
        assertThat(count).hasValue(7);
    }

    @Test
    void throwingCallbackFailsTheStreamAndCancelsUpstream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.onOverflow()
                .invoke(item -> {
                    throw new IllegalStateException("callback " + item);
                })
                .drop()
                .subscribe(subscriber);

        upstream.emit(1);

        subscriber.assertFailedWith(IllegalStateException.class, "callback 1");
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void callSubscribesToTheUniOfEachDroppedItem() {
        AtomicInteger subscriptions = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(2);
        Multi.createFrom()
                .range(0, 10)
                .onOverflow()
                .call(item -> uni(subscriptions, null))
                .drop()
                .subscribe(subscriber);

        subscriber.assertItems(0, 1).assertCompleted();
        assertThat(subscriptions).hasValue(8);
    }

    @Test
    void callWithSupplier() {
        AtomicInteger subscriptions = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        Multi.createFrom()
                .range(0, 4)
                .onOverflow()
                .call(() -> uni(subscriptions, null))
                .dropPreviousItems()
                .subscribe(subscriber);

        subscriber.request(1);
        subscriber.assertItems(3).assertCompleted();
        assertThat(subscriptions).hasValue(3);
    }

    @Test
    void failingUniFailsTheStream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.onOverflow()
                .call(item -> uni(new AtomicInteger(), new IOException("uni failed")))
                .drop()
                .subscribe(subscriber);

        upstream.emit(1);

        subscriber.assertFailedWith(IOException.class, "uni failed");
        assertThat(upstream.isCancelled()).isTrue();
    }

    /**
     * The Uni of the item that overflows the buffer fails at once: that failure is the first and fails the stream;
     * the overflow's own failure, raised after it, is reported as dropped instead of replacing it.
     */
    @Test
    void aUniFailingAtOnceForTheOverflowingItemFailsTheStreamAndTheOverflowIsReportedAsDropped() {
        List<Throwable> dropped = new CopyOnWriteArrayList<>();
        Infrastructure.setDroppedExceptionHandler(dropped::add);
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.onOverflow()
                .call(item -> uni(new AtomicInteger(), new IOException("uni failed")))
                .buffer(1)
                .subscribe(subscriber);

        upstream.emit(1, 2);

        subscriber.assertFailedWith(IOException.class, "uni failed");
        assertThat(dropped).singleElement().isInstanceOf(BackPressureFailure.class);
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void nullUniFailsTheStream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.onOverflow().call(item -> null).dropPreviousItems().subscribe(subscriber);

        upstream.emit(1, 2);

        subscriber.assertFailedWith(NullPointerException.class);
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void dropPreviousItemsKeepsTheLatest() {
        List<Integer> dropped = new CopyOnWriteArrayList<>();
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        upstream.onOverflow().invoke(dropped::add).dropPreviousItems().subscribe(subscriber);

        upstream.emit(1, 2, 3, 4);
        subscriber.assertItems(1);
        subscriber.request(1);
        subscriber.assertItems(1, 4);

        upstream.emit(5, 6);
        upstream.complete();
        subscriber.assertNotTerminated();
        subscriber.request(5);
        subscriber.assertItems(1, 4, 6).assertCompleted();
        assertThat(dropped).containsExactly(2, 3, 5);
    }

    @Test
    void cancellationReachesUpstream() {
        TestMulti<Integer> buffered = new TestMulti<>();
        AssertSubscriber<Integer> first = AssertSubscriber.create(0);
        buffered.onOverflow().buffer(4).subscribe(first);
        buffered.emit(1, 2);
        first.cancel();
        first.request(5);
        assertThat(buffered.isCancelled()).isTrue();
        first.assertHasNotReceivedAnyItem();

        TestMulti<Integer> dropping = new TestMulti<>();
        AssertSubscriber<Integer> second = AssertSubscriber.create(5);
        dropping.onOverflow().drop().subscribe(second);
        second.cancel();
        dropping.emit(1);
        assertThat(dropping.isCancelled()).isTrue();
        second.assertHasNotReceivedAnyItem();
    }

    @Test
    void invalidRequestFailsAndCancels() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.onOverflow().dropPreviousItems().subscribe(subscriber);
        subscriber.request(0);
        subscriber.assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(upstream.isCancelled()).isTrue();

        TestMulti<Integer> other = new TestMulti<>();
        AssertSubscriber<Integer> dropping = AssertSubscriber.create(0);
        other.onOverflow().drop().subscribe(dropping);
        dropping.request(-2);
        dropping.assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(other.requests()).contains(-2L);
    }

    @Test
    void bufferItemsRacingRequests() {
        for (int round = 0; round < 1000; round++) {
            AssertSubscriber<Integer> subscriber =
                    emitRacingRequests(m -> m.onOverflow().bufferUnconditionally(), 50);

            subscriber.awaitCompletion(TIMEOUT).assertNoViolations();
            assertThat(subscriber.getItems()).hasSize(50).isSorted();
        }
    }

    @Test
    void keepLastItemsRacingRequests() {
        for (int round = 0; round < 1000; round++) {
            AssertSubscriber<Integer> subscriber =
                    emitRacingRequests(m -> m.onOverflow().dropPreviousItems(), 50);
            subscriber.request(1);

            subscriber.awaitCompletion(TIMEOUT).assertNoViolations();
            assertThat(subscriber.getItems()).isSorted().doesNotHaveDuplicates().endsWith(49);
        }
    }

    @Test
    void unboundedBufferOffersItsQueueToAnAsynchronouslyFusingConsumer() throws Exception {
        TestMulti<Integer> upstream = new TestMulti<>();
        FusingSubscriber<Integer> subscriber =
                FusingSubscriber.subscribe(upstream.onOverflow().bufferUnconditionally(), FusedSubscription.ASYNC);
        assertThat(subscriber.mode()).isEqualTo(FusedSubscription.ASYNC);
        assertThat(upstream.requested()).isEqualTo(Long.MAX_VALUE);

        Thread producer = new Thread(
                () -> {
                    upstream.emit(1, 2, 3);
                    upstream.complete();
                },
                "producer");
        producer.start();
        producer.join(TIMEOUT.toMillis());

        assertThat(subscriber.isCompleted()).isTrue();
        assertThat(subscriber.items()).containsExactly(1, 2, 3);
        assertThat(subscriber.pollThreads()).isNotEmpty().containsOnly("producer");
    }

    @Test
    void boundedBufferIsNotFused() {
        TestMulti<Integer> upstream = new TestMulti<>();
        FusingSubscriber<Integer> subscriber =
                FusingSubscriber.subscribe(upstream.onOverflow().buffer(4), FusedSubscription.ASYNC);
        upstream.emit(1, 2);
        upstream.complete();
        assertThat(subscriber.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(subscriber.items()).containsExactly(1, 2);
        assertThat(subscriber.isCompleted()).isTrue();
    }

    @Test
    void fusedBufferSignalsTheFailureAfterTheQueuedItems() {
        TestMulti<Integer> upstream = new TestMulti<>();
        ParkedFusingSubscriber<Integer> subscriber = new ParkedFusingSubscriber<>();
        upstream.onOverflow().bufferUnconditionally().subscribe(subscriber);
        upstream.emit(1, 2);
        upstream.fail(new IOException("boom"));

        assertThat(subscriber.signals).hasValue(3);
        assertThat(subscriber.failure).isInstanceOf(IOException.class);
        // the failure waits for nothing, but the items before it stay pollable
        assertThat(subscriber.fused.poll()).isEqualTo(1);
        assertThat(subscriber.fused.poll()).isEqualTo(2);
        assertThat(subscriber.fused.poll()).isNull();
    }

    @Test
    void fusedBufferFailsAtOnceOnAnInvalidRequestAndHidesTheQueuedItems() {
        TestMulti<Integer> upstream = new TestMulti<>();
        ParkedFusingSubscriber<Integer> subscriber = new ParkedFusingSubscriber<>();
        upstream.onOverflow().bufferUnconditionally().subscribe(subscriber);
        upstream.emit(1, 2);
        subscriber.fused.request(5); // ignored: the consumer polls at its pace
        assertThat(subscriber.signals).hasValue(2);
        assertThat(subscriber.fused.isEmpty()).isFalse();

        subscriber.fused.request(0);
        assertThat(subscriber.failure).isInstanceOf(IllegalArgumentException.class);
        assertThat(upstream.isCancelled()).isTrue();
        assertThat(subscriber.fused.isEmpty()).isTrue();
        assertThat(subscriber.fused.poll()).isNull();
    }

    @Test
    void fusedCancellationLeavesTheQueueToTheConsumer() {
        TestMulti<Integer> upstream = new TestMulti<>();
        ParkedFusingSubscriber<Integer> subscriber = new ParkedFusingSubscriber<>();
        upstream.onOverflow().bufferUnconditionally().subscribe(subscriber);
        upstream.emit(1, 2);
        subscriber.fused.cancel();
        assertThat(upstream.isCancelled()).isTrue();
        upstream.emit(3);
        assertThat(subscriber.signals).hasValue(2);
        assertThat(subscriber.failure).isNull();
        assertThat(subscriber.completed).isFalse();
        // the consumer may be polling right now: it clears the queue itself
        assertThat(subscriber.fused.isEmpty()).isFalse();
        subscriber.fused.clear();
        assertThat(subscriber.fused.isEmpty()).isTrue();
        assertThat(subscriber.fused.poll()).isNull();
    }

    @Test
    void unboundedBufferAcrossEmitOnDeliversEverythingOnTheExecutor() {
        for (int round = 0; round < 200; round++) {
            TestMulti<Integer> upstream = new TestMulti<>();
            List<String> threads = new CopyOnWriteArrayList<>();
            AssertSubscriber<Integer> subscriber = upstream.onOverflow()
                    .bufferUnconditionally()
                    .emitOn(pool)
                    .onItem()
                    .invoke(item -> threads.add(Thread.currentThread().getName()))
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
            for (int i = 0; i < 300; i++) {
                upstream.emit(i);
            }
            upstream.complete();
            subscriber.awaitCompletion(TIMEOUT).assertItemCount(300).assertNoViolations();
            assertThat(subscriber.getItems()).isSorted();
            assertThat(threads).allMatch(name -> name.startsWith("pool-"));
        }
    }

    @Test
    void fusedBufferAcrossEmitOnRacesItemsAndCancellation() {
        try (Race race = new Race()) {
            for (int round = 0; round < 300; round++) {
                TestMulti<Integer> upstream = new TestMulti<>();
                AssertSubscriber<Integer> subscriber = upstream.onOverflow()
                        .bufferUnconditionally()
                        .emitOn(pool)
                        .subscribe()
                        .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
                race.run(
                        () -> {
                            for (int i = 0; i < 100; i++) {
                                upstream.emit(i);
                            }
                        },
                        subscriber::cancel);
                assertThat(upstream.isCancelled()).isTrue();
                subscriber.assertNotTerminated().assertNoViolations();
                assertThat(subscriber.getItems()).isSorted();
            }
        }
    }

    @Test
    void unboundedBufferPollsASourceRunningNoUserCodeWithinTheDemand() throws Exception {
        FuseableSource<Integer> source =
                FuseableSource.of(FusedSubscription.SYNC | FusedSubscription.BOUNDARY, 1, 2, 3, 4);
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        source.onOverflow().bufferUnconditionally().subscribe(subscriber);
        assertThat(source.requestedModes()).containsExactly(FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
        assertThat(source.pollThreads()).isEmpty();

        Thread requester = new Thread(() -> subscriber.request(2), "requester");
        requester.start();
        requester.join(TIMEOUT.toMillis());
        subscriber.assertItems(1, 2).assertNotTerminated();
        assertThat(source.pollThreads()).containsOnly("requester");

        // the last item exhausts the source: completion needs no more demand
        subscriber.request(2).assertItems(1, 2, 3, 4).assertCompleted().assertNoViolations();
        assertThat(source.isCleared()).isTrue();
    }

    @Test
    void unboundedBufferCompletesAnEmptyPolledSourceWithoutDemand() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        Multi.createFrom().range(0, 0).onOverflow().bufferUnconditionally().subscribe(subscriber);
        subscriber.assertCompleted().assertHasNotReceivedAnyItem();
    }

    @Test
    void unboundedBufferLetsASynchronouslyFusingConsumerPollTheSource() {
        FuseableSource<Integer> source =
                FuseableSource.of(FusedSubscription.SYNC | FusedSubscription.BOUNDARY, 1, 2, 3);
        FusingSubscriber<Integer> subscriber = FusingSubscriber.subscribe(
                source.onOverflow().bufferUnconditionally(), FusedSubscription.ANY | FusedSubscription.BOUNDARY);
        assertThat(subscriber.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(subscriber.items()).containsExactly(1, 2, 3);
        assertThat(subscriber.isCompleted()).isTrue();
        assertThat(source.isCleared()).isTrue();

        FusingSubscriber<Integer> pushed = FusingSubscriber.subscribe(
                Multi.createFrom().range(0, 3).onOverflow().bufferUnconditionally(), FusedSubscription.ASYNC);
        assertThat(pushed.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(pushed.items()).containsExactly(0, 1, 2);
        assertThat(pushed.isCompleted()).isTrue();
    }

    @Test
    void aSourceRunningUserCodeIsRequestedAndBufferedAsBefore() {
        AtomicInteger mapped = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        Multi.createFrom()
                .range(0, 5)
                .onItem()
                .transform(item -> {
                    mapped.incrementAndGet();
                    return item;
                })
                .onOverflow()
                .bufferUnconditionally()
                .subscribe(subscriber);
        assertThat(mapped).hasValue(5); // all pushed into the buffer at subscription, on the subscribing thread
        subscriber.request(5).assertItems(0, 1, 2, 3, 4).assertCompleted();

        FuseableSource<Integer> sameThreadOnly = FuseableSource.of(FusedSubscription.SYNC, 1, 2);
        FusingSubscriber<Integer> fusing = FusingSubscriber.subscribe(
                sameThreadOnly.onOverflow().bufferUnconditionally(), FusedSubscription.ASYNC);
        assertThat(fusing.mode()).isEqualTo(FusedSubscription.ASYNC);
        assertThat(fusing.items()).containsExactly(1, 2);
        assertThat(sameThreadOnly.pollThreads()).isEmpty();
    }

    @Test
    void boundedBufferOverASynchronousSourceOverflowsAsBefore() {
        List<Integer> dropped = new CopyOnWriteArrayList<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(2);
        Multi.createFrom()
                .range(0, 10)
                .onOverflow()
                .invoke(dropped::add)
                .buffer(3)
                .subscribe(subscriber);
        subscriber.assertItems(0, 1).assertFailedWith(BackPressureFailure.class);
        assertThat(dropped).containsExactly(5);
    }

    @Test
    void aPolledSourceFailureFailsTheStreamAfterItsItems() {
        FuseableSource<Integer> source = FuseableSource.failingAfter(
                FusedSubscription.SYNC | FusedSubscription.BOUNDARY, new IllegalStateException("boom"), 1, 2);
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        source.onOverflow().bufferUnconditionally().subscribe(subscriber);
        subscriber.assertItems(1).assertNotTerminated();
        subscriber.request(5).assertItems(1, 2).assertFailedWith(IllegalStateException.class, "boom");
        assertThat(source.isCleared()).isTrue();
    }

    @Test
    void cancellingClearsThePolledSource() {
        FuseableSource<Integer> source =
                FuseableSource.of(FusedSubscription.SYNC | FusedSubscription.BOUNDARY, 1, 2, 3);
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        source.onOverflow().bufferUnconditionally().subscribe(subscriber);
        subscriber.cancel();
        assertThat(source.isCleared()).isTrue();
        subscriber.request(5).assertItems(1).assertNotTerminated();
    }

    @Test
    void aPolledRangeAcrossEmitOnDeliversEverythingOnTheExecutor() {
        for (int round = 0; round < 200; round++) {
            List<String> threads = new CopyOnWriteArrayList<>();
            AssertSubscriber<Integer> subscriber = Multi.createFrom()
                    .range(0, 500)
                    .onOverflow()
                    .bufferUnconditionally()
                    .emitOn(pool)
                    .onItem()
                    .invoke(item -> threads.add(Thread.currentThread().getName()))
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
            subscriber.awaitCompletion(TIMEOUT).assertItemCount(500).assertNoViolations();
            assertThat(subscriber.getItems()).isSorted();
            assertThat(threads).allMatch(name -> name.startsWith("pool-"));
        }
    }

    @Test
    void aPolledRangeRacesRequestsAndCancellation() {
        try (Race race = new Race()) {
            for (int round = 0; round < 500; round++) {
                AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
                Multi.createFrom()
                        .range(0, 1000)
                        .onOverflow()
                        .bufferUnconditionally()
                        .subscribe(subscriber);
                race.run(
                        () -> {
                            for (int i = 0; i < 100; i++) {
                                subscriber.request(1);
                            }
                        },
                        subscriber::cancel);
                subscriber.assertNotTerminated().assertNoViolations();
                assertThat(subscriber.getItems()).isSorted().doesNotHaveDuplicates();
                assertThat(subscriber.getItems().size()).isLessThanOrEqualTo(100);
            }
        }
    }

    @Test
    void aPolledRangeRequestedFromTwoThreadsDeliversEachItemOnce() {
        try (Race race = new Race()) {
            for (int round = 0; round < 500; round++) {
                AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
                Multi.createFrom()
                        .range(0, 200)
                        .onOverflow()
                        .bufferUnconditionally()
                        .subscribe(subscriber);
                Runnable requests = () -> {
                    for (int i = 0; i < 100; i++) {
                        subscriber.request(1);
                    }
                };
                race.run(requests, requests);
                subscriber.assertCompleted().assertNoViolations();
                assertThat(subscriber.getItems()).hasSize(200).isSorted();
            }
        }
    }

    /**
     * Emits items 0 to {@code count - 1} then completes through {@code overflow}, while another thread requests them
     * one at a time; returns the subscriber once the upstream completed.
     */
    private AssertSubscriber<Integer> emitRacingRequests(UnaryOperator<Multi<Integer>> overflow, int count) {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        overflow.apply(upstream).subscribe(subscriber);
        CyclicBarrier barrier = new CyclicBarrier(2);
        pool.execute(() -> {
            await(barrier);
            for (int i = 0; i < count; i++) {
                subscriber.request(1);
            }
        });
        await(barrier);
        for (int i = 0; i < count; i++) {
            upstream.emit(i);
        }
        upstream.complete();
        return subscriber;
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void dropFailsOnAnInvalidRequestWhileItemsFlowWithoutOverlappingAnItem() {
        try (Race race = new Race()) {
            for (int i = 0; i < 1_000; i++) {
                AtomicReference<MultiEmitter<? super Integer>> emitter = new AtomicReference<>();
                TestSubscriber<Integer> subscriber = TestSubscriber.create(Long.MAX_VALUE);
                Multi.createFrom()
                        .<Integer>emitter(emitter::set)
                        .onOverflow()
                        .drop()
                        .subscribe(subscriber);

                race.run(
                        () -> {
                            for (int n = 0; n < 1_000; n++) {
                                emitter.get().emit(n);
                            }
                            emitter.get().complete();
                        },
                        () -> subscriber.request(-1));

                subscriber.awaitTermination().assertNoViolation();
                if (!subscriber.isCompleted()) {
                    assertThat(subscriber.failure()).isInstanceOf(IllegalArgumentException.class);
                }
            }
        }
    }

    @Test
    void dropDeliversAUniFailureFromAnotherThreadAfterTheItemBeingDelivered() throws Exception {
        // The Uni of a dropped item fails later, on another thread, while the next item is being delivered: the
        // failure must wait for that onItem to return (rule 1.3).
        AtomicReference<UniSubscriber<? super Object>> pendingUni = new AtomicReference<>();
        TestMulti<Integer> upstream = new TestMulti<>();
        List<String> violations = new CopyOnWriteArrayList<>();
        AtomicInteger inside = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicReference<Flow.Subscription> subscription = new AtomicReference<>();
        upstream.onOverflow()
                .call(item -> new AbstractUni<Object>() {
                    @Override
                    public void subscribe(UniSubscriber<? super Object> uniSubscriber) {
                        uniSubscriber.onSubscribe(() -> {});
                        pendingUni.set(uniSubscriber);
                    }
                })
                .drop()
                .subscribe(new MultiSubscriber<Integer>() {
                    @Override
                    public void onSubscribe(Flow.Subscription s) {
                        subscription.set(s);
                    }

                    @Override
                    public void onItem(Integer item) {
                        if (inside.getAndIncrement() != 0) {
                            violations.add("overlapping onItem");
                        }
                        // the Uni of the dropped item fails now, on another thread
                        Future<?> failing =
                                pool.submit(() -> pendingUni.get().onFailure(new IOException("uni failed")));
                        try {
                            failing.get(5, TimeUnit.SECONDS);
                        } catch (Exception e) {
                            throw new AssertionError(e);
                        }
                        inside.decrementAndGet();
                    }

                    @Override
                    public void onFailure(Throwable throwable) {
                        if (inside.getAndIncrement() != 0) {
                            violations.add("onFailure during onItem");
                        }
                        failure.set(throwable);
                        inside.decrementAndGet();
                    }

                    @Override
                    public void onCompletion() {
                        violations.add("onCompletion");
                    }
                });

        upstream.emit(1); // no demand: dropped, its Uni is pending
        subscription.get().request(1);
        upstream.emit(2);

        assertThat(violations).isEmpty();
        assertThat(failure.get()).isInstanceOf(IOException.class).hasMessage("uni failed");
        assertThat(upstream.isCancelled()).isTrue();
    }
}
