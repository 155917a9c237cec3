package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.test.FusingSubscriber;
import io.mutiny.test.Race;
import io.mutiny.test.TestUni;
import java.io.IOException;
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
    void uniIsSubscribedOnTheFirstRequest() {
        TestUni<String> upstream = new TestUni<>();
        AssertSubscriber<String> subscriber = upstream.toMulti().subscribe().withSubscriber(AssertSubscriber.create(0));
        assertThat(upstream.subscriptions()).isZero();
        subscriber.request(1);
        assertThat(upstream.subscriptions()).isEqualTo(1);
        subscriber.request(3);
        assertThat(upstream.subscriptions()).isEqualTo(1);
        upstream.complete("item");
        subscriber.assertItems("item").assertCompleted().assertNoViolations();
    }

    @Test
    void supplierRunsOnTheFirstRequest() {
        AtomicInteger calls = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = Uni.createFrom()
                .item(() -> calls.incrementAndGet())
                .toMulti()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        assertThat(calls).hasValue(0);
        subscriber.request(1);
        assertThat(calls).hasValue(1);
        subscriber.assertItems(1).assertCompleted();
    }

    @Test
    void failureOfTheUniWaitsForTheFirstRequest() {
        AssertSubscriber<Object> subscriber = Uni.createFrom()
                .failure(() -> new IOException("boom"))
                .toMulti()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        subscriber.assertNotTerminated();
        subscriber.request(1);
        subscriber.assertFailedWith(IOException.class, "boom");
    }

    @Test
    void knownFailureIsDeliveredBeforeAnyRequest() {
        Uni.createFrom()
                .failure(new IOException("boom"))
                .toMulti()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void knownItemBecomesASingleItemMultiThatAConsumerPullsAndAFlatMapReads() {
        Multi<Integer> multi = Uni.createFrom().item(1).toMulti();
        assertThat(multi).isInstanceOf(KnownOutcome.class);
        FusingSubscriber<Integer> fused =
                FusingSubscriber.subscribe(multi, FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
        assertThat(fused.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly(1);
        assertThat(fused.isCompleted()).isTrue();

        // a Uni computing its item on subscription keeps the subscription at the first request
        FusingSubscriber<Integer> pushed = FusingSubscriber.subscribe(
                Uni.createFrom().item(() -> 1).toMulti(), FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
        assertThat(pushed.mode()).isEqualTo(FusedSubscription.NONE);
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
    void invalidRequestFailsAndCancelsTheSubscribedUni() {
        TestUni<String> upstream = new TestUni<>();
        AssertSubscriber<String> subscriber = upstream.toMulti().subscribe().withSubscriber(AssertSubscriber.create(1));
        subscriber.request(0);
        subscriber.assertFailedWith(IllegalArgumentException.class);
        assertThat(upstream.isCancelled()).isTrue();
        upstream.complete("ignored");
        subscriber.assertHasNotReceivedAnyItem().assertNoViolations();
    }

    @Test
    void invalidFirstRequestFailsWithoutSubscribing() {
        TestUni<String> upstream = new TestUni<>();
        AssertSubscriber<String> subscriber = upstream.toMulti().subscribe().withSubscriber(AssertSubscriber.create(0));
        subscriber.request(-1);
        subscriber.assertFailedWith(IllegalArgumentException.class).assertHasNotReceivedAnyItem();
        subscriber.request(1);
        assertThat(upstream.subscriptions()).isZero();
        AssertSubscriber<Integer> known =
                Uni.createFrom().item(1).toMulti().subscribe().withSubscriber(AssertSubscriber.create(0));
        known.request(0);
        known.assertFailedWith(IllegalArgumentException.class).assertHasNotReceivedAnyItem();
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
    void cancellationBeforeTheFirstRequestNeverSubscribes() {
        TestUni<String> upstream = new TestUni<>();
        AssertSubscriber<String> subscriber = upstream.toMulti().subscribe().withSubscriber(AssertSubscriber.create(0));
        subscriber.cancel();
        subscriber.request(1);
        assertThat(upstream.subscriptions()).isZero();
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
        AtomicInteger calls = new AtomicInteger();
        AssertSubscriber<Integer> cancelledAtOnce = new AssertSubscriber<>(5, true);
        Uni.createFrom()
                .item(() -> calls.incrementAndGet())
                .toMulti()
                .subscribe()
                .withSubscriber(cancelledAtOnce);
        cancelledAtOnce.assertNotTerminated();
        assertThat(calls).hasValue(0);
    }

    @Test
    void racingRequestsSubscribeOnce() {
        try (Race race = new Race()) {
            for (int i = 0; i < 2_000; i++) {
                TestUni<Integer> upstream = TestUni.item(7);
                AssertSubscriber<Integer> subscriber =
                        upstream.toMulti().subscribe().withSubscriber(AssertSubscriber.create(0));
                race.run(() -> subscriber.request(1), () -> subscriber.request(1));
                assertThat(upstream.subscriptions()).isEqualTo(1);
                subscriber.assertItems(7).assertCompleted().assertNoViolations();
            }
        }
    }

    @Test
    void requestRacingCancellationLeavesNoLiveSubscription() {
        try (Race race = new Race()) {
            for (int i = 0; i < 2_000; i++) {
                TestUni<Integer> upstream = new TestUni<>();
                AssertSubscriber<Integer> subscriber =
                        upstream.toMulti().subscribe().withSubscriber(AssertSubscriber.create(0));
                race.run(() -> subscriber.request(1), subscriber::cancel);
                assertThat(upstream.subscriptions()).isLessThanOrEqualTo(1);
                assertThat(upstream.cancellations()).isEqualTo(upstream.subscriptions());
                subscriber.assertNotTerminated();
            }
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
