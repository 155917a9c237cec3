package io.mutiny.operators.multi;

import static io.mutiny.test.TestSubscriber.subscribe;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestSubscriber;
import java.io.IOException;
import java.lang.ref.WeakReference;
import java.time.Duration;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class MultiToHotStreamTest {

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
    void subscribesRightAwayAndDropsItemsWithoutSubscribers() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> hot = source.toHotStream();
        assertThat(source.subscriptions()).isEqualTo(1);
        assertThat(source.requested()).isEqualTo(Long.MAX_VALUE);
        source.emit(1);
        TestSubscriber<Integer> first = subscribe(hot, 10);
        source.emit(2);
        TestSubscriber<Integer> second = subscribe(hot, 10);
        source.emit(3);
        source.complete();
        first.assertItems(2, 3).assertCompleted();
        second.assertItems(3).assertCompleted();
        subscribe(hot, 10).assertItems().assertCompleted();
    }

    @Test
    void aSubscriberWithoutDemandFailsAndTheOthersGoOn() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> hot = source.toHotStream();
        TestSubscriber<Integer> slow = subscribe(hot, 1);
        TestSubscriber<Integer> fast = subscribe(hot, 10);
        source.emit(1, 2, 3);
        assertThat(slow.failure()).isInstanceOf(BackPressureFailure.class);
        slow.assertItems(1).assertNoViolation();
        fast.assertItems(1, 2, 3).assertNotTerminated();
    }

    @Test
    void failureReachesSubscribersAndLateOnes() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> hot = source.toHotStream();
        TestSubscriber<Integer> subscriber = subscribe(hot, 10);
        source.fail(new IOException("boom"));
        subscriber.assertFailedWith(IOException.class, "boom");
        subscribe(hot, 10).assertFailedWith(IOException.class, "boom");
    }

    @Test
    void cancellationRemovesTheSubscriberOnly() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> hot = source.toHotStream();
        TestSubscriber<Integer> subscriber = subscribe(hot, 10);
        subscriber.cancel();
        source.emit(1);
        subscriber.assertItems();
        assertThat(source.isCancelled()).isFalse();
    }

    @Test
    void aSubscriberFailedForAnInvalidRequestInOnSubscribeIsReleased() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> hot = source.toHotStream();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        MultiSubscriber<Integer> subscriber = new MultiSubscriber<>() {
            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                subscription.request(0);
            }

            @Override
            public void onItem(Integer item) {}

            @Override
            public void onFailure(Throwable throwable) {
                failure.set(throwable);
            }

            @Override
            public void onCompletion() {}
        };
        hot.subscribe(subscriber);
        assertThat(failure.get()).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3.9");

        // failed, it is no subscriber of the hot stream any more: the stream must not keep it (rule 3.13)
        WeakReference<MultiSubscriber<Integer>> reference = new WeakReference<>(subscriber);
        subscriber = null;
        await().atMost(Duration.ofSeconds(5)).until(() -> {
            System.gc();
            return reference.get() == null;
        });
        source.emit(1); // keeps the stream reachable until here
    }

    @Test
    void invalidRequestRacingWithEmissionsStaysSerialized() throws Exception {
        for (int round = 0; round < 500; round++) {
            TestMulti<Integer> source = new TestMulti<>();
            Multi<Integer> hot = source.toHotStream();
            TestSubscriber<Integer> subscriber = subscribe(hot, Long.MAX_VALUE);
            CyclicBarrier barrier = new CyclicBarrier(2);
            Future<?> emitter = pool.submit(() -> {
                barrier.await(10, TimeUnit.SECONDS);
                for (int i = 0; i < 200; i++) {
                    source.emit(i);
                }
                return null;
            });
            Future<?> requester = pool.submit(() -> {
                barrier.await(10, TimeUnit.SECONDS);
                subscriber.request(-1);
                return null;
            });
            emitter.get(10, TimeUnit.SECONDS);
            requester.get(10, TimeUnit.SECONDS);
            subscriber.awaitTermination().assertFailedWith(IllegalArgumentException.class, "3.9");
        }
    }

    @Test
    void theUpstreamSeesNoSubscriberContext() {
        // as in Mutiny: the hot stream is not tied to any of its subscribers, so the upstream gets an empty context
        TestMulti<Integer> source = new TestMulti<>();
        Multi<String> hot = source.withContext(
                        (multi, context) -> multi.map(item -> item + "/" + context.getOrElse("user", () -> "none")))
                .toHotStream();

        AssertSubscriber<String> alice =
                hot.subscribe().withSubscriber(AssertSubscriber.create(Context.of("user", "alice"), 10));
        source.emit(1);

        alice.assertItems("1/none");
    }
}
