package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class UniRunSubscriptionOnTest {

    private final ExecutorService executor = Executors.newSingleThreadExecutor(r -> new Thread(r, "subscribe-thread"));

    @AfterEach
    void shutdown() throws InterruptedException {
        executor.shutdownNow();
        executor.awaitTermination(5, TimeUnit.SECONDS);
    }

    @Test
    void subscriptionWorkRunsOnTheExecutor() {
        AtomicReference<String> supplierThread = new AtomicReference<>();
        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .item(() -> {
                    supplierThread.set(Thread.currentThread().getName());
                    return 1;
                })
                .runSubscriptionOn(executor)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.awaitItem().assertItem(1).assertSignalsReceivedInOrder();
        assertThat(supplierThread).hasValue("subscribe-thread");
        assertThat(subscriber.getOnItemThreadName()).isEqualTo("subscribe-thread");
    }

    @Test
    void failure() {
        Uni.createFrom()
                .failure(new IOException("boom"))
                .runSubscriptionOn(executor)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitFailure()
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void rejectionBecomesAFailure() {
        executor.shutdown();
        Uni.createFrom()
                .item(1)
                .runSubscriptionOn(executor)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(RejectedExecutionException.class);
    }

    @Test
    void cancellationBeforeTheTaskRunsSkipsTheSubscription() throws Exception {
        CountDownLatch blocker = new CountDownLatch(1);
        executor.execute(() -> {
            try {
                blocker.await(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        AtomicBoolean subscribed = new AtomicBoolean();
        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .item(() -> {
                    subscribed.set(true);
                    return 1;
                })
                .runSubscriptionOn(executor)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.assertSubscribed();
        subscriber.cancel();
        blocker.countDown();
        executor.submit(() -> {}).get(5, TimeUnit.SECONDS);
        assertThat(subscribed).isFalse();
        subscriber.assertNotTerminated();
    }

    @Test
    void cancellationAfterTheSubscriptionReachesUpstream() throws Exception {
        TestUni<Integer> upstream = new TestUni<>();
        UniAssertSubscriber<Integer> subscriber =
                upstream.runSubscriptionOn(executor).subscribe().withSubscriber(UniAssertSubscriber.create());
        executor.submit(() -> {}).get(5, TimeUnit.SECONDS);
        subscriber.cancel();
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void exceptionThrownByTheUpstreamSubscribeFailsTheDownstream() {
        Uni<Integer> throwing = new io.mutiny.operators.AbstractUni<>() {
            @Override
            public void subscribe(io.mutiny.subscription.UniSubscriber<? super Integer> subscriber) {
                throw new IllegalStateException("subscribe failed");
            }
        };
        throwing.runSubscriptionOn(executor)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitFailure()
                .assertFailedWith(IllegalStateException.class, "subscribe failed");
    }

    @Test
    void cancellationRacingTheSubscriptionAlwaysReachesTheUpstream() throws Exception {
        for (int i = 0; i < 2_000; i++) {
            TestUni<Integer> upstream = new TestUni<>();
            UniAssertSubscriber<Integer> subscriber =
                    upstream.runSubscriptionOn(executor).subscribe().withSubscriber(UniAssertSubscriber.create());
            subscriber.cancel();
            executor.submit(() -> {}).get(5, TimeUnit.SECONDS);
            assertThat(!upstream.hasSubscriber() || upstream.isCancelled())
                    .as("round %d: subscribed without being cancelled", i)
                    .isTrue();
        }
    }

    @Test
    void nullExecutor() {
        assertThatThrownBy(() -> Uni.createFrom().item(1).runSubscriptionOn(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("executor");
    }
}
