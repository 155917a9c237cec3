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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class MultiSkipTest {

    @AfterEach
    void restoreExecutor() {
        Infrastructure.setDefaultExecutor();
    }

    @Test
    void firstSkipsNItemsAndReRequests() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber =
                upstream.skip().first(2).subscribe().withSubscriber(AssertSubscriber.create(1));
        upstream.emit(1, 2);
        assertThat(upstream.requested()).isEqualTo(3);
        upstream.emit(3);
        subscriber.assertItems(3);
    }

    @Test
    void firstVariants() {
        Multi.createFrom()
                .items(1, 2, 3)
                .skip()
                .first()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(2, 3)
                .assertCompleted();
        Multi.createFrom()
                .items(1, 2, 3)
                .skip()
                .first(0)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(1, 2, 3);
        Multi.createFrom()
                .items(1, 2, 3, 1)
                .skip()
                .first(i -> i < 2)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(2, 3, 1)
                .assertCompleted();
    }

    @Test
    void firstWhilePredicateThrowingFails() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = upstream.skip()
                .first(i -> {
                    throw new IllegalStateException("predicate");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5));
        upstream.emit(1);
        subscriber.assertFailedWith(IllegalStateException.class, "predicate");
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void firstForDuration() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        Infrastructure.setDefaultExecutor(scheduler);
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber =
                upstream.skip().first(Duration.ofSeconds(2)).subscribe().withSubscriber(AssertSubscriber.create(1));
        upstream.emit(1);
        assertThat(upstream.requested()).isEqualTo(2);
        scheduler.advanceTimeBy(Duration.ofSeconds(2));
        upstream.emit(2);
        subscriber.assertItems(2);
        subscriber.cancel();
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void firstForDurationCancelsItsTimerOnCancellation() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        Infrastructure.setDefaultExecutor(scheduler);
        AssertSubscriber<Integer> subscriber = new TestMulti<Integer>()
                .skip()
                .first(Duration.ofSeconds(2))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        assertThat(scheduler.pendingTaskCount()).isEqualTo(1);
        subscriber.cancel();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void lastHoldsBackTheLastItems() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber =
                upstream.skip().last(2).subscribe().withSubscriber(AssertSubscriber.create(1));
        assertThat(upstream.requested()).isEqualTo(3);
        upstream.emit(1, 2);
        subscriber.assertHasNotReceivedAnyItem();
        upstream.emit(3);
        subscriber.assertItems(1);
        upstream.complete();
        subscriber.assertItems(1).assertCompleted();
        Multi.createFrom()
                .items(1, 2, 3)
                .skip()
                .last()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(1, 2)
                .assertCompleted();
    }

    @Test
    void repetitions() {
        Multi.createFrom()
                .items(1, 1, 2, 2, 2, 1, 3, 3)
                .skip()
                .repetitions()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1, 2, 1, 3)
                .assertCompleted();
        Multi.createFrom()
                .items("a", "A", "b", "B", "a")
                .skip()
                .repetitions(String.CASE_INSENSITIVE_ORDER)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems("a", "b", "a");
    }

    @Test
    void repetitionsReRequestsForSkippedItems() {
        TestMulti<Integer> upstream = new TestMulti<>();
        upstream.skip().repetitions().subscribe().withSubscriber(AssertSubscriber.create(2));
        upstream.emit(1, 1, 1);
        assertThat(upstream.requested()).isEqualTo(4);
    }

    @Test
    void whereSkipsMatchingItems() {
        Multi.createFrom()
                .range(0, 6)
                .skip()
                .where(i -> i % 2 == 0)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1, 3, 5)
                .assertCompleted();
    }

    @Test
    void whereReRequestsForSkippedItemsOnlyUnderBoundedDemand() {
        TestMulti<Integer> bounded = new TestMulti<>();
        bounded.skip().where(i -> i % 2 == 0).subscribe().withSubscriber(AssertSubscriber.create(2));
        bounded.emit(0, 1, 2);
        assertThat(bounded.requests()).containsExactly(2L, 1L, 1L);

        TestMulti<Integer> unbounded = new TestMulti<>();
        unbounded
                .skip()
                .where(i -> i % 2 == 0)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .run(() -> unbounded.emit(0, 1, 2, 3))
                .assertItems(1, 3);
        assertThat(unbounded.requests()).containsExactly(Long.MAX_VALUE);
    }

    @Test
    void whenSkipsItemsWhoseUniEmitsTrue() {
        Multi.createFrom()
                .range(0, 6)
                .skip()
                .when(i -> TestUni.item(i % 2 == 0))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1, 3, 5)
                .assertCompleted();
        Multi.createFrom()
                .range(0, 6)
                .skip()
                .when(i -> TestUni.failure(new IOException("boom")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void rejectsInvalidArguments() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.skip().first(-1)).hasMessageContaining("count");
        assertThatThrownBy(() -> multi.skip().last(-1)).hasMessageContaining("count");
        assertThatThrownBy(() -> multi.skip().where(null)).hasMessageContaining("predicate");
        assertThatThrownBy(() -> multi.skip().when(null)).hasMessageContaining("predicate");
        assertThatThrownBy(() -> multi.skip().first((Duration) null)).hasMessageContaining("duration");
        assertThatThrownBy(() -> multi.skip().repetitions(null)).hasMessageContaining("comparator");
    }

    @Test
    void whereFusesSynchronously() {
        FusingSubscriber<Integer> fused = FusingSubscriber.subscribe(
                Multi.createFrom().range(0, 6).skip().where(i -> i % 2 == 0), FusedSubscription.SYNC);
        assertThat(fused.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly(1, 3, 5);
        assertThat(fused.isCompleted()).isTrue();
    }

    @Test
    void whereRefusesFusionAcrossAThreadBoundaryOrWithAPlainUpstream() {
        FusingSubscriber<Integer> boundary = FusingSubscriber.subscribe(
                Multi.createFrom().range(0, 6).skip().where(i -> i % 2 == 0),
                FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
        assertThat(boundary.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(boundary.items()).containsExactly(1, 3, 5);
        assertThat(boundary.isCompleted()).isTrue();

        TestMulti<Integer> plain = new TestMulti<>();
        FusingSubscriber<Integer> notFuseable =
                FusingSubscriber.subscribe(plain.skip().where(i -> i % 2 == 0), FusedSubscription.SYNC);
        assertThat(notFuseable.mode()).isEqualTo(FusedSubscription.NONE);
        plain.emit(1, 2);
        assertThat(notFuseable.items()).containsExactly(1);
    }

    @Test
    void fusedWherePredicateFailureIsThrownByPoll() {
        FusingSubscriber<Integer> fused = FusingSubscriber.subscribe(
                Multi.createFrom().range(0, 6).skip().where(i -> {
                    if (i == 3) {
                        throw new IllegalStateException("predicate");
                    }
                    return i % 2 == 0;
                }),
                FusedSubscription.SYNC);
        assertThat(fused.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly(1);
        assertThat(fused.failure()).isInstanceOf(IllegalStateException.class).hasMessage("predicate");
    }

    @Test
    void firstFusesSynchronously() {
        FusingSubscriber<Integer> fused =
                FusingSubscriber.subscribe(Multi.createFrom().range(0, 6).skip().first(4), FusedSubscription.SYNC);
        assertThat(fused.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly(4, 5);
        assertThat(fused.isCompleted()).isTrue();

        FusingSubscriber<Integer> all =
                FusingSubscriber.subscribe(Multi.createFrom().range(0, 3).skip().first(5), FusedSubscription.SYNC);
        assertThat(all.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(all.items()).isEmpty();
        assertThat(all.isCompleted()).isTrue();
    }

    @Test
    void firstRefusesFusionAcrossAThreadBoundaryOrWithAPlainUpstream() {
        FusingSubscriber<Integer> boundary = FusingSubscriber.subscribe(
                Multi.createFrom().range(0, 6).skip().first(4), FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
        assertThat(boundary.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(boundary.items()).containsExactly(4, 5);
        assertThat(boundary.isCompleted()).isTrue();

        TestMulti<Integer> plain = new TestMulti<>();
        FusingSubscriber<Integer> notFuseable =
                FusingSubscriber.subscribe(plain.skip().first(1), FusedSubscription.SYNC);
        assertThat(notFuseable.mode()).isEqualTo(FusedSubscription.NONE);
        plain.emit(1, 2);
        assertThat(notFuseable.items()).containsExactly(2);
    }

    @Test
    void fusedFirstThrowsTheMapperFailureOfASkippedItemFromPoll() {
        FusingSubscriber<Integer> fused = FusingSubscriber.subscribe(
                Multi.createFrom()
                        .range(0, 6)
                        .onItem()
                        .transform(i -> {
                            if (i == 1) {
                                throw new IllegalStateException("mapper");
                            }
                            return i;
                        })
                        .skip()
                        .first(3),
                FusedSubscription.SYNC);
        assertThat(fused.items()).isEmpty();
        assertThat(fused.failure()).isInstanceOf(IllegalStateException.class).hasMessage("mapper");
    }
}
