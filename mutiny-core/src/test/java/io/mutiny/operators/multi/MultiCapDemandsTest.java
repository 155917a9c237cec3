package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.test.TestMulti;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
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
    void capsEachUpstreamRequestAndStillDeliversTheWholeDemand() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.capDemandsTo(50).subscribe(subscriber);

        subscriber.request(75);
        assertThat(upstream.requests()).containsExactly(50L);

        for (int i = 0; i < 49; i++) {
            upstream.emit(i);
        }
        assertThat(upstream.requests()).as("one batch in flight at a time").containsExactly(50L);
        upstream.emit(49);
        assertThat(upstream.requests()).containsExactly(50L, 25L);

        for (int i = 50; i < 75; i++) {
            upstream.emit(i);
        }
        assertThat(upstream.requests()).containsExactly(50L, 25L);
        assertThat(subscriber.getItems()).hasSize(75);

        subscriber.request(10);
        assertThat(upstream.requests()).containsExactly(50L, 25L, 10L);
    }

    @Test
    void worksWithARealSource() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        Multi.createFrom().range(0, 100).capDemandsTo(7).subscribe(subscriber);

        subscriber.request(20);
        assertThat(subscriber.getItems()).hasSize(20);
        subscriber.request(Long.MAX_VALUE);
        subscriber.assertCompleted();
        assertThat(subscriber.getItems()).hasSize(100);
    }

    @Test
    void unboundedDemandIsCappedBatchByBatch() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        upstream.capDemandsTo(3).subscribe(subscriber);

        upstream.emit(1, 2, 3, 4, 5, 6);
        assertThat(upstream.requests()).containsExactly(3L, 3L, 3L);
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

        subscriber.assertFailedWith(NullPointerException.class);
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
        tooMuch.assertFailedWith(IllegalStateException.class, "(0, 2]").assertHasNotReceivedAnyItem();

        AssertSubscriber<Integer> zero = AssertSubscriber.create(0);
        Multi.createFrom().range(0, 10).capDemandsUsing(outstanding -> 0L).subscribe(zero);
        zero.request(2);
        zero.assertFailedWith(IllegalStateException.class);
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
                AtomicInteger calls = new AtomicInteger();
                AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
                Multi.createFrom()
                        .range(0, 200)
                        .capDemandsUsing(outstanding -> {
                            calls.incrementAndGet();
                            return Math.min(outstanding, 3L);
                        })
                        .subscribe(subscriber);
                java.util.concurrent.Future<?> other = pool.submit(() -> {
                    for (int i = 0; i < 100; i++) {
                        subscriber.request(1);
                    }
                });
                for (int i = 0; i < 100; i++) {
                    subscriber.request(1);
                }
                other.get(5, java.util.concurrent.TimeUnit.SECONDS);
                subscriber.awaitCompletion(java.time.Duration.ofSeconds(5));
                assertThat(subscriber.getItems()).hasSize(200).isSorted();
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
