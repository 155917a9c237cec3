package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.operators.multi.MultiFlatMapOp;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.test.FuseableSource;
import io.mutiny.test.FusingSubscriber;
import io.mutiny.test.KnownMulti;
import io.mutiny.test.KnownUni;
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
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class MultiFlatMapTest {

    private static ExecutorService pool;

    @BeforeAll
    static void startPool() {
        pool = Executors.newFixedThreadPool(4);
    }

    @AfterAll
    static void stopPool() {
        pool.shutdownNow();
    }

    @Test
    void mergesAllItemsOfAllInners() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .range(1, 4)
                .onItem()
                .transformToMultiAndMerge(i -> Multi.createFrom().items(i, i * 10))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
        subscriber.assertCompleted();
        assertThat(subscriber.getItems()).containsExactlyInAnyOrder(1, 10, 2, 20, 3, 30);
    }

    @Test
    void emptyUpstreamCompletes() {
        Multi.createFrom()
                .<Integer>empty()
                .onItem()
                .transformToMultiAndMerge(i -> Multi.createFrom().items(i))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertCompleted()
                .assertHasNotReceivedAnyItem();
    }

    @Test
    void emitsNoMoreThanRequested() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .range(0, 10)
                .onItem()
                .transformToMultiAndMerge(i -> Multi.createFrom().range(i * 100, i * 100 + 10))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        subscriber.assertHasNotReceivedAnyItem();
        subscriber.request(3);
        subscriber.assertItemCount(3).assertNotTerminated();
        subscriber.request(50);
        subscriber.assertItemCount(53).assertNotTerminated();
        subscriber.request(47);
        subscriber.assertItemCount(100).assertCompleted();
    }

    @Test
    void concurrencyBoundsTheInnersSubscribedAtOnce() {
        TestMulti<Integer> upstream = new TestMulti<>();
        List<TestMulti<String>> inners = new ArrayList<>();
        AssertSubscriber<String> subscriber = upstream.onItem()
                .transformToMulti(recordingInto(inners))
                .merge(2)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        assertThat(upstream.requested()).isEqualTo(2);
        upstream.emit(1, 2);
        assertThat(inners).hasSize(2);
        inners.get(0).emit("a").complete();
        assertThat(upstream.requested()).isEqualTo(3);
        upstream.emit(3);
        inners.get(2).emit("c");
        inners.get(1).emit("b");
        upstream.complete();
        subscriber.assertNotTerminated();
        inners.get(1).complete();
        inners.get(2).complete();
        subscriber.assertCompleted().assertItems("a", "c", "b");
    }

    @Test
    void prefetchesAndReplenishesInnersAtThreeQuarters() {
        TestMulti<String> inner = new TestMulti<>();
        AssertSubscriber<String> subscriber = Multi.createFrom()
                .iterable(List.of(1)) // not a known item: the merge machinery runs
                .onItem()
                .transformToMulti(i -> inner)
                .withRequests(8)
                .merge()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        assertThat(inner.requested()).isEqualTo(8);
        inner.emit("a", "b", "c", "d", "e", "f");
        subscriber.assertHasNotReceivedAnyItem();
        subscriber.request(5);
        assertThat(inner.requested()).isEqualTo(8);
        subscriber.request(1);
        assertThat(subscriber.getItems()).containsExactly("a", "b", "c", "d", "e", "f");
        assertThat(inner.requested()).isEqualTo(14);
        inner.complete();
        subscriber.assertCompleted();
    }

    @Test
    void anInnerEmittingMoreThanRequestedFailsTheStream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestMulti<String> inner = new TestMulti<>();
        AssertSubscriber<String> subscriber = upstream.onItem()
                .transformToMulti(i -> inner)
                .withRequests(4)
                .merge()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        upstream.emit(1);
        assertThat(inner.requested()).isEqualTo(4);
        for (int i = 0; i < 10; i++) {
            inner.emit("x" + i);
        }
        subscriber.assertFailedWith(BackPressureFailure.class).assertHasNotReceivedAnyItem();
        assertThat(inner.isCancelled()).isTrue();
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void itemsWaitingInQueuesAreEmittedBeforeCompletion() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestMulti<String> inner = new TestMulti<>();
        AssertSubscriber<String> subscriber = upstream.onItem()
                .transformToMultiAndMerge(i -> inner)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        upstream.emit(1);
        inner.emit("a", "b");
        inner.complete();
        upstream.complete();
        subscriber.assertNotTerminated();
        subscriber.request(1).assertItems("a").assertNotTerminated();
        subscriber.request(1).assertItems("a", "b").assertCompleted();
    }

    @Test
    void innerFailureCancelsUpstreamAndOtherInners() {
        TestMulti<Integer> upstream = new TestMulti<>();
        List<TestMulti<String>> inners = new ArrayList<>();
        AssertSubscriber<String> subscriber = upstream.onItem()
                .transformToMultiAndMerge(i -> {
                    TestMulti<String> inner = new TestMulti<>();
                    inners.add(inner);
                    return inner;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        upstream.emit(1, 2);
        inners.get(0).emit("a");
        inners.get(1).fail(new IOException("boom"));
        subscriber.assertFailedWith(IOException.class, "boom").assertItems("a");
        assertThat(upstream.isCancelled()).isTrue();
        assertThat(inners.get(0).isCancelled()).isTrue();
    }

    @Test
    void upstreamFailureCancelsInners() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestMulti<String> inner = new TestMulti<>();
        AssertSubscriber<String> subscriber = upstream.onItem()
                .transformToMultiAndMerge(i -> inner)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        upstream.emit(1);
        upstream.fail(new IOException("boom"));
        subscriber.assertFailedWith(IOException.class, "boom");
        assertThat(inner.isCancelled()).isTrue();
    }

    @Test
    void collectFailuresWaitsForAllInnersAndCombinesTheFailures() {
        TestMulti<Integer> upstream = new TestMulti<>();
        List<TestMulti<String>> inners = new ArrayList<>();
        AssertSubscriber<String> subscriber = upstream.onItem()
                .transformToMulti(recordingInto(inners))
                .collectFailures()
                .merge()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        upstream.emit(1, 2, 3);
        inners.get(0).fail(new IOException("first"));
        inners.get(1).emit("b");
        inners.get(2).fail(new IllegalStateException("second"));
        upstream.complete();
        subscriber.assertNotTerminated();
        assertThat(inners.get(1).isCancelled()).isFalse();
        inners.get(1).emit("bb").complete();
        subscriber.assertFailedWith(CompositeException.class).assertItems("b", "bb");
        assertThat(((CompositeException) subscriber.getFailure()).getCauses())
                .extracting(Throwable::getMessage)
                .containsExactly("first", "second");
    }

    @Test
    void collectFailuresWithASingleFailurePropagatesItAsIs() {
        Multi.createFrom()
                .items(1, 2)
                .onItem()
                .transformToMulti(i -> i == 1
                        ? Multi.createFrom().<Integer>failure(new IOException("boom"))
                        : Multi.createFrom().items(i))
                .collectFailures()
                .merge()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(2)
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void cancellationReachesUpstreamAndAllInners() {
        TestMulti<Integer> upstream = new TestMulti<>();
        List<TestMulti<String>> inners = new ArrayList<>();
        AssertSubscriber<String> subscriber = upstream.onItem()
                .transformToMultiAndMerge(i -> {
                    TestMulti<String> inner = new TestMulti<>();
                    inners.add(inner);
                    return inner;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        upstream.emit(1, 2, 3);
        subscriber.cancel();
        assertThat(upstream.isCancelled()).isTrue();
        assertThat(inners).hasSize(3).allSatisfy(inner -> assertThat(inner.isCancelled())
                .isTrue());
    }

    @Test
    void mapperThrowingFailsAndCancelsUpstream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<String> subscriber = upstream.onItem()
                .<String>transformToMultiAndMerge(i -> {
                    throw new IllegalStateException("mapper");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        upstream.emit(1);
        subscriber.assertFailedWith(IllegalStateException.class, "mapper");
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void mapperReturningNullFailsWithNpe() {
        Multi.createFrom()
                .items(1)
                .onItem()
                .<String>transformToMultiAndMerge(i -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertFailedWith(NullPointerException.class, "mapper");
    }

    @Test
    void invalidRequestFailsAndCancelsEverything() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestMulti<String> inner = new TestMulti<>();
        AssertSubscriber<String> subscriber = upstream.onItem()
                .transformToMultiAndMerge(i -> inner)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        upstream.emit(1);
        subscriber.request(-1);
        subscriber.assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(upstream.isCancelled()).isTrue();
        assertThat(inner.isCancelled()).isTrue();
    }

    @Test
    void mergesUnis() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .range(0, 5)
                .onItem()
                .transformToUniAndMerge(i -> TestUni.item(i == 2 ? null : i * 2))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        subscriber.assertCompleted().assertItems(0, 2, 6, 8);
    }

    @Test
    void mergedUniFailureFailsTheStream() {
        Multi.createFrom()
                .range(0, 5)
                .onItem()
                .transformToUniAndMerge(i -> i == 1 ? TestUni.failure(new IOException("boom")) : TestUni.item(i))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertFailedWith(IOException.class, "boom")
                .assertItems(0);
    }

    @Test
    void cancellingCancelsPendingUnis() {
        TestUni<Integer> uni = new TestUni<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .item(1)
                .onItem()
                .transformToUniAndMerge(i -> uni)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        assertThat(uni.hasSubscriber()).isTrue();
        subscriber.cancel();
        assertThat(uni.isCancelled()).isTrue();
    }

    @Test
    void isConstructibleFromAMultiOfPublishers() {
        Multi<Flow.Publisher<Integer>> publishers = Multi.createFrom()
                .items(Multi.createFrom().items(1, 2), Multi.createFrom().items(3));
        new MultiFlatMapOp<Flow.Publisher<Integer>, Integer>(publishers, Function.identity(), false, 4, 16)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertCompleted()
                .assertItems(1, 2, 3);
    }

    @Test
    void rejectsInvalidArguments() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.onItem().transformToMulti(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("mapper");
        assertThatThrownBy(() -> multi.onItem().transformToMulti(i -> multi).merge(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("concurrency");
        assertThatThrownBy(() -> multi.onItem().transformToMulti(i -> multi).withRequests(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("requests");
        assertThatThrownBy(() -> multi.onItem().transformToUni(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("mapper");
    }

    @RepeatedTest(200)
    void innersEmittingOnSeveralThreadsWhileTheDownstreamRequests() throws InterruptedException {
        int innerCount = 6;
        int itemsPerInner = 200;
        CountDownLatch start = new CountDownLatch(1);
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .range(0, innerCount)
                .onItem()
                .transformToMulti(i -> Multi.createFrom()
                        .<Integer>emitter(emitter -> pool.execute(() -> {
                            awaitQuietly(start);
                            for (int j = 0; j < itemsPerInner; j++) {
                                emitter.emit(i * itemsPerInner + j);
                            }
                            emitter.complete();
                        })))
                .withRequests(16)
                .merge(3)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        start.countDown();
        for (int i = 0; i < innerCount * itemsPerInner / 50; i++) {
            subscriber.request(50);
        }
        subscriber.awaitCompletion(Duration.ofSeconds(10));
        assertThat(subscriber.getItems())
                .hasSize(innerCount * itemsPerInner)
                .containsExactlyInAnyOrderElementsOf(
                        IntStream.range(0, innerCount * itemsPerInner).boxed().collect(Collectors.toList()));
    }

    @RepeatedTest(200)
    void cancellationRacingWithEmissionsCancelsEveryInner() throws Exception {
        List<TestMulti<Integer>> inners = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            inners.add(new TestMulti<>());
        }
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .range(0, 4)
                .onItem()
                .transformToMultiAndMerge(inners::get)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
        CountDownLatch start = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(2);
        pool.execute(() -> {
            awaitQuietly(start);
            for (int j = 0; j < 100; j++) {
                inners.get(j % 4).emit(j);
            }
            done.countDown();
        });
        pool.execute(() -> {
            awaitQuietly(start);
            subscriber.cancel();
            done.countDown();
        });
        start.countDown();
        assertThat(done.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(inners).allSatisfy(inner -> assertThat(inner.isCancelled()).isTrue());
        subscriber.assertNotTerminated();
    }

    @RepeatedTest(50)
    void neverMoreInnersActiveThanTheConcurrency() {
        AtomicInteger active = new AtomicInteger();
        AtomicInteger maxActive = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .range(0, 20)
                .onItem()
                .transformToMulti(i -> Multi.createFrom().<Integer>emitter(emitter -> {
                    maxActive.accumulateAndGet(active.incrementAndGet(), Math::max);
                    pool.execute(() -> {
                        emitter.emit(i);
                        active.decrementAndGet();
                        emitter.complete();
                    });
                }))
                .merge(3)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
        subscriber.awaitCompletion(Duration.ofSeconds(5));
        assertThat(subscriber.getItems()).hasSize(20);
        assertThat(maxActive.get()).isBetween(1, 3);
    }

    @RepeatedTest(100)
    void failuresFromSeveralThreadsAreAllCollected() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .range(0, 4)
                .onItem()
                .transformToMulti(i -> Multi.createFrom()
                        .<Integer>emitter(emitter -> pool.execute(() -> {
                            emitter.emit(i);
                            emitter.fail(new IOException("failure " + i));
                        })))
                .collectFailures()
                .merge()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
        subscriber.awaitFailure(Duration.ofSeconds(5));
        assertThat(subscriber.getItems()).containsExactlyInAnyOrder(0, 1, 2, 3);
        assertThat(((CompositeException) subscriber.getFailure()).getCauses()).hasSize(4);
    }

    // ---- known-outcome inners (single item, empty, failure): read without subscribing

    @Test
    void knownSourcesAreReadWithoutSubscribing() {
        assertThat(Multi.createFrom().item(1)).isInstanceOf(KnownOutcome.class);
        assertThat(Multi.createFrom().items(1)).isInstanceOf(KnownOutcome.class);
        assertThat(Multi.createFrom().empty()).isInstanceOf(KnownOutcome.class);
        assertThat(Multi.createFrom().item(() -> 1)).isInstanceOf(KnownOutcome.class);
        assertThat(Uni.createFrom().item(1)).isInstanceOf(KnownOutcome.class);
        assertThat(Uni.createFrom().nullItem()).isInstanceOf(KnownOutcome.class);
        assertThat(Uni.createFrom().voidItem()).isInstanceOf(KnownOutcome.class);
        assertThat(Uni.createFrom().failure(new IOException("boom"))).isInstanceOf(KnownOutcome.class);

        List<KnownSource<Integer>> sources = new ArrayList<>();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                Multi.createFrom().range(0, 5).onItem().transformToMultiAndMerge(i -> {
                    KnownSource<Integer> source = new KnownSource<>(i);
                    sources.add(source);
                    return source;
                }),
                Long.MAX_VALUE);
        subscriber.assertCompleted();
        assertThat(subscriber.items()).containsExactly(0, 1, 2, 3, 4);
        assertThat(sources).allSatisfy(source -> {
            assertThat(source.subscriptions).isZero();
            assertThat(source.reads).isEqualTo(1);
        });
    }

    @Test
    void knownItemsAreEmittedWithinTheDemand() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                upstream.onItem()
                        .transformToMulti(i -> Multi.createFrom().item(i))
                        .merge(4),
                0);
        assertThat(upstream.requested()).isEqualTo(4);
        upstream.emit(0, 1, 2, 3);
        assertThat(subscriber.items()).isEmpty();
        subscriber.request(2);
        assertThat(subscriber.items()).containsExactly(0, 1);
        subscriber.request(10);
        assertThat(subscriber.items()).containsExactly(0, 1, 2, 3);
        // replenished in batches of 75% of the concurrency
        assertThat(upstream.requests()).containsExactly(4L, 4L);
        upstream.emit(4, 5, 6);
        upstream.complete();
        subscriber.assertCompleted();
        assertThat(subscriber.items()).containsExactly(0, 1, 2, 3, 4, 5, 6);
    }

    @Test
    void knownItemsWaitingForDemandAreEmittedBeforeTheCompletion() {
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                Multi.createFrom().range(0, 3).onItem().transformToMultiAndMerge(i -> Multi.createFrom()
                        .item(i)),
                0);
        subscriber.assertNotTerminated();
        subscriber.request(2);
        subscriber.assertNotTerminated();
        subscriber.request(1);
        subscriber.assertCompleted();
        assertThat(subscriber.items()).containsExactly(0, 1, 2);
    }

    @Test
    void emptyInnersRequestMoreFromTheUpstream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                upstream.onItem()
                        .transformToMulti(i -> i % 2 == 0
                                ? Multi.createFrom().<Integer>empty()
                                : Multi.createFrom().items(i))
                        .merge(2),
                0);
        assertThat(upstream.requested()).isEqualTo(2);
        upstream.emit(0, 2);
        assertThat(upstream.requested()).isEqualTo(4);
        upstream.emit(1);
        upstream.complete();
        subscriber.assertNotTerminated();
        subscriber.request(1);
        subscriber.assertCompleted();
        assertThat(subscriber.items()).containsExactly(1);
    }

    @Test
    void aConsumedKnownInnerIsReplenishedAtOnceWhileARegularInnerKeepsItsSlot() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestMulti<Integer> regular = new TestMulti<>();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                upstream.onItem()
                        .transformToMulti(
                                i -> i == 1 ? regular : Multi.createFrom().item(i))
                        .merge(2),
                Long.MAX_VALUE);
        upstream.emit(0);
        assertThat(upstream.requested()).isEqualTo(2);
        upstream.emit(1);
        // the batch (75% of 2) is not reached, but the regular inner may never complete: no waiting for it
        assertThat(upstream.requested()).isEqualTo(3);
        upstream.emit(2);
        regular.emit(10);
        regular.complete();
        upstream.complete();
        subscriber.assertCompleted();
        assertThat(subscriber.items()).containsExactly(0, 2, 10);
    }

    @Test
    void knownEmptyInnersAreReadWithoutSubscribingWhateverTheDemand() {
        assertKnownEmptyInnersAreReadWithoutSubscribing(
                (multi, mapper) -> multi.onItem().transformToMultiAndMerge(mapper));
    }

    /** Even items become {@code item(i)}, odd ones a known empty stream, which must be read, never subscribed. */
    static void assertKnownEmptyInnersAreReadWithoutSubscribing(
            BiFunction<Multi<Integer>, Function<Integer, Multi<Integer>>, Multi<Integer>> flatten) {
        for (long initialRequest : new long[] {Long.MAX_VALUE, 1}) {
            List<KnownMulti<Integer>> empties = new ArrayList<>();
            TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                    flatten.apply(
                            Multi.createFrom().range(0, 6),
                            i -> i % 2 == 0 ? Multi.createFrom().item(i) : KnownMulti.recordedIn(empties, null)),
                    initialRequest);
            subscriber.request(10);
            subscriber.assertCompleted();
            assertThat(subscriber.items()).containsExactly(0, 2, 4);
            KnownMulti.assertReadOnceAndNeverSubscribed(empties, 3);
        }
    }

    @Test
    void knownUnisAreReadNotSubscribed() {
        List<KnownUni<Integer>> unis = new ArrayList<>();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                Multi.createFrom().range(0, 5).onItem().transformToUniAndMerge(i -> KnownUni.recordedIn(unis, i * 10)),
                Long.MAX_VALUE);
        subscriber.assertCompleted();
        assertThat(subscriber.items()).containsExactly(0, 10, 20, 30, 40);
        KnownUni.assertReadOnceAndNeverSubscribed(unis, 5);
    }

    @Test
    void knownFailureFailsAndCancelsEverything() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                upstream.onItem()
                        .transformToUni(i -> i == 0
                                ? Uni.createFrom().item(i)
                                : Uni.createFrom().<Integer>failure(new IOException("boom")))
                        .merge(),
                Long.MAX_VALUE);
        upstream.emit(0, 1);
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
                        .merge(2),
                Long.MAX_VALUE);
        subscriber.awaitTermination();
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
                        .transformToUniAndMerge(i -> i % 3 == 0
                                ? Uni.createFrom().item(i)
                                : Uni.createFrom().nullItem()),
                1);
        assertThat(subscriber.items()).containsExactly(0);
        subscriber.request(5);
        subscriber.assertCompleted();
        assertThat(subscriber.items()).containsExactly(0, 3);
    }

    @Test
    void knownItemsStopAtCancellation() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                upstream.onItem()
                        .transformToMultiAndMerge(i -> Multi.createFrom().item(i)),
                1);
        upstream.emit(0, 1);
        subscriber.cancel();
        assertThat(upstream.isCancelled()).isTrue();
        subscriber.request(5);
        upstream.emit(2);
        assertThat(subscriber.items()).containsExactly(0);
        subscriber.assertNotTerminated();
    }

    @Test
    void supplierOfAKnownItemIsCalledOncePerInner() {
        AtomicInteger calls = new AtomicInteger();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                Multi.createFrom().range(0, 3).onItem().transformToMultiAndMerge(i -> Multi.createFrom()
                        .item(() -> {
                            calls.incrementAndGet();
                            if (i == 2) {
                                throw new IllegalStateException("supplier " + i);
                            }
                            return i;
                        })),
                Long.MAX_VALUE);
        subscriber.assertFailedWith(IllegalStateException.class, "supplier 2");
        assertThat(subscriber.items()).containsExactly(0, 1);
        assertThat(calls).hasValue(3);
    }

    @RepeatedTest(300)
    void knownAndRegularInnersRacingWithRequestsNeverOverlapNorLoseItems() throws InterruptedException {
        CountDownLatch start = new CountDownLatch(1);
        assertKnownAndRegularInnersRacingWithRequests(
                Multi.createFrom()
                        .emitter(emitter -> pool.execute(() -> {
                            awaitQuietly(start);
                            for (int i = 0; i < RACING_OUTER_ITEMS; i++) {
                                emitter.emit(i);
                            }
                            emitter.complete();
                        })),
                start);
    }

    @RepeatedTest(300)
    void knownAndRegularInnersOfAFusedUpstreamRacingWithRequestsNeverOverlapNorLoseItems() throws InterruptedException {
        // the range is polled by whichever thread drains: the requesting one or an inner's emitting one
        assertKnownAndRegularInnersRacingWithRequests(
                Multi.createFrom().range(0, RACING_OUTER_ITEMS), new CountDownLatch(0));
    }

    private static final int RACING_OUTER_ITEMS = 40;

    /** Even upstream items map to known items, odd ones to inners emitting on the pool; the test thread requests. */
    private static void assertKnownAndRegularInnersRacingWithRequests(Multi<Integer> upstream, CountDownLatch start)
            throws InterruptedException {
        int outer = RACING_OUTER_ITEMS;
        int perRegularInner = 50;
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                upstream.onItem()
                        .transformToMulti(i -> i % 2 == 0
                                ? Multi.createFrom().item(i * 1000)
                                : Multi.createFrom()
                                        .<Integer>emitter(emitter -> pool.execute(() -> {
                                            for (int j = 0; j < perRegularInner; j++) {
                                                emitter.emit(i * 1000 + j);
                                            }
                                            emitter.complete();
                                        })))
                        .withRequests(8)
                        .merge(4),
                0);
        start.countDown();
        int expected = outer / 2 + outer / 2 * perRegularInner;
        for (int i = 0; i < expected; i += 7) {
            subscriber.request(7);
        }
        subscriber.awaitTermination().assertCompleted();
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < outer; i++) {
            if (i % 2 == 0) {
                all.add(i * 1000);
            } else {
                for (int j = 0; j < perRegularInner; j++) {
                    all.add(i * 1000 + j);
                }
            }
        }
        assertThat(subscriber.items()).containsExactlyInAnyOrderElementsOf(all);
    }

    @RepeatedTest(300)
    void knownItemsFromTheUpstreamRacingWithInnerItemsOnTheFastPath() {
        CountDownLatch start = new CountDownLatch(1);
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                Multi.createFrom()
                        .<Integer>emitter(emitter -> pool.execute(() -> {
                            emitter.emit(-1);
                            awaitQuietly(start);
                            for (int i = 0; i < 500; i++) {
                                emitter.emit(i);
                            }
                            emitter.complete();
                        }))
                        .onItem()
                        .transformToMulti(i -> i >= 0
                                ? Multi.createFrom().item(i)
                                : Multi.createFrom()
                                        .<Integer>emitter(emitter -> pool.execute(() -> {
                                            awaitQuietly(start);
                                            for (int j = 0; j < 500; j++) {
                                                emitter.emit(10_000 + j);
                                            }
                                            emitter.complete();
                                        })))
                        .withRequests(16)
                        .merge(8),
                0);
        start.countDown();
        for (int i = 0; i < 1000; i += 13) {
            subscriber.request(13);
        }
        subscriber.awaitTermination().assertCompleted();
        assertThat(subscriber.items())
                .containsExactlyInAnyOrderElementsOf(
                        IntStream.concat(IntStream.range(0, 500), IntStream.range(10_000, 10_500))
                                .boxed()
                                .collect(Collectors.toList()));
    }

    /** A known-outcome source counting its reads and its subscriptions. */
    @Test
    void pollsASynchronouslyFuseableUpstreamWithinTheConcurrency() {
        FuseableSource<Integer> upstream = FuseableSource.of(FusedSubscription.SYNC, 1, 2, 3, 4);
        List<TestMulti<String>> inners = new ArrayList<>();
        AssertSubscriber<String> subscriber = upstream.onItem()
                .transformToMulti(recordingInto(inners))
                .merge(2)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));

        assertThat(upstream.requestedModes()).containsExactly(FusedSubscription.SYNC);
        assertThat(inners).hasSize(2);
        subscriber.request(10);
        inners.get(1).emit("b").complete();
        assertThat(inners).hasSize(3);
        inners.get(0).emit("a").complete();
        inners.get(2).complete();
        subscriber.assertNotTerminated();
        inners.get(3).emit("d").complete();
        subscriber.assertCompleted().assertItems("b", "a", "d");
        assertThat(upstream.isCleared()).isTrue();
    }

    @Test
    void aFusedUpstreamIsPolledNoMoreOnceItEnded() {
        FuseableSource<Integer> upstream = FuseableSource.of(FusedSubscription.SYNC, 1, 2);
        List<TestMulti<String>> inners = new ArrayList<>();
        AssertSubscriber<String> subscriber = upstream.onItem()
                .transformToMulti(recordingInto(inners))
                .merge(4)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));

        // two items and the end
        assertThat(upstream.pollThreads()).hasSize(3);
        subscriber.request(5);
        inners.get(0).emit("a").complete();
        subscriber.request(5);
        inners.get(1).emit("b");
        assertThat(upstream.pollThreads()).hasSize(3);
        inners.get(1).complete();
        subscriber.assertItems("a", "b").assertCompleted();
        assertThat(upstream.pollThreads()).hasSize(3);
    }

    @Test
    void knownItemsOfAFusedUpstreamAreEmittedWithinTheDemand() {
        FuseableSource<Integer> upstream = FuseableSource.of(FusedSubscription.SYNC, 1, 2, 3, 4, 5, 6);
        AssertSubscriber<Integer> subscriber = upstream.onItem()
                .transformToMulti(i -> i == 4
                        ? Multi.createFrom().<Integer>empty()
                        : Multi.createFrom().item(i * 10))
                .merge(2)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));

        // no more polled ahead of the demand than the concurrency would have requested
        assertThat(upstream.pollThreads()).hasSize(2);
        subscriber.assertHasNotReceivedAnyItem();
        subscriber.request(3).assertItems(10, 20, 30).assertNotTerminated();
        subscriber.request(10).assertItems(10, 20, 30, 50, 60).assertCompleted();
    }

    @Test
    void aFusedUpstreamFailingWhilePolledFailsTheStreamAndCancelsTheInners() {
        IllegalStateException boom = new IllegalStateException("boom");
        List<TestMulti<String>> inners = new ArrayList<>();
        AssertSubscriber<String> subscriber = FuseableSource.failingAfter(FusedSubscription.SYNC, boom, 1, 2)
                .onItem()
                .transformToMulti(recordingInto(inners))
                .merge(4)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));

        subscriber.assertFailedWith(IllegalStateException.class, "boom");
        assertThat(inners).hasSize(2).allSatisfy(inner -> assertThat(inner.isCancelled())
                .isTrue());
    }

    @Test
    void aMapperFailingOnAFusedUpstreamItemFailsTheStreamAndClearsTheUpstream() {
        FuseableSource<Integer> upstream = FuseableSource.of(FusedSubscription.SYNC, 1, 2, 3);
        AssertSubscriber<Integer> subscriber = upstream.onItem()
                .<Integer>transformToMulti(i -> {
                    if (i == 2) {
                        throw new IllegalArgumentException("boom");
                    }
                    return Multi.createFrom().item(i);
                })
                .merge(4)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));

        subscriber.assertItems(1).assertFailedWith(IllegalArgumentException.class, "boom");
        assertThat(upstream.isCancelled()).isTrue();
        assertThat(upstream.isCleared()).isTrue();
    }

    @Test
    void pollsASynchronouslyFuseableInnerInsteadOfRequestingIt() {
        List<FuseableSource<String>> inners = new ArrayList<>();
        AssertSubscriber<String> subscriber = Multi.createFrom()
                .items(1, 2)
                .onItem()
                .transformToMultiAndMerge(i -> {
                    FuseableSource<String> inner = FuseableSource.of(FusedSubscription.SYNC, i + "a", i + "b");
                    inners.add(inner);
                    return inner;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));

        subscriber.assertCompleted().assertItems("1a", "1b", "2a", "2b");
        assertThat(inners).hasSize(2).allSatisfy(inner -> {
            assertThat(inner.requestedModes()).containsExactly(FusedSubscription.SYNC);
            assertThat(inner.pollThreads()).isNotEmpty();
            assertThat(inner.isCleared()).isTrue();
        });
    }

    @Test
    void pollsAFusedInnerWithinTheDemandAndCompletesItWithoutDemand() {
        FuseableSource<String> inner = FuseableSource.of(FusedSubscription.SYNC, "a", "b", "c");
        AssertSubscriber<String> subscriber = Multi.createFrom()
                .iterable(List.of(1)) // not a known item: the merge machinery runs
                .onItem()
                .transformToMultiAndMerge(i -> inner)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));

        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
        subscriber.request(2).assertItems("a", "b").assertNotTerminated();
        // the last item leaves the inner empty: it completes with no further request
        subscriber.request(1).assertItems("a", "b", "c").assertCompleted();
        assertThat(inner.isCleared()).isTrue();
    }

    @Test
    void aFusedInnerThatFailsWhilePolledFailsTheStream() {
        IllegalStateException boom = new IllegalStateException("boom");
        AssertSubscriber<String> subscriber = Multi.createFrom()
                .item(1)
                .onItem()
                .transformToMultiAndMerge(i -> FuseableSource.failingAfter(FusedSubscription.SYNC, boom, "a"))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));

        subscriber.assertItems("a").assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void collectFailuresGoesOnAfterAFusedInnerFailed() {
        IllegalStateException boom = new IllegalStateException("boom");
        AssertSubscriber<String> subscriber = Multi.createFrom()
                .items(1, 2)
                .onItem()
                .transformToMulti(i -> i == 1
                        ? FuseableSource.failingAfter(FusedSubscription.SYNC, boom, "a")
                        : FuseableSource.of(FusedSubscription.SYNC, "b", "c"))
                .collectFailures()
                .merge()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));

        subscriber.assertItems("a", "b", "c").assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void anInnerRefusingFusionIsRequestedAsUsual() {
        FuseableSource<String> inner = FuseableSource.of(FusedSubscription.NONE, "a", "b");
        Multi.createFrom()
                .iterable(List.of(1)) // not a known item: the merge machinery runs
                .onItem()
                .transformToMultiAndMerge(i -> inner)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertCompleted()
                .assertItems("a", "b");
        assertThat(inner.requestedModes()).containsExactly(FusedSubscription.SYNC);
        assertThat(inner.pollThreads()).isEmpty();
    }

    @Test
    void cancellationClearsTheFusedInners() {
        FuseableSource<String> inner = FuseableSource.of(FusedSubscription.SYNC, "a", "b", "c");
        AssertSubscriber<String> subscriber = Multi.createFrom()
                .iterable(List.of(1)) // not a known item: the merge machinery runs
                .onItem()
                .transformToMultiAndMerge(i -> inner)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));

        subscriber.assertItems("a");
        assertThat(inner.isCleared()).isFalse();
        subscriber.cancel();
        assertThat(inner.isCleared()).isTrue();
        subscriber.request(5).assertItems("a").assertNotTerminated();
    }

    // The drain loop checks only for a cancellation or a failure after each item of an inner still merged (the
    // stream cannot complete there): both must still stop the emission at the item during which they happened.

    @Test
    void cancellingFromOnItemStopsAFusedInnerAtThatItem() {
        FuseableSource<String> inner = FuseableSource.of(FusedSubscription.SYNC, "a", "b", "c", "d");
        AssertSubscriber<String> subscriber = new AssertSubscriber<>(Long.MAX_VALUE) {
            @Override
            public void onItem(String item) {
                super.onItem(item);
                if (item.equals("b")) {
                    cancel();
                }
            }
        };
        Multi.createFrom()
                .iterable(List.of(1)) // not a known item: the merge machinery runs
                .onItem()
                .transformToMultiAndMerge(i -> inner)
                .subscribe()
                .withSubscriber(subscriber);

        subscriber.assertItems("a", "b").assertNotTerminated();
        assertThat(inner.isCleared()).isTrue();
    }

    @Test
    void aFailureDuringOnItemStopsAQueuedInnerAtThatItem() {
        TestMulti<String> first = new TestMulti<>();
        TestMulti<String> second = new TestMulti<>();
        AssertSubscriber<String> subscriber = new AssertSubscriber<>(0) {
            @Override
            public void onItem(String item) {
                super.onItem(item);
                if (item.equals("a")) {
                    second.fail(new IOException("boom"));
                }
            }
        };
        Multi.createFrom()
                .iterable(List.of(first, second))
                .onItem()
                .transformToMultiAndMerge(inner -> inner)
                .subscribe()
                .withSubscriber(subscriber);
        first.emit("a", "b", "c"); // no demand yet: queued

        subscriber.request(10).assertItems("a").assertFailedWith(IOException.class, "boom");
        assertThat(first.isCancelled()).isTrue();
    }

    @Test
    void theLastItemOfTheLastFusedInnerIsFollowedByTheCompletion() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .iterable(List.of(0, 1))
                .onItem()
                .transformToMulti(i -> Multi.createFrom().range(i * 3, i * 3 + 3))
                .merge(1)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5));

        subscriber.assertItems(0, 1, 2, 3, 4).assertNotTerminated();
        subscriber.request(1).assertItems(0, 1, 2, 3, 4, 5).assertCompleted();
    }

    @Test
    void mergesFusedRangesForAFusingConsumerAndAcrossEmitOn() {
        Multi<Integer> merged = Multi.createFrom()
                .range(0, 100)
                .onItem()
                .transformToMulti(i -> Multi.createFrom().range(i * 100, i * 100 + 100))
                .withRequests(16)
                .merge(4);
        List<Integer> expected = IntStream.range(0, 10_000).boxed().collect(Collectors.toList());

        FusingSubscriber<Integer> fusing = FusingSubscriber.subscribe(merged, FusedSubscription.SYNC);
        assertThat(fusing.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(fusing.items()).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(fusing.isCompleted()).isTrue();
        assertThat(merged.collect().asList().await().atMost(Duration.ofSeconds(10)))
                .containsExactlyInAnyOrderElementsOf(expected);
        assertThat(merged.emitOn(pool, 16).collect().asList().await().atMost(Duration.ofSeconds(10)))
                .containsExactlyInAnyOrderElementsOf(expected);
    }

    @RepeatedTest(100)
    void fusedInnersRaceWithRequestsAndCancellationFromAnotherThread() throws InterruptedException {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .range(0, 50)
                .onItem()
                .transformToMulti(i -> Multi.createFrom().range(i * 10, i * 10 + 10))
                .withRequests(4)
                .merge(3)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        CountDownLatch done = new CountDownLatch(1);
        pool.execute(() -> {
            for (int i = 0; i < 250; i++) {
                subscriber.request(1);
            }
            done.countDown();
        });
        for (int i = 0; i < 250; i++) {
            subscriber.request(1);
        }
        awaitQuietly(done);
        subscriber.assertCompleted().assertNoViolations();
        assertThat(subscriber.getItems())
                .containsExactlyInAnyOrderElementsOf(
                        IntStream.range(0, 500).boxed().collect(Collectors.toList()));
    }

    // A single known upstream item (item, items(x), range(a, a + 1)): the downstream subscribes to the one inner.

    @Test
    void aSingleKnownItemIsMappedAtSubscriptionAndARegularInnerIsMergedWithItsPrefetch() {
        List<String> events = new ArrayList<>();
        TestMulti<String> inner = new TestMulti<>();
        AssertSubscriber<String> subscriber = new AssertSubscriber<>(0) {
            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                events.add("onSubscribe");
                super.onSubscribe(subscription);
            }
        };
        Multi.createFrom()
                .item(1)
                .onItem()
                .transformToMulti(i -> {
                    events.add("mapper " + i);
                    return inner;
                })
                .withRequests(8)
                .merge()
                .subscribe()
                .withSubscriber(subscriber);

        // as in Mutiny, the mapper runs at subscription without waiting for a request (Mutiny: after onSubscribe)
        assertThat(events).containsExactly("mapper 1", "onSubscribe");
        assertThat(inner.requests()).containsExactly(8L);
        inner.emit("a", "b");
        inner.complete();
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
        subscriber.request(2).assertItems("a", "b").assertCompleted();
    }

    @Test
    void aSingleKnownItemMappedToARangeLetsTheDownstreamSubscribeToTheRange() {
        Multi<Integer> multi = Multi.createFrom().items(3).onItem().transformToMultiAndMerge(i -> Multi.createFrom()
                .range(i, i + 4));

        // the range is the downstream's upstream: it grants fusion, which the merge never offers
        FusingSubscriber<Integer> fusing = FusingSubscriber.subscribe(multi, FusedSubscription.SYNC);
        assertThat(fusing.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(fusing.items()).containsExactly(3, 4, 5, 6);
        assertThat(fusing.isCompleted()).isTrue();
        AssertSubscriber<Integer> subscriber = multi.subscribe().withSubscriber(AssertSubscriber.create(2));
        subscriber.assertItems(3, 4).assertNotTerminated();
        subscriber.request(2).assertItems(3, 4, 5, 6).assertCompleted();
    }

    @Test
    void aSingleKnownItemMappedToAKnownItemEmitsItWithinTheDemand() {
        AtomicInteger mapped = new AtomicInteger();
        Multi<Integer> multi = Multi.createFrom().range(3, 4).onItem().transformToMultiAndMerge(i -> {
            mapped.incrementAndGet();
            return Multi.createFrom().item(i * 10);
        });

        AssertSubscriber<Integer> waiting = multi.subscribe().withSubscriber(AssertSubscriber.create(0));
        assertThat(mapped).hasValue(1);
        waiting.assertHasNotReceivedAnyItem().assertNotTerminated();
        waiting.request(1).assertItems(30).assertCompleted();

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertItems(30)
                .assertCompleted();
        assertThat(mapped).hasValue(2);

        // a known Uni is read the same way; its null item contributes no item
        Multi<Integer> fromUni = Multi.createFrom().item(3).onItem().transformToUniAndMerge(i -> Uni.createFrom()
                .item(i * 10));
        AssertSubscriber<Integer> waitingForTheUni = fromUni.subscribe().withSubscriber(AssertSubscriber.create(0));
        waitingForTheUni.assertHasNotReceivedAnyItem().assertNotTerminated();
        waitingForTheUni.request(1).assertItems(30).assertCompleted();
        Multi.createFrom()
                .item(3)
                .onItem()
                .transformToUniAndMerge(i -> Uni.createFrom().<Integer>nullItem())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertHasNotReceivedAnyItem()
                .assertCompleted();
    }

    @Test
    void aSingleKnownItemMappedToAnEmptyOrFailedKnownSourceTerminatesWithoutDemand() {
        Multi.createFrom()
                .item(1)
                .onItem()
                .transformToMultiAndMerge(i -> Multi.createFrom().<Integer>empty())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertCompleted()
                .assertHasNotReceivedAnyItem();
        Multi.createFrom()
                .item(1)
                .onItem()
                .transformToUniAndMerge(i -> Uni.createFrom().<Integer>failure(new IOException("boom")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void aSingleKnownItemWhoseMapperFailsOrReturnsNullFailsWithoutDemand() {
        AssertSubscriber<Integer> throwing = Multi.createFrom()
                .item(1)
                .onItem()
                .<Integer>transformToMultiAndMerge(i -> {
                    throw new IllegalStateException("boom");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        throwing.assertFailedWith(IllegalStateException.class, "boom");

        Multi.createFrom()
                .item(1)
                .onItem()
                .<Integer>transformToMultiAndMerge(i -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertFailedWith(NullPointerException.class, "The mapper returned `null`");
    }

    @Test
    void aSingleKnownItemCancelledFromOnSubscribeNeverSubscribesTheInner() {
        TestMulti<Integer> inner = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = new AssertSubscriber<>(0) {
            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                super.onSubscribe(subscription);
                subscription.cancel();
            }
        };
        Multi.createFrom()
                .item(1)
                .onItem()
                .transformToMultiAndMerge(i -> inner)
                .subscribe()
                .withSubscriber(subscriber);

        assertThat(inner.subscriptions()).isZero();
        subscriber.assertNotTerminated().assertHasNotReceivedAnyItem();
    }

    @Test
    void aSingleKnownItemCancelsItsInnerAndRejectsInvalidRequests() {
        TestMulti<Integer> inner = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .item(1)
                .onItem()
                .transformToMultiAndMerge(i -> inner)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        subscriber.cancel();
        assertThat(inner.isCancelled()).isTrue();

        Multi.createFrom()
                .item(1)
                .onItem()
                .transformToMultiAndMerge(i -> Multi.createFrom().range(0, 3))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .request(0)
                .assertItems(0)
                .assertFailedWith(IllegalArgumentException.class);
        // before the known inner item has a subscription
        Multi.createFrom()
                .item(1)
                .onItem()
                .transformToMultiAndMerge(i -> Multi.createFrom().item(i))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .request(-1)
                .assertFailedWith(IllegalArgumentException.class)
                .assertHasNotReceivedAnyItem();
    }

    @Test
    void aSingleKnownItemGivesTheDownstreamContextToItsInner() {
        Multi.createFrom()
                .item("key")
                .onItem()
                .transformToMultiAndMerge(key ->
                        Multi.createFrom().context(context -> Multi.createFrom().items(context.<String>get(key), "!")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(io.mutiny.Context.of("key", "value"), Long.MAX_VALUE))
                .assertItems("value", "!")
                .assertCompleted();
    }

    @RepeatedTest(200)
    void aSingleKnownItemRelaysAnInnerSubscribingOnAnotherThreadWhileTheDownstreamRequests() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .item(100)
                .onItem()
                .transformToMultiAndMerge(n -> Multi.createFrom().range(0, n).runSubscriptionOn(pool))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        for (int i = 0; i < 100; i++) {
            subscriber.request(1);
        }
        subscriber.awaitCompletion(Duration.ofSeconds(5));
        assertThat(subscriber.getItems())
                .containsExactlyElementsOf(IntStream.range(0, 100).boxed().collect(Collectors.toList()));
    }

    static final class KnownSource<T> extends AbstractMulti<T> implements KnownOutcome<T> {
        private final T item;
        volatile int reads;
        volatile int subscriptions;

        KnownSource(T item) {
            this.item = item;
        }

        @Override
        public T knownOutcome() {
            reads++;
            return item;
        }

        @Override
        public void subscribe(MultiSubscriber<? super T> subscriber) {
            subscriptions++;
            Multi.createFrom().items(item, item).subscribe(subscriber);
        }
    }

    static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A mapper returning a new {@link TestMulti} per item, each recorded in {@code inners} for the test to drive. */
    private static Function<Integer, Multi<String>> recordingInto(List<TestMulti<String>> inners) {
        return item -> {
            TestMulti<String> inner = new TestMulti<>();
            inners.add(inner);
            return inner;
        };
    }
}
