package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.test.FusingSubscriber;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class MultiSelectTest {

    @AfterEach
    void restoreExecutor() {
        Infrastructure.setDefaultExecutor();
    }

    @Test
    void whereKeepsMatchingItemsAndReRequestsForDroppedOnes() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber =
                upstream.select().where(i -> i % 2 == 0).subscribe().withSubscriber(AssertSubscriber.create(2));
        assertThat(upstream.requested()).isEqualTo(2);
        upstream.emit(1, 2, 3);
        assertThat(upstream.requested()).isEqualTo(4);
        upstream.emit(4);
        subscriber.assertItems(2, 4);
    }

    @Test
    void whereRequestsNothingMoreForDroppedItemsUnderUnboundedDemand() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = upstream.select()
                .where(i -> i % 2 == 0)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
        upstream.emit(1, 2, 3, 4, 5);
        subscriber.assertItems(2, 4);
        assertThat(upstream.requests()).containsExactly(Long.MAX_VALUE);
    }

    @Test
    void whereStopsReRequestingOnceTheDemandSumSaturates() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber =
                upstream.select().where(i -> i % 2 == 0).subscribe().withSubscriber(AssertSubscriber.create(1));
        upstream.emit(1);
        assertThat(upstream.requests()).containsExactly(1L, 1L);
        subscriber.request(Long.MAX_VALUE - 1);
        upstream.emit(3, 5, 6);
        subscriber.assertItems(6);
        assertThat(upstream.requests()).containsExactly(1L, 1L, Long.MAX_VALUE - 1);
    }

    @Test
    void wherePredicateThrowingFails() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = upstream.select()
                .where(i -> {
                    throw new IllegalStateException("predicate");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        upstream.emit(1);
        subscriber.assertFailedWith(IllegalStateException.class, "predicate");
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void whereWithLimit() {
        Multi.createFrom()
                .range(0, 100)
                .select()
                .where(i -> i % 3 == 0, 3)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertCompleted()
                .assertItems(0, 3, 6);
    }

    @Test
    void firstCancelsUpstreamAfterNItemsAndNeverOverRequests() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber =
                upstream.select().first(3).subscribe().withSubscriber(AssertSubscriber.create(0));
        subscriber.request(2);
        assertThat(upstream.requested()).isEqualTo(2);
        subscriber.request(10);
        assertThat(upstream.requested()).isEqualTo(3);
        upstream.emit(1, 2, 3);
        subscriber.assertCompleted().assertItems(1, 2, 3);
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void firstAfterWhereRequestsOnlyWhatItNeeds() {
        Multi.createFrom()
                .range(1, 11)
                .select()
                .where(i -> i % 2 == 0)
                .select()
                .first(2)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(2, 4)
                .assertCompleted();
        // Mutiny asks the upstream for Long.MAX_VALUE here; the filter replaces each dropped item instead
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = upstream.select()
                .where(i -> i % 2 == 0)
                .select()
                .first(2)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
        assertThat(upstream.requests()).containsExactly(2L);
        upstream.emit(1, 2, 3, 4);
        subscriber.assertItems(2, 4).assertCompleted();
        assertThat(upstream.requests()).containsExactly(2L, 1L, 1L);
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void firstZeroCompletesAtOnce() {
        TestMulti<Integer> upstream = new TestMulti<>();
        upstream.select()
                .first(0)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertCompleted();
        assertThat(upstream.isCancelled()).isTrue();
        assertThat(upstream.requested()).isZero();
    }

    @Test
    void firstWithoutArgumentTakesOne() {
        Multi.createFrom()
                .items(1, 2)
                .select()
                .first()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(1)
                .assertCompleted();
    }

    @Test
    void firstWhilePredicatePasses() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber =
                upstream.select().first(i -> i < 3).subscribe().withSubscriber(AssertSubscriber.create(10));
        upstream.emit(1, 2, 3);
        subscriber.assertItems(1, 2).assertCompleted();
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void firstForDurationUsesTheDefaultWorkerPool() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        Infrastructure.setDefaultExecutor(scheduler);
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber =
                upstream.select().first(Duration.ofSeconds(5)).subscribe().withSubscriber(AssertSubscriber.create(10));
        upstream.emit(1, 2);
        scheduler.advanceTimeBy(Duration.ofSeconds(4));
        upstream.emit(3);
        subscriber.assertNotTerminated();
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        subscriber.assertCompleted().assertItems(1, 2, 3);
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void firstForDurationCancelsItsTimer() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        Infrastructure.setDefaultExecutor(scheduler);
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber =
                upstream.select().first(Duration.ofSeconds(5)).subscribe().withSubscriber(AssertSubscriber.create(10));
        assertThat(scheduler.pendingTaskCount()).isEqualTo(1);
        subscriber.cancel();
        assertThat(scheduler.pendingTaskCount()).isZero();
        assertThat(upstream.isCancelled()).isTrue();
    }

    @RepeatedTest(300)
    void firstForDurationTimerRacingWithItems() throws InterruptedException {
        ExecutorService emitter = Executors.newSingleThreadExecutor();
        try {
            TestMulti<Integer> upstream = new TestMulti<>();
            AssertSubscriber<Integer> subscriber = upstream.select()
                    .first(Duration.ofNanos(1))
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
            CountDownLatch done = new CountDownLatch(1);
            emitter.execute(() -> {
                for (int i = 0; i < 100; i++) {
                    upstream.emit(i);
                }
                done.countDown();
            });
            assertThat(done.await(5, TimeUnit.SECONDS)).isTrue();
            subscriber.awaitCompletion(Duration.ofSeconds(5));
            assertThat(subscriber.getItems()).isSortedAccordingTo(Comparator.naturalOrder());
        } finally {
            emitter.shutdownNow();
        }
    }

    @Test
    void lastEmitsTheLastItemsOnDemandAfterCompletion() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber =
                upstream.select().last(2).subscribe().withSubscriber(AssertSubscriber.create(0));
        assertThat(upstream.requested()).isEqualTo(Long.MAX_VALUE);
        upstream.emit(1, 2, 3, 4);
        subscriber.assertHasNotReceivedAnyItem();
        upstream.complete();
        subscriber.assertNotTerminated();
        subscriber.request(1).assertItems(3).assertNotTerminated();
        subscriber.request(1).assertItems(3, 4).assertCompleted();
    }

    @Test
    void lastVariants() {
        Multi.createFrom()
                .items(1, 2, 3)
                .select()
                .last()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(3)
                .assertCompleted();
        Multi.createFrom()
                .items(1, 2, 3)
                .select()
                .last(0)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertCompleted()
                .assertHasNotReceivedAnyItem();
        Multi.createFrom()
                .<Integer>empty()
                .select()
                .last()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertCompleted();
        Multi.createFrom()
                .<Integer>failure(new IOException("boom"))
                .select()
                .last()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void distinctVariants() {
        Multi.createFrom()
                .items(1, 2, 1, 3, 2)
                .select()
                .distinct()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1, 2, 3)
                .assertCompleted();
        Multi.createFrom()
                .items("a", "A", "b")
                .select()
                .distinct(String.CASE_INSENSITIVE_ORDER)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems("a", "b");
        Multi.createFrom()
                .items("apple", "avocado", "banana")
                .select()
                .distinct(s -> s.charAt(0))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems("apple", "banana");
    }

    @Test
    void distinctReRequestsForDuplicates() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber =
                upstream.select().distinct().subscribe().withSubscriber(AssertSubscriber.create(2));
        upstream.emit(1, 1, 1);
        assertThat(upstream.requested()).isEqualTo(4);
        upstream.emit(2);
        subscriber.assertItems(1, 2);
    }

    @Test
    void whenKeepsItemsWhoseUniEmitsTrue() {
        Multi.createFrom()
                .range(0, 6)
                .select()
                .when(i -> TestUni.item(i % 2 == 0))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertCompleted()
                .assertItems(0, 2, 4);
    }

    @Test
    void whenFailsOnFailedUniOrNullVerdict() {
        Multi.createFrom()
                .range(0, 6)
                .select()
                .when(i -> TestUni.failure(new IOException("boom")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertFailedWith(IOException.class, "boom");
        Multi.createFrom()
                .range(0, 6)
                .select()
                .when(i -> TestUni.item(null))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void rejectsInvalidArguments() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.select().first(-1)).hasMessageContaining("count");
        assertThatThrownBy(() -> multi.select().last(-1)).hasMessageContaining("count");
        assertThatThrownBy(() -> multi.select().where(null)).hasMessageContaining("predicate");
        assertThatThrownBy(() -> multi.select().where(i -> true, -1)).hasMessageContaining("limit");
        assertThatThrownBy(() -> multi.select().first((Duration) null)).hasMessageContaining("duration");
        assertThatThrownBy(() -> multi.select().first(Duration.ZERO)).hasMessageContaining("duration");
        assertThatThrownBy(() -> multi.select().distinct((Comparator<Integer>) null))
                .hasMessageContaining("comparator");
        assertThatThrownBy(() -> multi.select().when(null)).hasMessageContaining("predicate");
    }

    @Test
    void whereBelowARangeGetsWhatItAskedFor() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .range(0, 10)
                .select()
                .where(i -> i % 3 == 0)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        subscriber.assertItems(0, 3).assertNotTerminated();
        subscriber.request(1).assertItems(0, 3, 6).assertNotTerminated();
        subscriber.request(5).assertItems(0, 3, 6, 9).assertCompleted().assertNoViolations();
    }

    @Test
    void whereBelowATransformedRangeGetsWhatItAskedFor() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .range(0, 10)
                .onItem()
                .transform(i -> i + 1)
                .select()
                .where(i -> i % 2 == 0)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        subscriber.assertItems(2, 4).assertNotTerminated();
        subscriber
                .request(Long.MAX_VALUE)
                .assertItems(2, 4, 6, 8, 10)
                .assertCompleted()
                .assertNoViolations();
    }

    @Test
    void wherePredicateThrowingBelowARangeFailsAndStopsTheRange() {
        List<Integer> tested = new ArrayList<>();
        Multi.createFrom()
                .range(0, 10)
                .select()
                .where(i -> {
                    tested.add(i);
                    if (i == 3) {
                        throw new IllegalStateException("boom");
                    }
                    return i % 2 == 0;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(0, 2)
                .assertFailedWith(IllegalStateException.class, "boom");
        assertThat(tested).containsExactly(0, 1, 2, 3);
    }

    @Test
    void whereFusesSynchronouslyButNotAcrossAThreadBoundary() {
        Multi<Integer> multi = Multi.createFrom().range(0, 10).select().where(i -> i % 3 == 0);
        FusingSubscriber<Integer> fused = FusingSubscriber.subscribe(multi, FusedSubscription.SYNC);
        assertThat(fused.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly(0, 3, 6, 9);
        assertThat(fused.isCompleted()).isTrue();

        FusingSubscriber<Integer> boundary =
                FusingSubscriber.subscribe(multi, FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
        assertThat(boundary.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(boundary.items()).containsExactly(0, 3, 6, 9);
    }

    @Test
    void fusedWherePredicateFailureIsThrownByPoll() {
        FusingSubscriber<Integer> fused = FusingSubscriber.subscribe(
                Multi.createFrom().range(0, 10).select().where(i -> {
                    if (i == 4) {
                        throw new IllegalStateException("predicate");
                    }
                    return i % 2 == 0;
                }),
                FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly(0, 2);
        assertThat(fused.failure()).isInstanceOf(IllegalStateException.class).hasMessage("predicate");
    }

    @Test
    void fusedFirstWhileEndsAtTheFirstItemThatFails() {
        FusingSubscriber<Integer> fused = FusingSubscriber.subscribe(
                Multi.createFrom().range(0, 10).select().first(i -> i < 3), FusedSubscription.SYNC);
        assertThat(fused.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly(0, 1, 2);
        assertThat(fused.isCompleted()).isTrue();
    }

    @Test
    void firstWhileRefusesFusionAcrossAThreadBoundaryOrWithAPlainUpstream() {
        FusingSubscriber<Integer> boundary = FusingSubscriber.subscribe(
                Multi.createFrom().range(0, 10).select().first(i -> i < 3),
                FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
        assertThat(boundary.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(boundary.items()).containsExactly(0, 1, 2);
        assertThat(boundary.isCompleted()).isTrue();

        TestMulti<Integer> plain = new TestMulti<>();
        FusingSubscriber<Integer> notFuseable =
                FusingSubscriber.subscribe(plain.select().first(i -> i < 3), FusedSubscription.SYNC);
        assertThat(notFuseable.mode()).isEqualTo(FusedSubscription.NONE);
        plain.emit(1, 2, 3);
        assertThat(notFuseable.items()).containsExactly(1, 2);
        assertThat(notFuseable.isCompleted()).isTrue();
    }

    @Test
    void fusedFirstWhilePredicateFailureIsThrownByPoll() {
        FusingSubscriber<Integer> fused = FusingSubscriber.subscribe(
                Multi.createFrom().range(0, 10).select().first(i -> {
                    if (i == 2) {
                        throw new IllegalStateException("predicate");
                    }
                    return true;
                }),
                FusedSubscription.SYNC);
        assertThat(fused.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly(0, 1);
        assertThat(fused.failure()).isInstanceOf(IllegalStateException.class).hasMessage("predicate");
    }

    @Test
    void fusedChainThroughCollect() {
        assertThat(Multi.createFrom()
                        .range(0, 10)
                        .onItem()
                        .transform(i -> i + 1)
                        .select()
                        .where(i -> i % 2 == 0)
                        .onItem()
                        .invoke(i -> {})
                        .collect()
                        .asList()
                        .await()
                        .indefinitely())
                .containsExactly(2, 4, 6, 8, 10);
    }

    @Test
    void aLinkageErrorThrownByThePredicateIsRethrownNotSignalled() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        Multi<Integer> multi = Multi.createFrom().items(1).select().where(n -> {
            throw new NoClassDefFoundError("Missing");
        });

        assertThatThrownBy(() -> multi.subscribe().withSubscriber(subscriber))
                .isInstanceOf(NoClassDefFoundError.class)
                .hasMessage("Missing");
        assertThat(subscriber.getFailure()).isNull();
    }

    @Test
    void firstFusesSynchronouslyAndPullsOnlyCountItems() {
        List<Integer> mapped = new ArrayList<>();
        Multi<Integer> multi = Multi.createFrom().range(0, 10).onItem().transform(i -> {
            mapped.add(i);
            return i * 10;
        });
        FusingSubscriber<Integer> fused =
                FusingSubscriber.subscribe(multi.select().first(3), FusedSubscription.SYNC);
        assertThat(fused.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly(0, 10, 20);
        assertThat(fused.isCompleted()).isTrue();
        assertThat(mapped).containsExactly(0, 1, 2);

        FusingSubscriber<Integer> none =
                FusingSubscriber.subscribe(multi.select().first(0), FusedSubscription.SYNC);
        assertThat(none.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(none.items()).isEmpty();
        assertThat(none.isCompleted()).isTrue();
        assertThat(mapped).containsExactly(0, 1, 2);
    }

    @Test
    void firstRefusesFusionAcrossAThreadBoundaryOrWithAPlainUpstream() {
        FusingSubscriber<Integer> boundary = FusingSubscriber.subscribe(
                Multi.createFrom().range(0, 10).select().first(3), FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
        assertThat(boundary.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(boundary.items()).containsExactly(0, 1, 2);
        assertThat(boundary.isCompleted()).isTrue();

        TestMulti<Integer> plain = new TestMulti<>();
        FusingSubscriber<Integer> notFuseable =
                FusingSubscriber.subscribe(plain.select().first(2), FusedSubscription.SYNC);
        assertThat(notFuseable.mode()).isEqualTo(FusedSubscription.NONE);
        plain.emit(1, 2);
        assertThat(notFuseable.items()).containsExactly(1, 2);
        assertThat(notFuseable.isCompleted()).isTrue();
        assertThat(plain.isCancelled()).isTrue();
    }

    @Test
    void fusedFirstThrowsTheMapperFailureFromPoll() {
        FusingSubscriber<Integer> fused = FusingSubscriber.subscribe(
                Multi.createFrom()
                        .range(0, 10)
                        .onItem()
                        .transform(i -> {
                            if (i == 1) {
                                throw new IllegalStateException("mapper");
                            }
                            return i;
                        })
                        .select()
                        .first(3),
                FusedSubscription.SYNC);
        assertThat(fused.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly(0);
        assertThat(fused.failure()).isInstanceOf(IllegalStateException.class).hasMessage("mapper");
    }
}
