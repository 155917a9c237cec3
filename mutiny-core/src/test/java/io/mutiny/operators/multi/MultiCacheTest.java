package io.mutiny.operators.multi;

import static io.mutiny.test.TestSubscriber.subscribe;
import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestSubscriber;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class MultiCacheTest {

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
    void subscribesOnceAndReplaysEverythingToEachSubscriber() {
        TestMulti<Integer> source = TestMulti.of(1, 2, 3);
        Multi<Integer> cached = source.cache();
        assertThat(source.subscriptions()).isZero();
        subscribe(cached, Long.MAX_VALUE).assertItems(1, 2, 3).assertCompleted();
        subscribe(cached, Long.MAX_VALUE).assertItems(1, 2, 3).assertCompleted();
        assertThat(source.subscriptions()).isEqualTo(1);
        assertThat(source.requested()).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void eachSubscriberDemandIsRespected() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> cached = source.cache();
        TestSubscriber<Integer> slow = subscribe(cached, 1);
        TestSubscriber<Integer> fast = subscribe(cached, Long.MAX_VALUE);
        source.emit(1, 2, 3);
        slow.assertItems(1);
        fast.assertItems(1, 2, 3);
        source.complete();
        fast.assertCompleted();
        slow.assertNotTerminated();
        slow.request(2);
        slow.assertItems(1, 2, 3).assertCompleted();
    }

    @Test
    void failureIsReplayedAfterTheItems() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> cached = source.cache();
        subscribe(cached, 10);
        source.emit(1);
        source.fail(new IOException("boom"));
        subscribe(cached, 10).assertItems(1).assertFailedWith(IOException.class, "boom");
    }

    @Test
    void cancellingASubscriberDoesNotCancelTheUpstream() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> cached = source.cache();
        TestSubscriber<Integer> subscriber = subscribe(cached, 10);
        source.emit(1);
        subscriber.cancel();
        source.emit(2);
        subscriber.assertItems(1);
        assertThat(source.isCancelled()).isFalse();
        subscribe(cached, 10).assertItems(1, 2);
    }

    @Test
    void invalidRequestFailsOnlyThatSubscriber() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> cached = source.cache();
        TestSubscriber<Integer> bad = subscribe(cached, 0);
        TestSubscriber<Integer> good = subscribe(cached, 10);
        bad.request(-3);
        bad.assertFailedWith(IllegalArgumentException.class, "3.9");
        source.emit(1);
        good.assertItems(1);
        bad.assertItems();
    }

    @Test
    void concurrentSubscribersWhileTheUpstreamEmits() throws Exception {
        List<Integer> values = IntStream.range(0, 300).boxed().collect(Collectors.toList());
        for (int round = 0; round < 200; round++) {
            TestMulti<Integer> source = new TestMulti<>();
            Multi<Integer> cached = source.cache();
            TestSubscriber<Integer> first = subscribe(cached, Long.MAX_VALUE);
            CyclicBarrier barrier = new CyclicBarrier(2);
            Future<?> emitter = pool.submit(() -> {
                barrier.await(10, TimeUnit.SECONDS);
                for (Integer value : values) {
                    source.emit(value);
                }
                source.complete();
                return null;
            });
            Future<List<TestSubscriber<Integer>>> late = pool.submit(() -> {
                barrier.await(10, TimeUnit.SECONDS);
                List<TestSubscriber<Integer>> subscribers = new ArrayList<>();
                for (int i = 0; i < 5; i++) {
                    TestSubscriber<Integer> subscriber = subscribe(cached, 7);
                    subscribers.add(subscriber);
                    subscriber.request(Long.MAX_VALUE);
                }
                return subscribers;
            });
            emitter.get(10, TimeUnit.SECONDS);
            first.awaitTermination().assertCompleted();
            assertThat(first.items()).isEqualTo(values);
            for (TestSubscriber<Integer> subscriber : late.get(10, TimeUnit.SECONDS)) {
                subscriber.awaitTermination().assertCompleted();
                assertThat(subscriber.items()).isEqualTo(values);
            }
            assertThat(source.subscriptions()).isEqualTo(1);
        }
    }

    /** Emits what the subscriber's context holds under "user", as seen when the upstream is subscribed. */
    private static Multi<String> userFromContext() {
        return Multi.createFrom().context(context -> Multi.createFrom().item(context.getOrElse("user", () -> "none")));
    }

    @Test
    void theUpstreamSeesTheContextOfTheFirstSubscriber() {
        Multi<String> cached = userFromContext().cache();

        AssertSubscriber<String> alice =
                cached.subscribe().withSubscriber(AssertSubscriber.create(Context.of("user", "alice"), 10));
        AssertSubscriber<String> bob =
                cached.subscribe().withSubscriber(AssertSubscriber.create(Context.of("user", "bob"), 10));

        alice.assertItems("alice").assertCompleted();
        bob.assertItems("alice").assertCompleted();
    }

    @Test
    void eachSubscriberSeesItsOwnContextDownstreamOfTheCache() {
        Multi<String> cached = userFromContext()
                .cache()
                .withContext((multi, context) -> multi.map(item -> item + "/" + context.getOrElse("user", () -> "?")));

        cached.subscribe()
                .withSubscriber(AssertSubscriber.create(Context.of("user", "alice"), 10))
                .assertItems("alice/alice");
        cached.subscribe()
                .withSubscriber(AssertSubscriber.create(Context.of("user", "bob"), 10))
                .assertItems("alice/bob");
    }
}
