package io.mutiny.subscription;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.helpers.test.AssertSubscriber;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class SerializedSubscriberTest {

    private static final Flow.Subscription NO_OP = new Flow.Subscription() {
        @Override
        public void request(long n) {}

        @Override
        public void cancel() {}
    };

    @Test
    void concurrentSignalsAreDeliveredOneAtATime() throws Exception {
        for (int round = 0; round < 300; round++) {
            AtomicInteger inside = new AtomicInteger();
            AtomicInteger overlaps = new AtomicInteger();
            AssertSubscriber<Integer> downstream = new AssertSubscriber<>(Long.MAX_VALUE) {
                @Override
                public void onItem(Integer item) {
                    if (inside.incrementAndGet() != 1) {
                        overlaps.incrementAndGet();
                    }
                    super.onItem(item);
                    inside.decrementAndGet();
                }
            };
            SerializedSubscriber<Integer> serialized = new SerializedSubscriber<>(downstream);
            serialized.onSubscribe(NO_OP);
            CyclicBarrier barrier = new CyclicBarrier(2);
            CountDownLatch finished = new CountDownLatch(1);
            Thread other = new Thread(() -> {
                await(barrier);
                for (int i = 0; i < 100; i++) {
                    serialized.onItem(i);
                }
                finished.countDown();
            });
            other.start();
            await(barrier);
            for (int i = 100; i < 200; i++) {
                serialized.onItem(i);
            }
            assertThat(finished.await(5, TimeUnit.SECONDS)).isTrue();
            serialized.onCompletion();
            downstream
                    .awaitCompletion(Duration.ofSeconds(5))
                    .assertItemCount(200)
                    .assertNoViolations();
            assertThat(overlaps).hasValue(0);
        }
    }

    @Test
    void terminalSignalComesOnceAfterTheItems() {
        AssertSubscriber<Integer> downstream = AssertSubscriber.create(10);
        SerializedSubscriber<Integer> serialized = new SerializedSubscriber<>(downstream);
        serialized.onSubscribe(NO_OP);
        serialized.onItem(1);
        serialized.onFailure(new IllegalStateException("first"));
        serialized.onCompletion();
        serialized.onItem(2);
        downstream.assertItems(1).assertFailedWith(IllegalStateException.class, "first");
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
