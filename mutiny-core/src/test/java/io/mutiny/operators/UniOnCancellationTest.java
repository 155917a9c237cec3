package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.infrastructure.Infrastructure;
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
        ManualUni<Integer> upstream = new ManualUni<>();
        AtomicInteger runs = new AtomicInteger();
        UniAssertSubscriber<Integer> subscriber = upstream.uni()
                .onCancellation()
                .invoke(runs::incrementAndGet)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        subscriber.cancel();
        assertThat(runs).hasValue(1);
        assertThat(upstream.cancelled).isTrue();
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
        ManualUni<Integer> upstream = new ManualUni<>();
        upstream.uni()
                .onCancellation()
                .invoke(() -> {
                    throw new IllegalStateException("callback");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .cancel();
        assertThat(dropped.get()).hasMessage("callback");
        assertThat(upstream.cancelled).isTrue();
    }

    @Test
    void callCancelsUpstreamOnceTheCalledUniEmits() {
        ManualUni<Integer> upstream = new ManualUni<>();
        ManualUni<String> called = new ManualUni<>();
        UniAssertSubscriber<Integer> subscriber = upstream.uni()
                .onCancellation()
                .call(called::uni)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(upstream.cancelled).isFalse();
        called.complete("done");
        assertThat(upstream.cancelled).isTrue();
        subscriber.assertNotTerminated();
    }

    @Test
    void failingOrNullCall() {
        AtomicReference<Throwable> dropped = new AtomicReference<>();
        Infrastructure.setDroppedExceptionHandler(dropped::set);
        ManualUni<Integer> upstream = new ManualUni<>();
        upstream.uni()
                .onCancellation()
                .call(() -> Uni.createFrom().failure(new IllegalStateException("call")))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .cancel();
        assertThat(dropped.get()).hasMessage("call");
        assertThat(upstream.cancelled).isTrue();
        ManualUni<Integer> other = new ManualUni<>();
        other.uni()
                .onCancellation()
                .call(() -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .cancel();
        assertThat(dropped.get()).isInstanceOf(NullPointerException.class);
        assertThat(other.cancelled).isTrue();
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
            ManualUni<Integer> upstream = new ManualUni<>();
            AtomicInteger runs = new AtomicInteger();
            UniAssertSubscriber<Integer> subscriber = upstream.uni()
                    .onCancellation()
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
