package io.mutiny.operators.multi;

import static io.mutiny.test.TestSubscriber.subscribe;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestSubscriber;
import io.mutiny.tuples.Tuple2;
import io.mutiny.tuples.Tuple3;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class MultiCombineTest {

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
    void zipWaitsForOneItemOfEachAndRespectsDemand() {
        TestMulti<Integer> numbers = new TestMulti<>();
        TestMulti<String> letters = new TestMulti<>();
        TestSubscriber<String> subscriber =
                subscribe(Multi.createBy().combining().streams(numbers, letters).using((n, l) -> n + l), 0);
        assertThat(numbers.requested()).isPositive();
        assertThat(letters.requested()).isPositive();

        numbers.emit(1, 2, 3);
        letters.emit("a");
        assertThat(subscriber.items()).isEmpty();
        subscriber.request(1);
        subscriber.assertItems("1a");
        letters.emit("b", "c");
        subscriber.assertItems("1a");
        subscriber.request(5);
        subscriber.assertItems("1a", "2b", "3c").assertNotTerminated();
    }

    @Test
    void zipCompletesWhenAStreamIsExhaustedAndCancelsTheOthers() {
        TestMulti<Integer> numbers = new TestMulti<>();
        TestMulti<String> letters = new TestMulti<>();
        TestSubscriber<String> subscriber = subscribe(
                Multi.createBy().combining().streams(numbers, letters).using((n, l) -> n + l), Long.MAX_VALUE);
        numbers.emit(1, 2);
        numbers.complete();
        assertThat(subscriber.isTerminated()).isFalse();
        letters.emit("a");
        subscriber.assertNotTerminated();
        letters.emit("b");
        subscriber.assertItems("1a", "2b").assertCompleted();
        assertThat(letters.isCancelled()).isTrue();
    }

    @Test
    void zipOfColdStreamsAndIterable() {
        TestSubscriber<String> subscriber = subscribe(
                Multi.createBy()
                        .combining()
                        .streams(List.of(TestMulti.of(1, 2, 3), TestMulti.of("a", "b"), TestMulti.of(true, false)))
                        .using(list -> list.get(0) + "" + list.get(1) + list.get(2)),
                Long.MAX_VALUE);
        subscriber.assertItems("1atrue", "2bfalse").assertCompleted();
    }

    @Test
    void asTupleAndLatestItemsOfThreeStreams() {
        subscribe(
                        Multi.createBy()
                                .combining()
                                .streams(TestMulti.of(1, 2), TestMulti.of("a", "b"))
                                .asTuple(),
                        5)
                .assertItems(Tuple2.of(1, "a"), Tuple2.of(2, "b"))
                .assertCompleted();
        TestMulti<Integer> first = new TestMulti<>();
        TestMulti<Integer> second = new TestMulti<>();
        TestMulti<Integer> third = new TestMulti<>();
        TestSubscriber<Tuple3<Integer, Integer, Integer>> subscriber = subscribe(
                Multi.createBy()
                        .combining()
                        .streams(first, second, third)
                        .latestItems()
                        .asTuple(),
                5);
        first.emit(1);
        second.emit(2);
        third.emit(3);
        first.emit(4);
        subscriber.assertItems(Tuple3.of(1, 2, 3), Tuple3.of(4, 2, 3));
    }

    @Test
    void zipOfNineStreams() {
        TestSubscriber<Integer> subscriber = subscribe(
                Multi.createBy()
                        .combining()
                        .streams(
                                TestMulti.of(1),
                                TestMulti.of(2),
                                TestMulti.of(3),
                                TestMulti.of(4),
                                TestMulti.of(5),
                                TestMulti.of(6),
                                TestMulti.of(7),
                                TestMulti.of(8),
                                TestMulti.of(9))
                        .using((a, b, c, d, e, f, g, h, i) -> a + b + c + d + e + f + g + h + i),
                1);
        subscriber.assertItems(45).assertCompleted();
    }

    @Test
    void zipFailureCancelsTheOthersAtOnce() {
        TestMulti<Integer> numbers = new TestMulti<>();
        TestMulti<String> letters = new TestMulti<>();
        TestSubscriber<String> subscriber =
                subscribe(Multi.createBy().combining().streams(numbers, letters).using((n, l) -> n + l), 0);
        numbers.emit(1);
        letters.emit("a");
        letters.fail(new IOException("boom"));
        subscriber.assertFailedWith(IOException.class, "boom");
        assertThat(subscriber.items()).isEmpty();
        assertThat(numbers.isCancelled()).isTrue();
    }

    @Test
    void zipCollectingFailuresEmitsWhatCanStillBeCombined() {
        TestMulti<Integer> numbers = new TestMulti<>();
        TestMulti<String> letters = new TestMulti<>();
        TestSubscriber<String> subscriber = subscribe(
                Multi.createBy()
                        .combining()
                        .streams(numbers, letters)
                        .collectFailures()
                        .using((n, l) -> n + l),
                0);
        numbers.emit(1, 2);
        letters.emit("a");
        letters.fail(new IOException("boom"));
        subscriber.assertNotTerminated();
        subscriber.request(1);
        subscriber.assertItems("1a").assertFailedWith(IOException.class, "boom");
        assertThat(numbers.isCancelled()).isTrue();
    }

    @Test
    void combinatorFailureAndNullResult() {
        TestMulti<Integer> numbers = new TestMulti<>();
        TestMulti<Integer> others = new TestMulti<>();
        TestSubscriber<Integer> subscriber = subscribe(
                Multi.createBy().combining().streams(numbers, others).using((a, b) -> {
                    throw new IllegalStateException("bad combinator");
                }),
                Long.MAX_VALUE);
        numbers.emit(1);
        others.emit(2);
        subscriber.assertFailedWith(IllegalStateException.class, "bad combinator");
        assertThat(numbers.isCancelled()).isTrue();
        assertThat(others.isCancelled()).isTrue();

        TestSubscriber<Integer> nullResult = subscribe(
                Multi.createBy()
                        .combining()
                        .streams(TestMulti.of(1), TestMulti.of(2))
                        .using((a, b) -> null),
                1);
        assertThat(nullResult.failure()).isInstanceOf(NullPointerException.class);
    }

    @Test
    void cancellationReachesEveryStream() {
        TestMulti<Integer> numbers = new TestMulti<>();
        TestMulti<Integer> others = new TestMulti<>();
        TestSubscriber<Integer> subscriber =
                subscribe(Multi.createBy().combining().streams(numbers, others).using(Integer::sum), 1);
        subscriber.cancel();
        assertThat(numbers.isCancelled()).isTrue();
        assertThat(others.isCancelled()).isTrue();
        numbers.emit(1);
        others.emit(1);
        assertThat(subscriber.items()).isEmpty();
    }

    @Test
    void invalidRequestFailsAndCancels() {
        TestMulti<Integer> numbers = new TestMulti<>();
        TestMulti<Integer> others = new TestMulti<>();
        TestSubscriber<Integer> subscriber = subscribe(
                Multi.createBy()
                        .combining()
                        .streams(numbers, others)
                        .latestItems()
                        .using(Integer::sum),
                0);
        subscriber.request(-1);
        subscriber.assertFailedWith(IllegalArgumentException.class, "3.9");
        assertThat(numbers.isCancelled()).isTrue();
        assertThat(others.isCancelled()).isTrue();
    }

    @Test
    void latestItemsCombinesOnEveryEmission() {
        TestMulti<Integer> numbers = new TestMulti<>();
        TestMulti<String> letters = new TestMulti<>();
        TestSubscriber<String> subscriber = subscribe(
                Multi.createBy()
                        .combining()
                        .streams(numbers, letters)
                        .latestItems()
                        .using((n, l) -> n + l),
                0);
        numbers.emit(1);
        letters.emit("a");
        numbers.emit(2);
        letters.emit("b");
        assertThat(subscriber.items()).isEmpty();
        subscriber.request(2);
        subscriber.assertItems("1a", "2a");
        subscriber.request(10);
        subscriber.assertItems("1a", "2a", "2b");
        numbers.complete();
        letters.emit("c");
        subscriber.assertItems("1a", "2a", "2b", "2c").assertNotTerminated();
        letters.complete();
        subscriber.assertCompleted();
    }

    @Test
    void latestItemsCompletesAtOnceWhenAStreamIsEmpty() {
        TestMulti<Integer> numbers = new TestMulti<>();
        TestMulti<String> letters = new TestMulti<>();
        TestSubscriber<String> subscriber = subscribe(
                Multi.createBy()
                        .combining()
                        .streams(numbers, letters)
                        .latestItems()
                        .using((n, l) -> n + l),
                10);
        numbers.emit(1);
        letters.complete();
        subscriber.assertCompleted();
        assertThat(numbers.isCancelled()).isTrue();
    }

    @Test
    void latestItemsCollectingFailuresWaitsForEveryStream() {
        TestMulti<Integer> numbers = new TestMulti<>();
        TestMulti<String> letters = new TestMulti<>();
        TestSubscriber<String> subscriber = subscribe(
                Multi.createBy()
                        .combining()
                        .streams(numbers, letters)
                        .latestItems()
                        .collectFailures()
                        .using((n, l) -> n + l),
                10);
        numbers.emit(1);
        letters.emit("a");
        numbers.fail(new IOException("first"));
        letters.emit("b");
        subscriber.assertItems("1a", "1b").assertNotTerminated();
        letters.fail(new IOException("second"));
        subscriber.assertFailedWith(IOException.class, "first");
        assertThat(subscriber.failure().getSuppressed()).hasSize(1);
    }

    @Test
    void emptyIterableCompletesAndNullArgumentsAreRejected() {
        subscribe(Multi.createBy().combining().streams(List.of()).using(l -> l), 1)
                .assertCompleted();
        assertThatThrownBy(() -> Multi.createBy().combining().streams(null, TestMulti.of(1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("publisher1");
        assertThatThrownBy(() -> Multi.createBy()
                        .combining()
                        .streams(TestMulti.of(1), TestMulti.of(2))
                        .using((java.util.function.BiFunction<Integer, Integer, Integer>) null))
                .hasMessageContaining("combinator");
    }

    @Test
    void zipRaceBetweenTwoEmittingThreads() throws Exception {
        int count = 300;
        for (int round = 0; round < 100; round++) {
            TestMulti<Integer> left = new TestMulti<>();
            TestMulti<Integer> right = new TestMulti<>();
            TestSubscriber<Integer> subscriber =
                    subscribe(Multi.createBy().combining().streams(left, right).using((a, b) -> a - b), Long.MAX_VALUE);
            CyclicBarrier barrier = new CyclicBarrier(2);
            Future<?> first = pool.submit(() -> emitWithinDemand(left, count, barrier));
            Future<?> second = pool.submit(() -> emitWithinDemand(right, count, barrier));
            first.get(10, TimeUnit.SECONDS);
            second.get(10, TimeUnit.SECONDS);
            subscriber.awaitTermination().assertCompleted();
            assertThat(subscriber.items()).hasSize(count).containsOnly(0);
        }
    }

    private static Void emitWithinDemand(TestMulti<Integer> source, int count, CyclicBarrier barrier) throws Exception {
        barrier.await(10, TimeUnit.SECONDS);
        List<Integer> values = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            while (source.requested() <= i) {
                Thread.yield();
            }
            source.emit(i);
            values.add(i);
        }
        source.complete();
        return null;
    }
}
