package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class UniToMultiTest {

    @Test
    void itemIsEmittedOnTheFirstRequest() {
        AssertSubscriber<Integer> subscriber =
                Uni.createFrom().item(1).toMulti().subscribe().withSubscriber(AssertSubscriber.create(0));
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
        subscriber.request(1);
        subscriber.assertItems(1).assertCompleted();
    }

    @Test
    void nullItemCompletesEmptyOnTheFirstRequest() {
        AssertSubscriber<Object> subscriber =
                Uni.createFrom().nullItem().toMulti().subscribe().withSubscriber(AssertSubscriber.create(0));
        subscriber.assertNotTerminated();
        subscriber.request(1);
        subscriber.assertCompleted().assertHasNotReceivedAnyItem();
    }

    @Test
    void nullItemArrivingAfterTheRequestCompletesEmpty() {
        TestUni<String> upstream = new TestUni<>();
        AssertSubscriber<String> subscriber = upstream.toMulti().subscribe().withSubscriber(AssertSubscriber.create(1));
        upstream.complete(null);
        subscriber.assertCompleted().assertHasNotReceivedAnyItem();
    }

    @Test
    void failureIsDeliveredBeforeAnyRequest() {
        Uni.createFrom()
                .failure(new IOException("boom"))
                .toMulti()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void itemArrivingAfterTheRequest() {
        TestUni<String> upstream = new TestUni<>();
        AssertSubscriber<String> subscriber = upstream.toMulti().subscribe().withSubscriber(AssertSubscriber.create(5));
        subscriber.assertNotTerminated();
        upstream.complete("late");
        subscriber.assertItems("late").assertCompleted();
    }

    @Test
    void invalidRequestFailsAndCancelsTheUni() {
        TestUni<String> upstream = new TestUni<>();
        AssertSubscriber<String> subscriber = upstream.toMulti().subscribe().withSubscriber(AssertSubscriber.create(0));
        subscriber.request(0);
        subscriber.assertFailedWith(IllegalArgumentException.class);
        assertThat(upstream.isCancelled()).isTrue();
        AssertSubscriber<Integer> negative =
                Uni.createFrom().item(1).toMulti().subscribe().withSubscriber(AssertSubscriber.create(0));
        negative.request(-1);
        negative.assertFailedWith(IllegalArgumentException.class).assertHasNotReceivedAnyItem();
    }

    @Test
    void cancellationReachesTheUni() {
        TestUni<String> upstream = new TestUni<>();
        AssertSubscriber<String> subscriber = upstream.toMulti().subscribe().withSubscriber(AssertSubscriber.create(1));
        subscriber.cancel();
        assertThat(upstream.isCancelled()).isTrue();
        subscriber.assertNotTerminated();
    }

    @Test
    void cancelledBeforeTheItemArrives() {
        AtomicInteger subscriptions = new AtomicInteger();
        Uni<Integer> uni = Uni.createFrom().item(() -> subscriptions.incrementAndGet());
        AssertSubscriber<Integer> subscriber = new AssertSubscriber<>(0, true);
        uni.toMulti().subscribe().withSubscriber(subscriber);
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
        assertThat(subscriptions).hasValue(0);
    }

    @Test
    void itemAndRequestRacing() throws InterruptedException {
        for (int i = 0; i < 2_000; i++) {
            TestUni<Integer> upstream = new TestUni<>();
            AssertSubscriber<Integer> subscriber =
                    upstream.toMulti().subscribe().withSubscriber(AssertSubscriber.create(0));
            CountDownLatch start = new CountDownLatch(1);
            Thread other = new Thread(() -> {
                try {
                    start.await(5, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                upstream.complete(7);
            });
            other.start();
            start.countDown();
            subscriber.request(1);
            other.join(5_000);
            subscriber.assertItems(7).assertCompleted();
        }
    }

    @Test
    void transformToMulti() {
        Uni.createFrom()
                .item(3)
                .onItem()
                .transformToMulti(n -> Multi.createFrom().range(0, n))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(0, 1, 2)
                .assertCompleted();
    }

    @Test
    void transformToMultiHonoursDemandRequestedEarly() {
        TestUni<Integer> upstream = new TestUni<>();
        AssertSubscriber<Integer> subscriber = upstream.onItem()
                .transformToMulti(n -> Multi.createFrom().range(0, n))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        upstream.complete(5);
        subscriber.assertItems(0, 1).assertNotTerminated();
        subscriber.request(10);
        subscriber.assertItems(0, 1, 2, 3, 4).assertCompleted();
    }

    @Test
    void transformToMultiFailures() {
        Uni.createFrom()
                .<Integer>failure(new IOException("boom"))
                .onItem()
                .transformToMulti(n -> Multi.createFrom().range(0, n))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertFailedWith(IOException.class, "boom");
        Uni.createFrom()
                .item(1)
                .onItem()
                .transformToMulti(n -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertFailedWith(NullPointerException.class);
        Uni.createFrom()
                .item(1)
                .onItem()
                .transformToMulti(n -> {
                    throw new IllegalStateException("mapper");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertFailedWith(IllegalStateException.class, "mapper");
    }

    @Test
    void transformToMultiCancellation() {
        TestUni<Integer> upstream = new TestUni<>();
        upstream.onItem()
                .transformToMulti(n -> Multi.createFrom().range(0, n))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .cancel();
        assertThat(upstream.isCancelled()).isTrue();
        AtomicInteger innerCancelled = new AtomicInteger();
        AssertSubscriber<Long> subscriber = Uni.createFrom()
                .item(1)
                .onItem()
                .transformToMulti(
                        n -> Multi.createFrom().<Long>emitter(e -> e.onTermination(innerCancelled::incrementAndGet)))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.cancel();
        assertThat(innerCancelled).hasValue(1);
    }

    @Test
    void disjoint() {
        Uni.createFrom()
                .item(java.util.List.of(1, 2, 3))
                .onItem()
                .<Integer>disjoint()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1, 2, 3)
                .assertCompleted();
        Uni.createFrom()
                .item(new String[] {"a", "b"})
                .onItem()
                .<String>disjoint()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems("a", "b")
                .assertCompleted();
        Uni.createFrom()
                .item(Multi.createFrom().items(4, 5))
                .onItem()
                .<Integer>disjoint()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(4, 5)
                .assertCompleted();
        Uni.createFrom()
                .item(42)
                .onItem()
                .<Integer>disjoint()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertFailedWith(IllegalArgumentException.class);
    }
}
