package io.mutiny.operators;

import static io.mutiny.operators.MultiFlatMapTest.awaitQuietly;
import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.operators.multi.MultiConcatMapOp;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.test.FuseableSource;
import io.mutiny.test.FusingSubscriber;
import io.mutiny.test.KnownUni;
import io.mutiny.test.Race;
import io.mutiny.test.RecordingSubscription;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestSubscriber;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class MultiConcatMapTest {

    private static ExecutorService pool;

    @BeforeAll
    static void startPool() {
        pool = Executors.newFixedThreadPool(2);
    }

    @AfterAll
    static void stopPool() {
        pool.shutdownNow();
    }

    @Test
    void concatenatesInOrder() {
        Multi.createFrom()
                .range(1, 4)
                .onItem()
                .transformToMultiAndConcatenate(i -> Multi.createFrom().items(i, i * 10))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertCompleted()
                .assertItems(1, 10, 2, 20, 3, 30);
    }

    @Test
    void carriesTheDemandAcrossInners() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .range(0, 3)
                .onItem()
                .transformToMultiAndConcatenate(i -> Multi.createFrom().range(i * 10, i * 10 + 3))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        subscriber.assertHasNotReceivedAnyItem();
        subscriber.request(4).assertItems(0, 1, 2, 10).assertNotTerminated();
        subscriber.request(4).assertItems(0, 1, 2, 10, 11, 12, 20, 21).assertNotTerminated();
        subscriber.request(1).assertItems(0, 1, 2, 10, 11, 12, 20, 21, 22).assertCompleted();
    }

    @Test
    void subscribesToOneInnerAtATimeAndRequestsUpstreamOnDemand() {
        TestMulti<Integer> upstream = new TestMulti<>();
        List<TestMulti<String>> inners = new ArrayList<>();
        AssertSubscriber<String> subscriber = upstream.onItem()
                .transformToMultiAndConcatenate(i -> {
                    TestMulti<String> inner = new TestMulti<>();
                    inners.add(inner);
                    return inner;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        assertThat(upstream.requested()).isZero();
        subscriber.request(3);
        assertThat(upstream.requested()).isEqualTo(1);
        upstream.emit(1);
        assertThat(inners).hasSize(1);
        assertThat(inners.get(0).requested()).isEqualTo(3);
        inners.get(0).emit("a", "b");
        assertThat(upstream.requested()).isEqualTo(1);
        inners.get(0).complete();
        assertThat(upstream.requested()).isEqualTo(2);
        upstream.emit(2);
        assertThat(inners.get(1).requested()).isEqualTo(1);
        inners.get(1).emit("c").complete();
        // no demand left: the upstream is not asked for more
        assertThat(upstream.requested()).isEqualTo(2);
        subscriber.assertItems("a", "b", "c");
        upstream.complete();
        subscriber.assertCompleted();
    }

    @Test
    void prefetchRequestsTheNextUpstreamItemAhead() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestMulti<String> inner = new TestMulti<>();
        upstream.onItem()
                .transformToMulti(i -> inner)
                .concatenate(true)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        assertThat(upstream.requested()).isEqualTo(1);
        upstream.emit(1);
        assertThat(inner.hasSubscriber()).isTrue();
        assertThat(upstream.requested()).isEqualTo(2);
    }

    @Test
    void innerFailureCancelsUpstream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = upstream.onItem()
                .transformToMultiAndConcatenate(i -> i == 2
                        ? Multi.createFrom().<Integer>failure(new IOException("boom"))
                        : Multi.createFrom().items(i))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        upstream.emit(1, 2);
        subscriber.assertItems(1).assertFailedWith(IOException.class, "boom");
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void upstreamFailureCancelsTheActiveInner() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestMulti<String> inner = new TestMulti<>();
        AssertSubscriber<String> subscriber = upstream.onItem()
                .transformToMultiAndConcatenate(i -> inner)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        upstream.emit(1);
        upstream.fail(new IOException("boom"));
        subscriber.assertFailedWith(IOException.class, "boom");
        assertThat(inner.isCancelled()).isTrue();
    }

    @Test
    void collectFailuresContinuesAndCombinesTheFailures() {
        Multi.createFrom()
                .range(0, 4)
                .onItem()
                .transformToMulti(i -> i % 2 == 1
                        ? Multi.createFrom().<Integer>failure(new IOException("boom" + i))
                        : Multi.createFrom().items(i))
                .collectFailures()
                .concatenate()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(0, 2)
                .assertFailedWith(CompositeException.class);
    }

    @Test
    void collectFailuresWithASingleFailurePropagatesItAsIs() {
        Multi.createFrom()
                .range(0, 3)
                .onItem()
                .transformToMulti(i -> i == 1
                        ? Multi.createFrom().<Integer>failure(new IOException("boom"))
                        : Multi.createFrom().items(i))
                .collectFailures()
                .concatenate()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(0, 2)
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void cancellationReachesUpstreamAndTheActiveInner() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestMulti<String> inner = new TestMulti<>();
        AssertSubscriber<String> subscriber = upstream.onItem()
                .transformToMultiAndConcatenate(i -> inner)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        upstream.emit(1);
        subscriber.cancel();
        assertThat(upstream.isCancelled()).isTrue();
        assertThat(inner.isCancelled()).isTrue();
    }

    @Test
    void mapperThrowingOrReturningNullFails() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<String> subscriber = upstream.onItem()
                .<String>transformToMultiAndConcatenate(i -> {
                    throw new IllegalStateException("mapper");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        upstream.emit(1);
        subscriber.assertFailedWith(IllegalStateException.class, "mapper");
        assertThat(upstream.isCancelled()).isTrue();

        Multi.createFrom()
                .items(1)
                .onItem()
                .<String>transformToMultiAndConcatenate(i -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertFailedWith(NullPointerException.class, "mapper");
    }

    @Test
    void invalidRequestFailsAndCancels() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestMulti<String> inner = new TestMulti<>();
        AssertSubscriber<String> subscriber = upstream.onItem()
                .transformToMultiAndConcatenate(i -> inner)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        upstream.emit(1);
        subscriber.request(0);
        subscriber.assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(upstream.isCancelled()).isTrue();
        assertThat(inner.isCancelled()).isTrue();
    }

    @Test
    void concatenatesUnisInOrder() {
        TestUni<String> first = new TestUni<>();
        AssertSubscriber<String> subscriber = Multi.createFrom()
                .items(1, 2)
                .onItem()
                .transformToUniAndConcatenate(i -> i == 1 ? first : TestUni.item("two"))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        subscriber.assertHasNotReceivedAnyItem();
        first.complete("one");
        subscriber.assertCompleted().assertItems("one", "two");
    }

    @Test
    void longSynchronousStreamsDoNotOverflowTheStack() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .range(0, 100_000)
                .onItem()
                .transformToMultiAndConcatenate(i -> Multi.createFrom().item(i))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
        subscriber.assertCompleted().assertItemCount(100_000);
    }

    @Test
    void isConstructibleFromAMultiOfPublishers() {
        Multi<Flow.Publisher<Integer>> publishers = Multi.createFrom()
                .items(Multi.createFrom().items(1, 2), Multi.createFrom().items(3));
        new MultiConcatMapOp<Flow.Publisher<Integer>, Integer>(publishers, Function.identity(), false, false)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertCompleted()
                .assertItems(1, 2, 3);
    }

    @RepeatedTest(200)
    void innersOnAnotherThreadWhileTheDownstreamRequests() {
        CountDownLatch start = new CountDownLatch(1);
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .range(0, 10)
                .onItem()
                .transformToMultiAndConcatenate(i -> Multi.createFrom()
                        .<Integer>emitter(emitter -> pool.execute(() -> {
                            awaitQuietly(start);
                            for (int j = 0; j < 50; j++) {
                                emitter.emit(i * 50 + j);
                            }
                            emitter.complete();
                        })))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        start.countDown();
        for (int i = 0; i < 100; i++) {
            subscriber.request(5);
        }
        subscriber.awaitCompletion(Duration.ofSeconds(10));
        assertThat(subscriber.getItems())
                .containsExactlyElementsOf(IntStream.range(0, 500).boxed().collect(Collectors.toList()));
    }

    @RepeatedTest(200)
    void failureRacingWithInnerItemsIsDeliveredOnceAndLast() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestMulti<Integer> inner = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = upstream.onItem()
                .transformToMultiAndConcatenate(i -> inner)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
        upstream.emit(1);
        CountDownLatch start = new CountDownLatch(1);
        pool.execute(() -> {
            awaitQuietly(start);
            for (int j = 0; j < 100; j++) {
                inner.emit(j);
            }
        });
        start.countDown();
        upstream.fail(new IOException("boom"));
        subscriber.awaitFailure(Duration.ofSeconds(5));
        subscriber.assertFailedWith(IOException.class, "boom");
    }

    // ---- known-outcome inners (single item, empty, failure): read without subscribing

    @Test
    void knownSourcesAreReadWithoutSubscribingWhateverTheDemand() {
        for (long initialRequest : new long[] {Long.MAX_VALUE, 1}) {
            List<MultiFlatMapTest.KnownSource<Integer>> sources = new ArrayList<>();
            TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                    Multi.createFrom().range(0, 4).onItem().transformToMultiAndConcatenate(i -> {
                        MultiFlatMapTest.KnownSource<Integer> source = new MultiFlatMapTest.KnownSource<>(i);
                        sources.add(source);
                        return source;
                    }),
                    initialRequest);
            subscriber.request(10);
            subscriber.assertCompleted();
            assertThat(subscriber.items()).containsExactly(0, 1, 2, 3);
            assertThat(sources).allSatisfy(source -> {
                assertThat(source.subscriptions).isZero();
                assertThat(source.reads).isEqualTo(1);
            });
        }
    }

    @Test
    void withoutPrefetchTheUpstreamIsAskedForNoMoreItemsThanTheDownstream() {
        // same request pattern as SmallRye Mutiny 3.3: one upstream request per requested item, none ahead
        List<Long> requests = new ArrayList<>();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                Multi.createFrom()
                        .range(0, 10)
                        .onRequest()
                        .invoke(requests::add)
                        .onItem()
                        .transformToMultiAndConcatenate(i -> Multi.createFrom().item(i)),
                0);
        assertThat(requests).isEmpty();
        subscriber.request(1);
        assertThat(requests).containsExactly(1L);
        subscriber.request(1);
        assertThat(requests).containsExactly(1L, 1L);
        subscriber.request(3);
        assertThat(requests).containsExactly(1L, 1L, 1L, 1L, 1L);
        assertThat(subscriber.items()).containsExactly(0, 1, 2, 3, 4);
        subscriber.assertNotTerminated();
    }

    @Test
    void withPrefetchAKnownItemWaitingForDemandDoesNotChangeTheRequestPattern() {
        // same pattern as a regular single-item inner: the next upstream item is requested while one waits
        List<Long> requests = new ArrayList<>();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                Multi.createFrom()
                        .range(0, 10)
                        .onRequest()
                        .invoke(requests::add)
                        .onItem()
                        .transformToMulti(i -> Multi.createFrom().item(i))
                        .concatenate(true),
                0);
        assertThat(requests).containsExactly(1L, 1L);
        subscriber.request(1);
        assertThat(subscriber.items()).containsExactly(0);
        assertThat(requests).containsExactly(1L, 1L, 1L);
        subscriber.request(3);
        assertThat(subscriber.items()).containsExactly(0, 1, 2, 3);
        assertThat(requests).hasSize(6);
    }

    @Test
    void emptyInnersAskTheUpstreamForTheNextItem() {
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                Multi.createFrom()
                        .range(0, 10)
                        .onItem()
                        .transformToMultiAndConcatenate(i -> i == 7
                                ? Multi.createFrom().items(i)
                                : Multi.createFrom().<Integer>empty()),
                1);
        assertThat(subscriber.items()).containsExactly(7);
        // the demand is used up: the upstream is not asked for the next item
        subscriber.assertNotTerminated();
        subscriber.request(1);
        subscriber.assertCompleted();
    }

    @Test
    void emptyInnersWaitForDemand() {
        List<Long> requests = new ArrayList<>();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                Multi.createFrom()
                        .range(0, 3)
                        .onRequest()
                        .invoke(requests::add)
                        .onItem()
                        .transformToMultiAndConcatenate(i -> Multi.createFrom().<Integer>empty()),
                0);
        assertThat(requests).isEmpty();
        subscriber.request(1);
        subscriber.assertCompleted();
        assertThat(subscriber.items()).isEmpty();
    }

    @Test
    void knownEmptyInnersAreReadWithoutSubscribingWhateverTheDemand() {
        MultiFlatMapTest.assertKnownEmptyInnersAreReadWithoutSubscribing(
                (multi, mapper) -> multi.onItem().transformToMultiAndConcatenate(mapper));
    }

    @Test
    void knownUnisAreReadNotSubscribed() {
        List<KnownUni<Integer>> unis = new ArrayList<>();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                Multi.createFrom()
                        .range(0, 5)
                        .onItem()
                        .transformToUniAndConcatenate(i -> KnownUni.recordedIn(unis, i * 10)),
                Long.MAX_VALUE);
        subscriber.assertCompleted();
        assertThat(subscriber.items()).containsExactly(0, 10, 20, 30, 40);
        KnownUni.assertReadOnceAndNeverSubscribed(unis, 5);
    }

    @Test
    void knownFailureFailsAndCancelsTheUpstream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                upstream.onItem()
                        .transformToUniAndConcatenate(i -> i == 0
                                ? Uni.createFrom().item(i)
                                : Uni.createFrom().<Integer>failure(new IOException("boom"))),
                Long.MAX_VALUE);
        upstream.emit(0);
        upstream.emit(1);
        subscriber.assertFailedWith(IOException.class, "boom");
        assertThat(subscriber.items()).containsExactly(0);
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void knownFailuresAreCollected() {
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                Multi.createFrom()
                        .range(0, 4)
                        .onItem()
                        .transformToUni(i -> i % 2 == 0
                                ? Uni.createFrom().item(i)
                                : Uni.createFrom().<Integer>failure(new IOException("boom " + i)))
                        .collectFailures()
                        .concatenate(),
                3);
        assertThat(subscriber.items()).containsExactly(0, 2);
        assertThat(subscriber.failure()).isInstanceOf(CompositeException.class);
        assertThat(((CompositeException) subscriber.failure()).getCauses()).hasSize(2);
    }

    @Test
    void knownNullUniItemsContributeNoItem() {
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                Multi.createFrom()
                        .range(0, 6)
                        .onItem()
                        .transformToUniAndConcatenate(i -> i % 3 == 0
                                ? Uni.createFrom().item(i)
                                : Uni.createFrom().<Integer>nullItem()),
                1);
        assertThat(subscriber.items()).containsExactly(0);
        subscriber.assertNotTerminated();
        subscriber.request(2);
        subscriber.assertCompleted();
        assertThat(subscriber.items()).containsExactly(0, 3);
    }

    @Test
    void knownItemsStopAtCancellation() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                upstream.onItem()
                        .transformToMultiAndConcatenate(i -> Multi.createFrom().item(i)),
                2);
        upstream.emit(0);
        subscriber.cancel();
        assertThat(upstream.isCancelled()).isTrue();
        assertThat(upstream.requested()).isEqualTo(2);
        subscriber.assertNotTerminated();
        assertThat(subscriber.items()).containsExactly(0);
    }

    @RepeatedTest(300)
    void knownItemsWhileTheDownstreamRequestsFromAnotherThread() {
        CountDownLatch start = new CountDownLatch(1);
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                Multi.createFrom()
                        .<Integer>emitter(emitter -> pool.execute(() -> {
                            awaitQuietly(start);
                            for (int i = 0; i < 300; i++) {
                                emitter.emit(i);
                            }
                            emitter.complete();
                        }))
                        .onItem()
                        .transformToMultiAndConcatenate(i -> i % 5 == 0
                                ? Multi.createFrom().<Integer>empty()
                                : Multi.createFrom().item(i)),
                0);
        start.countDown();
        for (int i = 0; i < 240; i += 3) {
            subscriber.request(3);
        }
        subscriber.awaitTermination().assertCompleted();
        assertThat(subscriber.items())
                .containsExactlyElementsOf(
                        IntStream.range(0, 300).filter(i -> i % 5 != 0).boxed().collect(Collectors.toList()));
    }

    @Test
    void pollsASynchronouslyFuseableUpstreamInsteadOfRequestingIt() {
        FuseableSource<Integer> upstream = FuseableSource.of(FusedSubscription.SYNC, 1, 2, 3);
        AssertSubscriber<Integer> subscriber = upstream.onItem()
                .transformToMultiAndConcatenate(i -> Multi.createFrom().items(i, i * 10))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(3));

        subscriber.assertItems(1, 10, 2).assertNotTerminated();
        subscriber.request(10).assertItems(1, 10, 2, 20, 3, 30).assertCompleted();
        assertThat(upstream.requestedModes()).containsExactly(FusedSubscription.SYNC);
        // three items, then the null meaning completion
        assertThat(upstream.pollThreads()).hasSize(4);
        assertThat(upstream.isCleared()).isTrue();
    }

    @Test
    void aFusedUpstreamIsPolledNoFurtherThanTheDemandAndCompletesWhenExhausted() {
        FuseableSource<Integer> upstream = FuseableSource.of(FusedSubscription.SYNC, 1, 2, 3, 4);
        AssertSubscriber<Integer> subscriber = upstream.onItem()
                .transformToMultiAndConcatenate(i -> Multi.createFrom().item(i))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));

        subscriber.assertItems(1, 2).assertNotTerminated();
        assertThat(upstream.pollThreads()).hasSize(2);
        // the last item leaves the upstream empty: the stream completes with no further request
        subscriber.request(2).assertItems(1, 2, 3, 4).assertCompleted();
    }

    @Test
    void aFusedUpstreamThatFailsWhilePolledFailsTheStream() {
        IllegalStateException boom = new IllegalStateException("boom");
        FuseableSource.failingAfter(FusedSubscription.SYNC, boom, 1)
                .onItem()
                .transformToMultiAndConcatenate(i -> Multi.createFrom().items(i, i * 10))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems(1, 10)
                .assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void pollsAFuseableInnerWhileTheDemandIsUnbounded() {
        List<FuseableSource<String>> inners = new ArrayList<>();
        Multi.createFrom()
                .items(1, 2)
                .onItem()
                .transformToMultiAndConcatenate(i -> {
                    FuseableSource<String> inner = FuseableSource.of(FusedSubscription.SYNC, i + "a", i + "b");
                    inners.add(inner);
                    return inner;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertCompleted()
                .assertItems("1a", "1b", "2a", "2b");
        assertThat(inners).hasSize(2).allSatisfy(inner -> {
            assertThat(inner.requestedModes()).containsExactly(FusedSubscription.SYNC);
            assertThat(inner.isCleared()).isTrue();
        });
    }

    @Test
    void requestsAFuseableInnerUnderABoundedDemand() {
        FuseableSource<String> inner = FuseableSource.of(FusedSubscription.SYNC, "a", "b", "c");
        AssertSubscriber<String> subscriber = Multi.createFrom()
                .item(1)
                .onItem()
                .transformToMultiAndConcatenate(i -> inner)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));

        subscriber.assertItems("a", "b").assertNotTerminated();
        subscriber.request(1).assertItems("a", "b", "c").assertCompleted();
        assertThat(inner.requestedModes()).isEmpty();
        assertThat(inner.pollThreads()).isEmpty();
    }

    @Test
    void aFusedInnerThatFailsWhilePolledFailsTheStreamOrIsCollected() {
        IllegalStateException boom = new IllegalStateException("boom");
        Function<Integer, Flow.Publisher<String>> mapper = i -> i == 1
                ? FuseableSource.failingAfter(FusedSubscription.SYNC, boom, "a")
                : FuseableSource.of(FusedSubscription.SYNC, "b");
        Multi.createFrom()
                .items(1, 2)
                .onItem()
                .transformToMultiAndConcatenate(mapper)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems("a")
                .assertFailedWith(IllegalStateException.class, "boom");
        Multi.createFrom()
                .items(1, 2)
                .onItem()
                .transformToMulti(mapper)
                .collectFailures()
                .concatenate()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems("a", "b")
                .assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void cancellationClearsTheFusedUpstreamAndInner() {
        FuseableSource<Integer> upstream = FuseableSource.of(FusedSubscription.SYNC, 1, 2);
        FuseableSource<Integer> inner = FuseableSource.of(FusedSubscription.SYNC, 1, 2, 3);
        Multi<Integer> concatenated = upstream.onItem().transformToMultiAndConcatenate(i -> inner);
        concatenated.subscribe().withSubscriber(new MultiSubscriber<Integer>() {
            private Flow.Subscription subscription;

            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                this.subscription = subscription;
                subscription.request(Long.MAX_VALUE);
            }

            @Override
            public void onItem(Integer item) {
                subscription.cancel();
            }

            @Override
            public void onFailure(Throwable failure) {}

            @Override
            public void onCompletion() {}
        });

        assertThat(inner.pollThreads()).hasSize(1);
        assertThat(inner.isCleared()).isTrue();
        assertThat(upstream.isCleared()).isTrue();
    }

    @Test
    void concatenatesFusedRangesForAFusingConsumerAndAcrossEmitOn() {
        Multi<Integer> concatenated = Multi.createFrom()
                .range(0, 100)
                .onItem()
                .transformToMultiAndConcatenate(i -> Multi.createFrom().range(i * 100, i * 100 + 100));
        List<Integer> expected = IntStream.range(0, 10_000).boxed().collect(Collectors.toList());

        FusingSubscriber<Integer> fusing = FusingSubscriber.subscribe(concatenated, FusedSubscription.SYNC);
        assertThat(fusing.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(fusing.items()).isEqualTo(expected);
        assertThat(fusing.isCompleted()).isTrue();
        assertThat(concatenated.collect().asList().await().atMost(Duration.ofSeconds(10)))
                .isEqualTo(expected);
        assertThat(concatenated.emitOn(pool, 16).collect().asList().await().atMost(Duration.ofSeconds(10)))
                .isEqualTo(expected);
    }

    // A single known upstream item (item, items(x), range(a, a + 1)): one inner, relayed without the arbiter.

    @Test
    void aSingleKnownItemIsMappedAtTheFirstRequestOnly() {
        AtomicInteger mapped = new AtomicInteger();
        TestMulti<Integer> inner = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .item(1)
                .onItem()
                .transformToMultiAndConcatenate(i -> {
                    mapped.incrementAndGet();
                    return inner;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));

        // as in Mutiny, the item is only asked for (and mapped) once the downstream requests
        assertThat(mapped).hasValue(0);
        subscriber.request(2);
        subscriber.request(3);
        assertThat(mapped).hasValue(1);
        assertThat(inner.requests()).containsExactly(2L, 3L);
        inner.emit(1, 2);
        inner.complete();
        subscriber.assertItems(1, 2).assertCompleted();
    }

    @Test
    void aSingleKnownItemIsMappedAtSubscriptionWithPrefetch() {
        AtomicInteger mapped = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(4)
                .onItem()
                .transformToMulti(i -> {
                    mapped.incrementAndGet();
                    return Multi.createFrom().item(i);
                })
                .concatenate(true)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));

        assertThat(mapped).hasValue(1);
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
        subscriber.request(1).assertItems(4).assertCompleted();
    }

    @Test
    void aSingleKnownItemMappedToAKnownItemEmitsItInTheFirstRequest() {
        Multi<Integer> multi = Multi.createFrom()
                .range(5, 6)
                .onItem()
                .transformToMultiAndConcatenate(i -> Multi.createFrom().item(i * 2));
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertItems(10)
                .assertCompleted();
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems(10)
                .assertCompleted();
    }

    @Test
    void aSingleKnownItemIsNeverMappedWhenCancelledOrInvalidlyRequestedFirst() {
        AtomicInteger mapped = new AtomicInteger();
        Multi<Integer> multi = Multi.createFrom().item(1).onItem().transformToMultiAndConcatenate(i -> {
            mapped.incrementAndGet();
            return Multi.createFrom().item(i);
        });

        AssertSubscriber<Integer> cancelled = multi.subscribe().withSubscriber(AssertSubscriber.create(0));
        cancelled.cancel();
        cancelled.request(1).assertHasNotReceivedAnyItem().assertNotTerminated();
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .request(0)
                .assertFailedWith(IllegalArgumentException.class);
        assertThat(mapped).hasValue(0);
    }

    @Test
    void aSingleKnownItemStopsAtACancellationOrInvalidRequestFromOnItem() {
        Multi<Integer> multi = Multi.createFrom()
                .item(1)
                .onItem()
                .transformToMultiAndConcatenate(i -> Multi.createFrom().item(i));
        List<String> events = new ArrayList<>();
        multi.subscribe().withSubscriber(new MultiSubscriber<Integer>() {
            private Flow.Subscription subscription;

            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                this.subscription = subscription;
                subscription.request(1);
            }

            @Override
            public void onItem(Integer item) {
                events.add("item " + item);
                subscription.cancel();
            }

            @Override
            public void onFailure(Throwable failure) {
                events.add("failure");
            }

            @Override
            public void onCompletion() {
                events.add("completion");
            }
        });
        assertThat(events).containsExactly("item 1");

        AssertSubscriber<Integer> invalid = new AssertSubscriber<>(1) {
            @Override
            public void onItem(Integer item) {
                super.onItem(item);
                request(-1);
            }
        };
        multi.subscribe().withSubscriber(invalid);
        // the invalid request is reported in place of the completion, never during onItem
        invalid.assertItems(1).assertFailedWith(IllegalArgumentException.class);
    }

    @Test
    void aSingleKnownItemHandsTheDemandCancellationOrInvalidRequestMadeBeforeItsInnerSubscribedToIt() {
        List<Flow.Subscriber<? super Integer>> inners = new ArrayList<>();
        Multi<Integer> multi = Multi.createFrom().item(1).onItem().transformToMultiAndConcatenate(i ->
                (Flow.Publisher<Integer>) inners::add);

        // requests made before the inner calls onSubscribe add up and reach it in one request
        AssertSubscriber<Integer> requesting = multi.subscribe().withSubscriber(AssertSubscriber.create(1));
        requesting.request(2);
        RecordingSubscription first = new RecordingSubscription();
        inners.get(0).onSubscribe(first);
        assertThat(first.requests).containsExactly(3L);
        requesting.request(4);
        assertThat(first.requests).containsExactly(3L, 4L);

        // a cancellation made before: the inner subscription is cancelled when it arrives
        AssertSubscriber<Integer> cancelling = multi.subscribe().withSubscriber(AssertSubscriber.create(1));
        cancelling.cancel();
        RecordingSubscription second = new RecordingSubscription();
        inners.get(1).onSubscribe(second);
        assertThat(second.cancelled).isTrue();
        assertThat(second.requests).isEmpty();
        cancelling.assertNotTerminated();

        // an invalid request made before: reported when the inner subscribes, which is cancelled
        AssertSubscriber<Integer> invalid = multi.subscribe().withSubscriber(AssertSubscriber.create(1));
        invalid.request(-1).assertNotTerminated();
        RecordingSubscription third = new RecordingSubscription();
        inners.get(2).onSubscribe(third);
        assertThat(third.cancelled).isTrue();
        invalid.assertFailedWith(IllegalArgumentException.class);
    }

    @Test
    void aSingleKnownItemWhoseMapperFailsOrReturnsNullFailsAtTheFirstRequest() {
        AssertSubscriber<Integer> throwing = Multi.createFrom()
                .item(1)
                .onItem()
                .<Integer>transformToMultiAndConcatenate(i -> {
                    throw new IllegalStateException("boom");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        throwing.assertNotTerminated();
        throwing.request(1).assertFailedWith(IllegalStateException.class, "boom");

        Multi.createFrom()
                .item(1)
                .onItem()
                .<Integer>transformToMultiAndConcatenate(i -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(NullPointerException.class, "The mapper returned `null`");
        Multi.createFrom()
                .item(1)
                .onItem()
                .transformToUniAndConcatenate(i -> Uni.createFrom().<Integer>failure(new IOException("boom")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void aSingleKnownItemIsNotEmittedOnceTheMapperCancelledTheSubscription() {
        AtomicReference<AssertSubscriber<Integer>> holder = new AtomicReference<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .item(3)
                .onItem()
                .transformToMultiAndConcatenate(i -> {
                    holder.get().cancel(); // as SmallRye Mutiny: no item once cancelled, even from the mapper
                    return Multi.createFrom().item(i);
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        holder.set(subscriber);
        subscriber.request(1);
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
    }

    @RepeatedTest(200)
    void aSingleKnownItemRequestedFromTwoThreadsAtOnceIsMappedAndEmittedOnce() throws InterruptedException {
        AtomicInteger mapped = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .item(3)
                .onItem()
                .transformToMultiAndConcatenate(i -> {
                    mapped.incrementAndGet();
                    return i == 3
                            ? Multi.createFrom().item(i)
                            : Multi.createFrom().range(0, i);
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        CountDownLatch start = new CountDownLatch(1);
        pool.execute(() -> {
            awaitQuietly(start);
            subscriber.request(1);
        });
        start.countDown();
        subscriber.request(1);

        subscriber.awaitCompletion(Duration.ofSeconds(5)).assertItems(3);
        assertThat(mapped).hasValue(1);
    }

    @Test
    void aSingleKnownItemMappedToARegularInnerLosesNoDemandRequestedFromTwoThreadsAtOnce() {
        try (Race race = new Race()) {
            for (int round = 0; round < 3_000; round++) {
                // a mapper slow enough for the second request to arrive while it runs
                Multi<Integer> multi = Multi.createFrom().item(2).onItem().transformToMultiAndConcatenate(n -> {
                    long end = System.nanoTime() + 20_000;
                    while (System.nanoTime() < end) {
                        Thread.onSpinWait();
                    }
                    return Multi.createFrom().range(0, n);
                });
                TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(multi, 0);
                race.run(() -> subscriber.request(1), () -> subscriber.request(1));
                // range emits within the request that finds demand: all is done once both returned
                assertThat(subscriber.items()).as("round %d", round).containsExactly(0, 1);
                assertThat(subscriber.isCompleted()).as("round %d", round).isTrue();
                subscriber.assertNoViolation();
            }
        }
    }

    @Test
    void aSingleKnownItemMappedToARegularInnerReportsAnInvalidRequestRacingTheFirstRequest() {
        try (Race race = new Race()) {
            for (int round = 0; round < 20_000; round++) {
                Multi<Integer> multi = Multi.createFrom()
                        .item(2)
                        .onItem()
                        .transformToMultiAndConcatenate(n -> Multi.createFrom().range(0, n));
                TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(multi, 0);
                race.run(() -> subscriber.request(1), () -> subscriber.request(-1));
                assertThat(subscriber.isTerminated()).as("round %d", round).isTrue();
                assertThat(subscriber.failure()).as("round %d", round).isInstanceOf(IllegalArgumentException.class);
                subscriber.assertNoViolation();
                subscriber.request(1); // after the failure: nothing, and no exception
                subscriber.cancel();
            }
        }
    }

    @Test
    void aSingleKnownItemMappedToAKnownItemCompletesOnceRequestedFromOnItem() {
        AtomicReference<Flow.Subscription> subscription = new AtomicReference<>();
        List<Object> signals = new ArrayList<>();
        Multi.createFrom()
                .item(1)
                .onItem()
                .transformToMultiAndConcatenate(i -> Multi.createFrom().item(i * 10))
                .subscribe(new MultiSubscriber<Integer>() {
                    @Override
                    public void onSubscribe(Flow.Subscription s) {
                        subscription.set(s);
                        s.request(1);
                    }

                    @Override
                    public void onItem(Integer item) {
                        signals.add(item);
                        subscription.get().request(1); // kept while starting, then of no use: one item only
                    }

                    @Override
                    public void onFailure(Throwable failure) {
                        signals.add(failure);
                    }

                    @Override
                    public void onCompletion() {
                        signals.add("completed");
                    }
                });
        assertThat(signals).containsExactly(10, "completed");
    }

    @RepeatedTest(200)
    void aSingleKnownItemRelaysAnInnerSubscribingOnAnotherThreadWhileTheDownstreamRequests() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .item(100)
                .onItem()
                .transformToMultiAndConcatenate(
                        n -> Multi.createFrom().range(0, n).runSubscriptionOn(pool))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        for (int i = 0; i < 100; i++) {
            subscriber.request(1);
        }
        subscriber.awaitCompletion(Duration.ofSeconds(5));
        assertThat(subscriber.getItems())
                .containsExactlyElementsOf(IntStream.range(0, 100).boxed().collect(Collectors.toList()));
    }
}
