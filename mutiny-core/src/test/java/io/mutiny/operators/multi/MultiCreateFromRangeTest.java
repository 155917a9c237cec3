package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.test.FusingSubscriber;
import io.mutiny.test.StopAfter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class MultiCreateFromRangeTest {

    @Test
    void emitsTheRangeInOrder() {
        Multi.createFrom()
                .range(3, 7)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(3, 4, 5, 6)
                .assertCompleted();
    }

    @Test
    void followsTheDemandExactly() {
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().range(0, 5).subscribe().withSubscriber(AssertSubscriber.create());
        subscriber.assertHasNotReceivedAnyItem();
        subscriber.request(1).assertItems(0);
        subscriber.request(3).assertItems(0, 1, 2, 3).assertNotTerminated();
        subscriber.request(1).assertItems(0, 1, 2, 3, 4).assertCompleted();
    }

    @Test
    void emptyRangeCompletesAtOnce() {
        Multi.createFrom()
                .range(5, 5)
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertCompleted()
                .assertHasNotReceivedAnyItem();
    }

    @Test
    void extremeBounds() {
        Multi.createFrom()
                .range(Integer.MAX_VALUE - 2, Integer.MAX_VALUE)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems(Integer.MAX_VALUE - 2, Integer.MAX_VALUE - 1)
                .assertCompleted();
        Multi.createFrom()
                .range(Integer.MIN_VALUE, Integer.MIN_VALUE + 1)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertItems(Integer.MIN_VALUE)
                .assertCompleted();
    }

    @Test
    void invalidBoundsAreRejected() {
        assertThatThrownBy(() -> Multi.createFrom().range(5, 4))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("endExclusive");
    }

    @Test
    void invalidRequest() {
        Multi.createFrom()
                .range(0, 10)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2))
                .request(-1)
                .assertItems(0, 1)
                .assertFailedWith(IllegalArgumentException.class, "rule 3.9");
    }

    @Test
    void cancellation() {
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().range(0, 10).subscribe().withSubscriber(AssertSubscriber.create(3));
        subscriber.cancel().request(10);
        subscriber.assertItems(0, 1, 2).assertNotTerminated();
    }

    @Test
    void anUnboundedRequestAfterABoundedOneGoesOnFromTheNextValue() {
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().range(0, 6).subscribe().withSubscriber(AssertSubscriber.create(2));
        subscriber.request(Long.MAX_VALUE).assertItems(0, 1, 2, 3, 4, 5).assertCompleted();
    }

    @Test
    void underAnUnboundedDemandItStopsAtACancellationOrInvalidRequestFromOnItem() {
        AssertSubscriber<Integer> cancelling = new AssertSubscriber<>(Long.MAX_VALUE) {
            @Override
            public void onItem(Integer item) {
                super.onItem(item);
                if (item == 2) {
                    cancel();
                }
            }
        };
        Multi.createFrom().range(0, 10).subscribe().withSubscriber(cancelling);
        cancelling.assertItems(0, 1, 2).assertNotTerminated();

        AssertSubscriber<Integer> invalid = new AssertSubscriber<>(Long.MAX_VALUE) {
            @Override
            public void onItem(Integer item) {
                super.onItem(item);
                if (item == 1) {
                    request(0);
                }
            }
        };
        Multi.createFrom().range(0, 10).subscribe().withSubscriber(invalid);
        invalid.assertItems(0, 1).assertFailedWith(IllegalArgumentException.class, "rule 3.9");

        AssertSubscriber<Integer> cancellingLast = new AssertSubscriber<>(Long.MAX_VALUE) {
            @Override
            public void onItem(Integer item) {
                super.onItem(item);
                if (item == 9) {
                    cancel();
                }
            }
        };
        Multi.createFrom().range(0, 10).subscribe().withSubscriber(cancellingLast);
        cancellingLast.assertNotTerminated();
        assertThat(cancellingLast.getItems()).hasSize(10);
    }

    /** The unbounded loop boxes the values below 128 and the others in two loops: both sides of the split. */
    @Test
    void underAnUnboundedDemandTheValuesAroundTheIntegerCacheBoundAreAllEmitted() {
        List<Integer> expected = IntStream.range(-200, 300).boxed().toList();
        AssertSubscriber<Integer> all =
                Multi.createFrom().range(-200, 300).subscribe().withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
        all.assertCompleted();
        assertThat(all.getItems()).isEqualTo(expected);
        assertThat(all.getItems().get(205)).isSameAs(Integer.valueOf(5)); // still the cached instance
        assertThat(all.getItems().get(327)).isEqualTo(127).isSameAs(Integer.valueOf(127));

        for (int[] bounds : new int[][] {{120, 128}, {127, 129}, {128, 131}, {1000, 1003}}) {
            Multi.createFrom()
                    .range(bounds[0], bounds[1])
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                    .assertCompleted()
                    .assertItemCount(bounds[1] - bounds[0]);
        }
        Multi.createFrom()
                .range(126, 130)
                .onItem()
                .transform(i -> i * 2)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems(252, 254, 256, 258)
                .assertCompleted();

        AssertSubscriber<Integer> cancelling = new AssertSubscriber<>(Long.MAX_VALUE) {
            @Override
            public void onItem(Integer item) {
                super.onItem(item);
                if (item == 129) {
                    cancel();
                }
            }
        };
        Multi.createFrom().range(126, 140).subscribe().withSubscriber(cancelling);
        cancelling.assertItems(126, 127, 128, 129).assertNotTerminated();

        AssertSubscriber<Integer> invalid = new AssertSubscriber<>(Long.MAX_VALUE) {
            @Override
            public void onItem(Integer item) {
                super.onItem(item);
                if (item == 128) {
                    request(-1);
                }
            }
        };
        Multi.createFrom().range(127, 140).subscribe().withSubscriber(invalid);
        invalid.assertItems(127, 128).assertFailedWith(IllegalArgumentException.class, "rule 3.9");
    }

    /**
     * The bounded, conditional (filter) and collecting loops also split at the Integer cache's bound: every value on
     * both sides, in order, the cached instances unchanged, and each loop's stop condition met in the second part.
     */
    @Test
    void theBoundedFilteredAndCollectedLoopsEmitTheValuesAroundTheIntegerCacheBound() {
        List<Integer> expected = IntStream.range(-200, 300).boxed().toList();
        AssertSubscriber<Integer> bounded =
                Multi.createFrom().range(-200, 300).subscribe().withSubscriber(AssertSubscriber.create(7));
        for (int requests = 0; requests < 80; requests++) {
            bounded.request(7);
        }
        bounded.assertCompleted();
        assertThat(bounded.getItems()).isEqualTo(expected);
        assertThat(bounded.getItems().get(205)).isSameAs(Integer.valueOf(5));

        AssertSubscriber<Integer> stoppedAtTheBound =
                Multi.createFrom().range(120, 140).subscribe().withSubscriber(AssertSubscriber.create(10));
        stoppedAtTheBound
                .assertItems(120, 121, 122, 123, 124, 125, 126, 127, 128, 129)
                .assertNotTerminated();

        List<Integer> even = new ArrayList<>();
        for (int value = -200; value < 300; value += 2) {
            even.add(value);
        }
        AssertSubscriber<Integer> filtered = Multi.createFrom()
                .range(-200, 300)
                .select()
                .where(value -> (value & 1) == 0)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(3));
        for (int requests = 0; requests < 90; requests++) {
            filtered.request(3);
        }
        filtered.assertCompleted();
        assertThat(filtered.getItems()).isEqualTo(even);
        Multi.createFrom()
                .range(120, 140)
                .select()
                .where(value -> (value & 1) == 0)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(6))
                .assertItems(120, 122, 124, 126, 128, 130)
                .assertNotTerminated();

        List<Integer> collected =
                Multi.createFrom().range(-200, 300).collect().asList().await().indefinitely();
        assertThat(collected).isEqualTo(expected);
        assertThat(collected.get(327)).isSameAs(Integer.valueOf(127));
        assertThat(Multi.createFrom()
                        .range(0, 1000)
                        .onItem()
                        .transform(value -> value * 2)
                        .collect()
                        .with(Collectors.summingInt(Integer::intValue))
                        .await()
                        .indefinitely())
                .isEqualTo(999_000);
    }

    @Test
    void concurrentRequestsDeliverEachItemOnceInOrder() throws Exception {
        int count = 10_000;
        for (int round = 0; round < 200; round++) {
            AssertSubscriber<Integer> subscriber =
                    Multi.createFrom().range(0, count).subscribe().withSubscriber(AssertSubscriber.create());
            CyclicBarrier barrier = new CyclicBarrier(2);
            CountDownLatch done = new CountDownLatch(2);
            Runnable requester = () -> {
                try {
                    barrier.await(5, TimeUnit.SECONDS);
                    for (int i = 0; i < count / 2; i++) {
                        subscriber.request(1);
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                } finally {
                    done.countDown();
                }
            };
            new Thread(requester).start();
            new Thread(requester).start();
            assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
            subscriber.assertCompleted().assertItemCount(count).assertNoViolations();
            assertThat(subscriber.getItems()).isSorted();
        }
    }

    @Test
    void aSingleValueRangeIsAKnownItem() {
        assertThat(Multi.createFrom().range(7, 8)).isInstanceOf(io.mutiny.operators.KnownOutcome.class);
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().range(7, 8).subscribe().withSubscriber(AssertSubscriber.create());
        subscriber.assertNotTerminated().request(1).assertItems(7).assertCompleted();
        assertThatThrownBy(() -> Multi.createFrom().range(Integer.MAX_VALUE, Integer.MIN_VALUE))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void fusesSynchronouslyAlsoAcrossAThreadBoundary() {
        Multi<Integer> range = Multi.createFrom().range(0, 4);
        for (int modes : new int[] {FusedSubscription.SYNC, FusedSubscription.SYNC | FusedSubscription.BOUNDARY}) {
            FusingSubscriber<Integer> fused = FusingSubscriber.subscribe(range, modes);
            assertThat(fused.mode()).isEqualTo(FusedSubscription.SYNC);
            assertThat(fused.items()).containsExactly(0, 1, 2, 3);
            assertThat(fused.isCompleted()).isTrue();
        }
    }

    @Test
    void pollAllHandsEveryValueToTheConsumerAskingTheStopConditionBeforeEach() {
        FusedSubscription<Integer> range =
                FusingSubscriber.fuseSynchronously(Multi.createFrom().range(3, 7));
        List<Integer> items = new ArrayList<>();
        StopAfter stop = StopAfter.never();
        assertThat(range.pollAll(items, List::add, stop)).isTrue();
        assertThat(items).containsExactly(3, 4, 5, 6);
        assertThat(stop.checks()).isEqualTo(4);
        assertThat(range.isEmpty()).isTrue();
        assertThat(range.poll()).isNull();
        assertThat(range.pollAll(items, List::add, stop)).isTrue();
        assertThat(items).hasSize(4);
    }

    @Test
    void pollAllStopsWhenTheStopConditionSaysSoAndKeepsThePosition() {
        FusedSubscription<Integer> range =
                FusingSubscriber.fuseSynchronously(Multi.createFrom().range(0, 10));
        List<Integer> items = new ArrayList<>();
        assertThat(range.pollAll(items, List::add, StopAfter.items(items, 3))).isFalse();
        assertThat(items).containsExactly(0, 1, 2);
        assertThat(range.poll()).isEqualTo(3);
        range.clear();
        assertThat(range.pollAll(items, List::add, StopAfter.never())).isTrue();
        assertThat(items).hasSize(3);
    }

    @Test
    void pollAllThrowsWhatTheFusedMapperThrowsOrItsNullResult() {
        FusedSubscription<Integer> throwing = FusingSubscriber.fuseSynchronously(
                Multi.createFrom().range(0, 10).onItem().transform(i -> {
                    if (i == 2) {
                        throw new IllegalStateException("mapper " + i);
                    }
                    return i * 10;
                }));
        List<Integer> items = new ArrayList<>();
        assertThatThrownBy(() -> throwing.pollAll(items, List::add, StopAfter.never()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("mapper 2");
        assertThat(items).containsExactly(0, 10);

        FusedSubscription<Integer> nulls = FusingSubscriber.fuseSynchronously(
                Multi.createFrom().range(0, 10).onItem().transform(i -> i == 1 ? null : i));
        List<Integer> beforeNull = new ArrayList<>();
        assertThatThrownBy(() -> nulls.pollAll(beforeNull, List::add, StopAfter.never()))
                .isInstanceOf(NullPointerException.class);
        assertThat(beforeNull).containsExactly(0);
    }

    @Test
    void pollAllThrowsWhatTheConsumerThrows() {
        FusedSubscription<Integer> range =
                FusingSubscriber.fuseSynchronously(Multi.createFrom().range(0, 10));
        List<Integer> items = new ArrayList<>();
        assertThatThrownBy(() -> range.pollAll(
                        items,
                        (list, item) -> {
                            list.add(item);
                            if (item == 1) {
                                throw new IllegalArgumentException("consumer");
                            }
                        },
                        StopAfter.never()))
                .hasMessage("consumer");
        assertThat(items).containsExactly(0, 1);
    }

    @Test
    void pushesToANonFusingConsumer() {
        FusingSubscriber<Integer> pushed =
                FusingSubscriber.subscribe(Multi.createFrom().range(0, 4), FusedSubscription.ASYNC);
        assertThat(pushed.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(pushed.items()).containsExactly(0, 1, 2, 3);
        assertThat(pushed.isCompleted()).isTrue();
    }

    @Test
    void aConditionalSubscriberIsNotChargedForTheItemsItDrops() {
        EvenCounter evens = new EvenCounter();
        ((AbstractMulti<Integer>) Multi.createFrom().range(0, 10)).subscribe(evens);
        evens.subscription.request(2);
        assertThat(evens.offered).containsExactly(0, 1, 2);
        evens.subscription.request(1);
        assertThat(evens.offered).containsExactly(0, 1, 2, 3, 4);
        assertThat(evens.completed).isFalse();
        evens.subscription.request(Long.MAX_VALUE);
        assertThat(evens.offered).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
        assertThat(evens.completed).isTrue();
    }

    @Test
    void aConditionalSubscriberSwitchingToUnboundedDemandGetsTheRest() {
        EvenCounter evens = new EvenCounter();
        ((AbstractMulti<Integer>) Multi.createFrom().range(0, 1000)).subscribe(evens);
        evens.onAccepted = () -> {
            if (evens.accepted == 1) {
                evens.subscription.request(Long.MAX_VALUE); // from tryOnItem: only adds demand, no recursion
            }
        };
        evens.subscription.request(1);
        assertThat(evens.offered).hasSize(1000);
        assertThat(evens.accepted).isEqualTo(500);
        assertThat(evens.completed).isTrue();
    }

    @Test
    void invalidRequestFailsAConditionalSubscriber() {
        EvenCounter evens = new EvenCounter();
        ((AbstractMulti<Integer>) Multi.createFrom().range(0, 10)).subscribe(evens);
        evens.subscription.request(2);
        evens.subscription.request(0);
        assertThat(evens.offered).containsExactly(0, 1, 2);
        assertThat(evens.failure).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rule 3.9");
        assertThat(evens.completed).isFalse();
    }

    @Test
    void aConditionalSubscriberCancellingFromTryOnItemGetsNothingMore() {
        EvenCounter evens = new EvenCounter();
        ((AbstractMulti<Integer>) Multi.createFrom().range(0, 10)).subscribe(evens);
        evens.onAccepted = () -> {
            if (evens.accepted == 2) {
                evens.subscription.cancel();
            }
        };
        evens.subscription.request(Long.MAX_VALUE);
        assertThat(evens.offered).containsExactly(0, 1, 2);
        assertThat(evens.completed).isFalse();
        assertThat(evens.failure).isNull();
    }

    @Test
    void cancellingUnderUnboundedDemandStopsTheEmission() {
        List<Integer> emitted = new ArrayList<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create();
        Multi.createFrom()
                .range(0, 100)
                .onItem()
                .invoke(i -> {
                    emitted.add(i);
                    if (i == 3) {
                        subscriber.cancel();
                    }
                })
                .subscribe()
                .withSubscriber(subscriber);
        subscriber.request(Long.MAX_VALUE);
        assertThat(emitted).containsExactly(0, 1, 2, 3);
        subscriber.assertNotTerminated();
    }

    @Test
    void concurrentRequestsThroughAFilterDeliverEachKeptItemOnceInOrder() throws Exception {
        int count = 4_000;
        for (int round = 0; round < 200; round++) {
            AssertSubscriber<Integer> subscriber = Multi.createFrom()
                    .range(0, count)
                    .select()
                    .where(i -> i % 2 == 0)
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create());
            CyclicBarrier barrier = new CyclicBarrier(2);
            CountDownLatch done = new CountDownLatch(2);
            Runnable requester = () -> {
                try {
                    barrier.await(5, TimeUnit.SECONDS);
                    for (int i = 0; i < count / 4; i++) {
                        subscriber.request(1);
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                } finally {
                    done.countDown();
                }
            };
            new Thread(requester).start();
            new Thread(requester).start();
            assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
            // the last value, odd, waits for demand to be offered and dropped, before the completion
            subscriber.assertItemCount(count / 2).assertNotTerminated();
            subscriber.request(1).assertCompleted().assertItemCount(count / 2).assertNoViolations();
            assertThat(subscriber.getItems()).isSorted();
        }
    }

    /** A filter-like subscriber keeping the even values, which records what the range offered it. */
    @Test
    void aFusedRangeTellsHowManyValuesAreLeftTransformedOrNot() {
        FusedSubscription<Integer> range =
                FusingSubscriber.fuseSynchronously(Multi.createFrom().range(3, 10));
        assertThat(range.sizeHint()).isEqualTo(7);
        assertThat(range.poll()).isEqualTo(3);
        assertThat(range.sizeHint()).isEqualTo(6);
        range.clear();
        assertThat(range.sizeHint()).isZero();

        FusedSubscription<String> transformed = FusingSubscriber.fuseSynchronously(
                Multi.createFrom().range(0, 4).onItem().transform(i -> "#" + i));
        assertThat(transformed.sizeHint()).isEqualTo(4);
        assertThat(transformed.poll()).isEqualTo("#0");
        assertThat(transformed.sizeHint()).isEqualTo(3);

        FusedSubscription<Integer> widest =
                FusingSubscriber.fuseSynchronously(Multi.createFrom().range(Integer.MIN_VALUE, Integer.MAX_VALUE));
        assertThat(widest.sizeHint()).as("counted in a long").isEqualTo(0xFFFF_FFFFL);
    }

    private static final class EvenCounter implements ConditionalSubscriber<Integer> {
        final List<Integer> offered = new ArrayList<>();
        Flow.Subscription subscription;
        int accepted;
        Runnable onAccepted = () -> {};
        boolean completed;
        Throwable failure;

        @Override
        public boolean tryOnItem(Integer item) {
            offered.add(item);
            if (item % 2 != 0) {
                return false;
            }
            accepted++;
            onAccepted.run();
            return true;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            this.subscription = subscription;
        }

        @Override
        public void onItem(Integer item) {
            throw new AssertionError("the range pushed " + item + " instead of offering it");
        }

        @Override
        public void onFailure(Throwable failure) {
            this.failure = failure;
        }

        @Override
        public void onCompletion() {
            completed = true;
        }
    }
}
