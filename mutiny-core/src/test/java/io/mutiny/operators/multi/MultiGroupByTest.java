package io.mutiny.operators.multi;

import static io.mutiny.test.TestSubscriber.subscribe;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.GroupedMulti;
import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.test.FusingSubscriber;
import io.mutiny.test.Race;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestSubscriber;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class MultiGroupByTest {

    private static ExecutorService pool;

    @BeforeAll
    static void startPool() {
        pool = Executors.newFixedThreadPool(2);
    }

    @AfterAll
    static void stopPool() {
        pool.shutdownNow();
    }

    private static String parity(int i) {
        return i % 2 == 0 ? "even" : "odd";
    }

    @Test
    void routesItemsToTheGroupOfTheirKey() {
        TestSubscriber<GroupedMulti<String, Integer>> groups =
                subscribe(TestMulti.of(1, 2, 3, 4, 5).group().by(MultiGroupByTest::parity), Long.MAX_VALUE);
        groups.assertCompleted();
        assertThat(groups.items()).extracting(GroupedMulti::key).containsExactly("odd", "even");
        subscribe(groups.items().get(0), Long.MAX_VALUE).assertItems(1, 3, 5).assertCompleted();
        subscribe(groups.items().get(1), Long.MAX_VALUE).assertItems(2, 4).assertCompleted();
    }

    @Test
    void valueMapperAndGroupDemand() {
        TestSubscriber<GroupedMulti<String, String>> groups =
                subscribe(TestMulti.of(1, 2, 3).group().by(MultiGroupByTest::parity, i -> "v" + i), Long.MAX_VALUE);
        TestSubscriber<String> odd = subscribe(groups.items().get(0), 1);
        odd.assertItems("v1").assertNotTerminated();
        odd.request(1);
        odd.assertItems("v1", "v3").assertCompleted();
    }

    @Test
    void newGroupsAreEmittedWithinTheOuterDemand() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<GroupedMulti<String, Integer>> groups =
                subscribe(source.group().by(MultiGroupByTest::parity), 1);
        source.emit(1, 2);
        assertThat(groups.items()).hasSize(1);
        groups.request(1);
        assertThat(groups.items()).extracting(GroupedMulti::key).containsExactly("odd", "even");
    }

    @Test
    void anUnsubscribedGroupThatFillsUpFailsLoudly() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<GroupedMulti<String, Integer>> groups =
                subscribe(source.group().by(MultiGroupByTest::parity, 2), Long.MAX_VALUE);
        source.emit(1, 3);
        groups.assertNotTerminated();
        source.emit(5);
        groups.assertFailedWith(BackPressureFailure.class, "`odd`");
        assertThat(source.isCancelled()).isTrue();
    }

    @Test
    void aSlowGroupDoesNotStarveTheOthersUntilItsBufferIsFull() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<GroupedMulti<String, Integer>> groups =
                subscribe(source.group().by(MultiGroupByTest::parity, 4), Long.MAX_VALUE);
        source.emit(1);
        TestSubscriber<Integer> odd = subscribe(groups.items().get(0), 0);
        source.emit(2);
        TestSubscriber<Integer> even = subscribe(groups.items().get(1), Long.MAX_VALUE);
        source.emit(3, 5, 7);
        // the odd group holds 4 items without any demand, yet the upstream keeps being asked for more
        long before = source.requested();
        int emitted = 5;
        for (int i = 4; i <= 40; i += 2) {
            assertThat(source.requested()).as("demand before item %d", i).isGreaterThan(emitted);
            source.emit(i);
            emitted++;
        }
        assertThat(source.requested()).isGreaterThan(before);
        assertThat(even.items()).hasSize(20);
        assertThat(odd.items()).isEmpty();
        odd.request(10);
        odd.assertItems(1, 3, 5, 7);
    }

    @Test
    void cancellingAGroupGivesItsDemandBack() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<GroupedMulti<String, Integer>> groups =
                subscribe(source.group().by(MultiGroupByTest::parity, 2), Long.MAX_VALUE);
        source.emit(1);
        TestSubscriber<Integer> odd = subscribe(groups.items().get(0), 0);
        source.emit(3, 5, 7);
        long before = source.requested();
        odd.cancel();
        assertThat(source.requested()).isGreaterThan(before);
        assertThat(source.isCancelled()).isFalse();
        source.emit(9);
        assertThat(groups.items()).hasSize(2);
        subscribe(groups.items().get(1), 10).assertItems(9);
    }

    @Test
    void upstreamIsCancelledOnceTheOuterStreamAndEveryGroupAreCancelled() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<GroupedMulti<String, Integer>> groups =
                subscribe(source.group().by(MultiGroupByTest::parity), Long.MAX_VALUE);
        source.emit(1);
        TestSubscriber<Integer> odd = subscribe(groups.items().get(0), Long.MAX_VALUE);
        groups.cancel();
        assertThat(source.isCancelled()).isFalse();
        source.emit(3, 4);
        odd.assertItems(1, 3);
        assertThat(groups.items()).hasSize(1);
        odd.cancel();
        assertThat(source.isCancelled()).isTrue();
    }

    @Test
    void failuresReachTheOuterStreamAndEveryGroup() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<GroupedMulti<String, Integer>> groups =
                subscribe(source.group().by(MultiGroupByTest::parity), Long.MAX_VALUE);
        source.emit(1);
        TestSubscriber<Integer> odd = subscribe(groups.items().get(0), Long.MAX_VALUE);
        source.fail(new IOException("boom"));
        groups.assertFailedWith(IOException.class, "boom");
        odd.assertFailedWith(IOException.class, "boom");
    }

    @Test
    void mapperFailureAndNullKey() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<GroupedMulti<Integer, Integer>> groups = subscribe(
                source.group().by(i -> {
                    if (i == 2) {
                        throw new IllegalStateException("bad key");
                    }
                    return i;
                }),
                Long.MAX_VALUE);
        source.emit(1, 2);
        groups.assertFailedWith(IllegalStateException.class, "bad key");
        assertThat(source.isCancelled()).isTrue();

        TestSubscriber<GroupedMulti<Object, Integer>> nullKey =
                subscribe(TestMulti.of(1).group().by(i -> null), Long.MAX_VALUE);
        assertThat(nullKey.failure()).isInstanceOf(NullPointerException.class);
    }

    @Test
    void aGroupAcceptsOneSubscriber() {
        TestSubscriber<GroupedMulti<String, Integer>> groups =
                subscribe(TestMulti.of(1).group().by(MultiGroupByTest::parity), Long.MAX_VALUE);
        subscribe(groups.items().get(0), 1).assertItems(1);
        subscribe(groups.items().get(0), 1).assertFailedWith(IllegalStateException.class, "one subscriber");
    }

    @Test
    void invalidRequests() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<GroupedMulti<String, Integer>> groups =
                subscribe(source.group().by(MultiGroupByTest::parity), 1);
        source.emit(1);
        TestSubscriber<Integer> odd = subscribe(groups.items().get(0), 0);
        odd.request(-1);
        odd.assertFailedWith(IllegalArgumentException.class, "3.9");
        groups.request(0);
        groups.assertFailedWith(IllegalArgumentException.class, "3.9");
        assertThat(source.isCancelled()).isTrue();
        assertThatThrownBy(() -> source.group().by(null)).hasMessageContaining("keyMapper");
        assertThatThrownBy(() -> source.group().by(i -> i, 0)).hasMessageContaining("prefetch");
    }

    @Test
    void anInvalidRequestMadeInTheOnSubscribeOfAGroupFailsTheGroup() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<GroupedMulti<String, Integer>> groups =
                subscribe(source.group().by(MultiGroupByTest::parity), Long.MAX_VALUE);
        source.emit(1);
        subscribe(groups.items().get(0), -1).assertItems().assertFailedWith(IllegalArgumentException.class, "3.9");
    }

    @Test
    void groupsConsumedOnTwoThreadsNeverRequestUpstreamConcurrently() {
        try (Race race = new Race()) {
            for (int round = 0; round < 300; round++) {
                // a request lasting a little, so that two overlapping requests are seen
                TestMulti<Integer> source = new TestMulti<Integer>().onRequest(() -> {
                    long end = System.nanoTime() + 200_000;
                    while (System.nanoTime() < end) {
                        Thread.onSpinWait();
                    }
                });
                TestSubscriber<GroupedMulti<String, Integer>> groups =
                        subscribe(source.group().by(MultiGroupByTest::parity, 1), Long.MAX_VALUE);
                source.emit(1, 2);
                TestSubscriber<Integer> odd = subscribe(groups.items().get(0), 0);
                TestSubscriber<Integer> even = subscribe(groups.items().get(1), 0);
                // each group holds one item more than its prefetch: consuming it gives one item of credit back
                source.emit(3, 4);

                race.run(() -> odd.request(1), () -> even.request(1));

                odd.assertItems(1).assertNoViolation();
                even.assertItems(2).assertNoViolation();
                assertThat(source.maxConcurrentRequests()).as("round %d", round).isEqualTo(1);
            }
        }
    }

    @Test
    void theFirstUpstreamRequestNeverOverlapsAReplenishingOne() throws Exception {
        TestMulti<Integer> source = new TestMulti<>();
        AtomicInteger requests = new AtomicInteger();
        // an asynchronous upstream: it emits on its own thread as soon as it is requested, while the first request
        // has not returned yet
        source.onRequest(() -> {
            if (requests.getAndIncrement() == 0) {
                Future<?> emitting = pool.submit(() -> source.emit(1, 2));
                try {
                    emitting.get(5, TimeUnit.SECONDS);
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
            }
        });
        TestSubscriber<GroupedMulti<String, Integer>> groups =
                subscribe(source.group().by(MultiGroupByTest::parity, 1), Long.MAX_VALUE);

        assertThat(groups.items()).hasSize(2);
        assertThat(source.maxConcurrentRequests()).isEqualTo(1);
        assertThat(source.requested()).isEqualTo(3); // the first 1, then 1 for each of the 2 items with room
    }

    @Test
    void raceBetweenEmissionAndGroupSubscriptions() throws Exception {
        List<Integer> values = IntStream.range(0, 500).boxed().collect(Collectors.toList());
        for (int round = 0; round < 100; round++) {
            TestMulti<Integer> source = new TestMulti<>();
            TestSubscriber<GroupedMulti<String, Integer>> groups =
                    subscribe(source.group().by(MultiGroupByTest::parity, 1024), Long.MAX_VALUE);
            CyclicBarrier barrier = new CyclicBarrier(2);
            Future<?> emitter = pool.submit(() -> {
                barrier.await(10, TimeUnit.SECONDS);
                for (Integer value : values) {
                    source.emit(value);
                }
                source.complete();
                return null;
            });
            source.emit(-1, -2);
            List<GroupedMulti<String, Integer>> both = groups.items();
            Future<List<TestSubscriber<Integer>>> consumers = pool.submit(() -> {
                barrier.await(10, TimeUnit.SECONDS);
                return List.of(subscribe(both.get(0), Long.MAX_VALUE), subscribe(both.get(1), Long.MAX_VALUE));
            });
            emitter.get(10, TimeUnit.SECONDS);
            List<TestSubscriber<Integer>> subscribers = consumers.get(10, TimeUnit.SECONDS);
            TestSubscriber<Integer> odd = subscribers.get(0).awaitTermination().assertCompleted();
            TestSubscriber<Integer> even = subscribers.get(1).awaitTermination().assertCompleted();
            assertThat(odd.items()).hasSize(251).startsWith(-1, 1, 3);
            assertThat(even.items()).hasSize(251).startsWith(-2, 0, 2);
        }
    }

    @Test
    void aGroupOffersItsBufferToAnAsynchronouslyFusingConsumer() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<GroupedMulti<String, Integer>> groups =
                subscribe(source.group().by(MultiGroupByTest::parity), Long.MAX_VALUE);
        source.emit(1, 3);
        FusingSubscriber<Integer> odd =
                FusingSubscriber.subscribe(groups.items().get(0), FusedSubscription.ASYNC | FusedSubscription.BOUNDARY);
        assertThat(odd.mode()).isEqualTo(FusedSubscription.ASYNC);
        assertThat(odd.items()).as("the buffered items, polled on subscription").containsExactly(1, 3);

        source.emit(5, 2, 7);
        source.complete();
        assertThat(odd.items()).containsExactly(1, 3, 5, 7);
        assertThat(odd.isCompleted()).isTrue();
        // polled where the items would have been pushed: the subscribing thread, then the emitting one (the same)
        assertThat(odd.pollThreads()).containsOnly(Thread.currentThread().getName());
    }

    @Test
    void aFusedGroupFailsWithoutItsBufferedItems() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<GroupedMulti<String, Integer>> groups =
                subscribe(source.group().by(MultiGroupByTest::parity), Long.MAX_VALUE);
        source.emit(1);
        GroupedMulti<String, Integer> odd = groups.items().get(0);
        source.fail(new IOException("boom"));
        FusingSubscriber<Integer> subscriber = FusingSubscriber.subscribe(odd, FusedSubscription.ASYNC);
        assertThat(subscriber.items()).isEmpty();
        assertThat(subscriber.failure()).isInstanceOf(IOException.class).hasMessage("boom");
    }

    @Test
    void groupsDrainedByEmitOnReceiveEveryItemOnTheExecutor() {
        for (int round = 0; round < 50; round++) {
            TestSubscriber<GroupedMulti<String, Integer>> groups = TestSubscriber.create(Long.MAX_VALUE);
            List<AssertSubscriber<Integer>> subscribers = new java.util.concurrent.CopyOnWriteArrayList<>();
            List<String> threads = new java.util.concurrent.CopyOnWriteArrayList<>();
            Multi.createFrom()
                    .range(0, 1_000)
                    .emitOn(pool, 16)
                    .group()
                    .by(MultiGroupByTest::parity, 8)
                    .onItem()
                    .invoke(group -> {
                        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
                        subscribers.add(subscriber);
                        group.emitOn(pool, 4)
                                .onItem()
                                .invoke(item ->
                                        threads.add(Thread.currentThread().getName()))
                                .subscribe(subscriber);
                    })
                    .subscribe(groups);
            groups.awaitTermination().assertCompleted();
            assertThat(subscribers).hasSize(2);
            for (AssertSubscriber<Integer> subscriber : subscribers) {
                subscriber.awaitCompletion(Duration.ofSeconds(5));
                int first = subscriber.getItems().get(0);
                assertThat(subscriber.getItems())
                        .isEqualTo(IntStream.range(0, 500)
                                .map(i -> 2 * i + first)
                                .boxed()
                                .collect(Collectors.toList()));
            }
            assertThat(threads).allMatch(name -> name.startsWith("pool-"));
        }
    }

    @Test
    void aFusedGroupCancelledByEmitOnGivesItsDemandBack() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<GroupedMulti<String, Integer>> groups =
                subscribe(source.group().by(MultiGroupByTest::parity, 2), Long.MAX_VALUE);
        source.emit(1);
        AssertSubscriber<Integer> odd = AssertSubscriber.create(0);
        groups.items().get(0).emitOn(Runnable::run).subscribe(odd);
        source.emit(3, 5, 7);
        long before = source.requested();
        odd.cancel();
        // emitOn clears the group it polled: the dropped items no longer hold the upstream demand
        assertThat(source.requested()).isGreaterThan(before);
        assertThat(odd.getItems()).isEmpty();
    }
}
