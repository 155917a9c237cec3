package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.test.TestUni;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class UniOnCancellationTest {

    @AfterEach
    void reset() {
        Infrastructure.resetDroppedExceptionHandler();
    }

    @Test
    void invokeRunsOnCancellationThenCancelsUpstream() {
        TestUni<Integer> upstream = new TestUni<>();
        AtomicInteger runs = new AtomicInteger();
        UniAssertSubscriber<Integer> subscriber = upstream.onCancellation()
                .invoke(runs::incrementAndGet)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        subscriber.cancel();
        assertThat(runs).hasValue(1);
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void notRunAfterTheOutcome() {
        AtomicInteger runs = new AtomicInteger();
        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .item(1)
                .onCancellation()
                .invoke(runs::incrementAndGet)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.assertItem(1);
        subscriber.cancel();
        assertThat(runs).hasValue(0);
    }

    @Test
    void throwingCallbackIsDroppedAndUpstreamStillCancelled() {
        AtomicReference<Throwable> dropped = new AtomicReference<>();
        Infrastructure.setDroppedExceptionHandler(dropped::set);
        TestUni<Integer> upstream = new TestUni<>();
        upstream.onCancellation()
                .invoke(() -> {
                    throw new IllegalStateException("callback");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .cancel();
        assertThat(dropped.get()).hasMessage("callback");
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void callCancelsUpstreamOnceTheCalledUniEmits() {
        TestUni<Integer> upstream = new TestUni<>();
        TestUni<String> called = new TestUni<>();
        UniAssertSubscriber<Integer> subscriber =
                upstream.onCancellation().call(() -> called).subscribe().withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(upstream.isCancelled()).isFalse();
        called.complete("done");
        assertThat(upstream.isCancelled()).isTrue();
        subscriber.assertNotTerminated();
    }

    @Test
    void failingOrNullCall() {
        AtomicReference<Throwable> dropped = new AtomicReference<>();
        Infrastructure.setDroppedExceptionHandler(dropped::set);
        TestUni<Integer> upstream = new TestUni<>();
        upstream.onCancellation()
                .call(() -> Uni.createFrom().failure(new IllegalStateException("call")))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .cancel();
        assertThat(dropped.get()).hasMessage("call");
        assertThat(upstream.isCancelled()).isTrue();
        TestUni<Integer> other = new TestUni<>();
        other.onCancellation()
                .call(() -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .cancel();
        assertThat(dropped.get()).isInstanceOf(NullPointerException.class);
        assertThat(other.isCancelled()).isTrue();
    }

    @Test
    void itemAndFailurePassThrough() {
        Uni.createFrom()
                .item(1)
                .onCancellation()
                .invoke(() -> {})
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1);
        Uni.createFrom()
                .failure(new java.io.IOException())
                .onCancellation()
                .invoke(() -> {})
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(java.io.IOException.class);
    }

    @Test
    void cancellationRacingWithTheItem() throws InterruptedException {
        for (int i = 0; i < 2_000; i++) {
            TestUni<Integer> upstream = new TestUni<>();
            AtomicInteger runs = new AtomicInteger();
            UniAssertSubscriber<Integer> subscriber = upstream.onCancellation()
                    .invoke(runs::incrementAndGet)
                    .subscribe()
                    .withSubscriber(UniAssertSubscriber.create());
            java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
            Thread other = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                upstream.complete(1);
            });
            other.start();
            start.countDown();
            subscriber.cancel();
            other.join(5_000);
            // either the item won (no callback) or the cancellation did (callback, no item)
            boolean itemDelivered = subscriber.getItem() != null;
            assertThat(runs.get() == 1 || itemDelivered).isTrue();
            assertThat(runs.get() == 1 && itemDelivered).isFalse();
        }
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Uni.createFrom().item(1).onCancellation().invoke(null))
                .hasMessageContaining("callback");
        assertThatThrownBy(() -> Uni.createFrom().item(1).onCancellation().call(null))
                .hasMessageContaining("supplier");
    }
}
