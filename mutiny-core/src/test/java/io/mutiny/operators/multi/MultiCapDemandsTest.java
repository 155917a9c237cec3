package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.test.TestMulti;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MultiCapDemandsTest {

    @Test
    void rejectsInvalidArguments() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.capDemandsUsing(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("function");
        assertThatThrownBy(() -> multi.capDemandsTo(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("max");
    }

    @Test
    void eachDownstreamRequestTriggersOneCappedUpstreamRequest() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.capDemandsTo(3).subscribe(subscriber);

        subscriber.request(10);
        assertThat(upstream.requests()).containsExactly(3L);
        upstream.emit(0, 1, 2);
        assertThat(upstream.requests())
                .as("the demand held back is not requested on its own")
                .containsExactly(3L);

        subscriber.request(5);
        assertThat(upstream.requests()).containsExactly(3L, 3L);
        subscriber.request(1);
        assertThat(upstream.requests()).containsExactly(3L, 3L, 3L);
        assertThat(subscriber.getItems()).containsExactly(0, 1, 2);
    }

    @Test
    void functionReceivesTheDemandNotYetDelivered() {
        TestMulti<Integer> upstream = new TestMulti<>();
        List<Long> outstandingDemands = new ArrayList<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.capDemandsUsing(outstanding -> {
                    outstandingDemands.add(outstanding);
                    return Math.min(outstanding, 3L);
                })
                .subscribe(subscriber);

        subscriber.request(10);
        upstream.emit(0, 1, 2);
        subscriber.request(5);

        assertThat(outstandingDemands).containsExactly(10L, 12L);
        assertThat(upstream.requests()).containsExactly(3L, 3L);
    }

    @Test
    void unboundedDemandIsCappedOnce() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        upstream.capDemandsTo(3).subscribe(subscriber);

        upstream.emit(1, 2, 3);
        assertThat(upstream.requests()).containsExactly(3L);
        subscriber.assertItems(1, 2, 3).assertNotTerminated();
    }

    @Test
    void worksWithARealSource() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        Multi.createFrom().range(0, 5).capDemandsTo(3).subscribe(subscriber);

        subscriber.request(4);
        subscriber.assertItems(0, 1, 2);
        subscriber.request(2);
        subscriber.assertItems(0, 1, 2, 3, 4).assertCompleted();
    }

    @Test
    void customFunctionReceivesTheOutstandingDemand() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.capDemandsUsing(outstanding -> Math.max(1, outstanding * 3 / 4))
                .subscribe(subscriber);

        subscriber.request(100);
        assertThat(upstream.requests()).containsExactly(75L);
    }

    @Test
    void functionThrowingFailsAndCancels() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.capDemandsUsing(outstanding -> {
                    throw new IllegalStateException("no cap");
                })
                .subscribe(subscriber);

        subscriber.request(1);

        subscriber.assertFailedWith(IllegalStateException.class, "no cap");
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void functionReturningNullFails() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.capDemandsUsing(outstanding -> null).subscribe(subscriber);

        subscriber.request(1);

        subscriber.assertFailedWith(IllegalArgumentException.class, "null");
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void functionReturningAValueOutOfRangeFails() {
        AssertSubscriber<Integer> tooMuch = AssertSubscriber.create(0);
        Multi.createFrom()
                .range(0, 10)
                .capDemandsUsing(outstanding -> outstanding + 1)
                .subscribe(tooMuch);
        tooMuch.request(2);
        tooMuch.assertFailedWith(IllegalStateException.class, "outstanding demand is 2")
                .assertHasNotReceivedAnyItem();

        AssertSubscriber<Integer> zero = AssertSubscriber.create(0);
        Multi.createFrom().range(0, 10).capDemandsUsing(outstanding -> 0L).subscribe(zero);
        zero.request(2);
        zero.assertFailedWith(IllegalArgumentException.class, "greater than zero");
    }

    @Test
    void passesFailureAndCompletion() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(5);
        upstream.capDemandsTo(2).subscribe(subscriber);
        upstream.emit(1);
        upstream.fail(new IOException("boom"));
        subscriber.assertItems(1).assertFailedWith(IOException.class, "boom");

        AssertSubscriber<Integer> completed = AssertSubscriber.create(5);
        Multi.createFrom().items(1, 2, 3).capDemandsTo(2).subscribe(completed);
        completed.assertItems(1, 2).assertNotTerminated();
        completed.request(1);
        completed.assertItems(1, 2, 3).assertCompleted();
    }

    @Test
    void cancellationAndInvalidRequest() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        upstream.capDemandsTo(2).subscribe(subscriber);
        subscriber.cancel();
        assertThat(upstream.isCancelled()).isTrue();

        TestMulti<Integer> other = new TestMulti<>();
        AssertSubscriber<Integer> invalid = AssertSubscriber.create(0);
        other.capDemandsTo(2).subscribe(invalid);
        invalid.request(0);
        invalid.assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(other.requests()).contains(0L);
    }

    @Test
    void requestsRacingItemsNeverOverRequest() throws Exception {
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newSingleThreadExecutor();
        try {
            for (int round = 0; round < 1000; round++) {
                AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
                Multi.createFrom().range(0, 200).capDemandsTo(1).subscribe(subscriber);
                java.util.concurrent.Future<?> other = pool.submit(() -> {
                    for (int i = 0; i < 100; i++) {
                        subscriber.request(1);
                    }
                });
                for (int i = 0; i < 100; i++) {
                    subscriber.request(1);
                }
                other.get(5, java.util.concurrent.TimeUnit.SECONDS);
                // each request of 1 is capped to at most 1: racing requests may share an upstream request, never more
                assertThat(subscriber.getItems()).hasSizeLessThanOrEqualTo(200).isSorted();
                subscriber.assertNoViolations();
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
