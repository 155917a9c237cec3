package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.test.FusingSubscriber;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
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
    void pushesToANonFusingConsumer() {
        FusingSubscriber<Integer> pushed =
                FusingSubscriber.subscribe(Multi.createFrom().range(0, 4), FusedSubscription.ASYNC);
        assertThat(pushed.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(pushed.items()).containsExactly(0, 1, 2, 3);
        assertThat(pushed.isCompleted()).isTrue();
    }
}
