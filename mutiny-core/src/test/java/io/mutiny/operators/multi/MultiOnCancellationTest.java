package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class MultiOnCancellationTest {

    private final List<Throwable> dropped = new CopyOnWriteArrayList<>();

    @AfterEach
    void resetDroppedHandler() {
        Infrastructure.resetDroppedExceptionHandler();
    }

    @Test
    void invokeRunsOnceBeforeUpstreamIsCancelled() {
        TestMulti<Integer> source = TestMulti.of(1, 2, 3);
        AtomicInteger calls = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = source.onCancellation()
                .invoke(() -> {
                    assertThat(source.cancellations()).isEqualTo(0);
                    calls.incrementAndGet();
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.cancel();
        subscriber.cancel();
        assertThat(calls).hasValue(1);
        assertThat(source.cancellations()).isEqualTo(1);
        subscriber.assertItems(1).assertNotTerminated();
    }

    @Test
    void invokeIsNotCalledAfterTermination() {
        AtomicInteger calls = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1)
                .onCancellation()
                .invoke(calls::incrementAndGet)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5));
        subscriber.assertCompleted();
        subscriber.cancel();
        assertThat(calls).hasValue(0);
    }

    @Test
    void throwingInvokeIsDroppedAndUpstreamStillCancelled() {
        Infrastructure.setDroppedExceptionHandler(dropped::add);
        TestMulti<Integer> source = TestMulti.of(1, 2);
        AssertSubscriber<Integer> subscriber = source.onCancellation()
                .invoke(() -> {
                    throw new IllegalStateException("oops");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.cancel();
        assertThat(source.cancellations()).isEqualTo(1);
        assertThat(dropped).singleElement().isInstanceOf(IllegalStateException.class);
        subscriber.assertNotTerminated();
    }

    @Test
    void callCancelsUpstreamWhenTheUniTerminates() {
        TestMulti<Integer> source = TestMulti.of(1, 2, 3);
        TestUni<Object> uni = new TestUni<>();
        AssertSubscriber<Integer> subscriber =
                source.onCancellation().call(() -> uni).subscribe().withSubscriber(AssertSubscriber.create(1));
        subscriber.cancel();
        assertThat(uni.subscriptions()).isEqualTo(1);
        assertThat(source.cancellations()).isEqualTo(0);
        uni.complete("done");
        assertThat(source.cancellations()).isEqualTo(1);
        subscriber.assertItems(1).assertNotTerminated();
    }

    @Test
    void failingCallIsDroppedAndCancelsUpstream() {
        Infrastructure.setDroppedExceptionHandler(dropped::add);
        TestMulti<Integer> source = TestMulti.of(1, 2);
        AssertSubscriber<Integer> subscriber = source.onCancellation()
                .call(() -> TestUni.failure(new IOException("cleanup failed")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.cancel();
        assertThat(source.cancellations()).isEqualTo(1);
        assertThat(dropped).singleElement().isInstanceOf(IOException.class);
    }

    @Test
    void rejectsNullCallbacks() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.onCancellation().invoke(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("callback");
        assertThatThrownBy(() -> multi.onCancellation().call(null)).hasMessageContaining("callback");
    }

    @Test
    void concurrentCancellationsCallTheCallbackOnce() throws Exception {
        for (int round = 0; round < 1000; round++) {
            AtomicInteger calls = new AtomicInteger();
            TestMulti<Integer> source = TestMulti.of(1, 2, 3);
            // a raw subscription, so that both threads reach the operator (AssertSubscriber.cancel is idempotent)
            java.util.concurrent.atomic.AtomicReference<java.util.concurrent.Flow.Subscription> subscription =
                    new java.util.concurrent.atomic.AtomicReference<>();
            source.onCancellation()
                    .invoke(calls::incrementAndGet)
                    .subscribe()
                    .with(subscription::set, item -> {}, failure -> {}, () -> {});
            CyclicBarrier barrier = new CyclicBarrier(2);
            CountDownLatch finished = new CountDownLatch(1);
            Thread other = new Thread(() -> {
                awaitQuietly(barrier);
                subscription.get().cancel();
                finished.countDown();
            });
            other.start();
            awaitQuietly(barrier);
            subscription.get().cancel();
            assertThat(finished.await(5, TimeUnit.SECONDS)).isTrue();
            assertThat(calls).hasValue(1);
            assertThat(source.cancellations()).isEqualTo(1);
        }
    }

    static void awaitQuietly(CyclicBarrier barrier) {
        try {
            barrier.await(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
