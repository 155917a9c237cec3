package io.mutiny.operators;

import static io.mutiny.operators.MultiFlatMapTest.awaitQuietly;
import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.operators.multi.MultiConcatMapOp;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
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
}
