package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class UniEmitOnTest {

    private final ExecutorService executor = Executors.newSingleThreadExecutor(r -> new Thread(r, "emit-thread"));

    @AfterEach
    void shutdown() throws InterruptedException {
        executor.shutdownNow();
        executor.awaitTermination(5, TimeUnit.SECONDS);
    }

    @Test
    void itemIsEmittedOnTheExecutor() {
        UniAssertSubscriber<Integer> subscriber =
                Uni.createFrom().item(1).emitOn(executor).subscribe().withSubscriber(UniAssertSubscriber.create());
        subscriber.awaitItem().assertItem(1).assertSignalsReceivedInOrder();
        assertThat(subscriber.getOnItemThreadName()).isEqualTo("emit-thread");
        assertThat(subscriber.getOnSubscribeThreadName())
                .isEqualTo(Thread.currentThread().getName());
    }

    @Test
    void failureIsEmittedOnTheExecutor() {
        UniAssertSubscriber<Object> subscriber = Uni.createFrom()
                .failure(new IOException("boom"))
                .emitOn(executor)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.awaitFailure().assertFailedWith(IOException.class, "boom");
        assertThat(subscriber.getOnFailureThreadName()).isEqualTo("emit-thread");
    }

    @Test
    void nullItem() {
        Uni.createFrom()
                .nullItem()
                .emitOn(executor)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitItem()
                .assertItemIsNull();
    }

    @Test
    void rejectionBecomesAFailure() {
        executor.shutdown();
        Uni.createFrom()
                .item(1)
                .emitOn(executor)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitFailure()
                .assertFailedWith(RejectedExecutionException.class);
    }

    @Test
    void cancellationBeforeTheTaskRunsStopsTheDelivery() throws Exception {
        java.util.concurrent.CountDownLatch blocker = new java.util.concurrent.CountDownLatch(1);
        executor.execute(() -> {
            try {
                blocker.await(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        UniAssertSubscriber<Integer> subscriber =
                Uni.createFrom().item(1).emitOn(executor).subscribe().withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        blocker.countDown();
        executor.submit(() -> {}).get(5, TimeUnit.SECONDS);
        subscriber.assertNotTerminated();
    }

    @Test
    void cancellationReachesUpstream() {
        TestUni<Integer> upstream = new TestUni<>();
        upstream.emitOn(executor)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .cancel();
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void oneTaskPerOutcome() {
        AtomicInteger tasks = new AtomicInteger();
        Uni.createFrom()
                .item(1)
                .emitOn(task -> {
                    tasks.incrementAndGet();
                    executor.execute(task);
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitItem()
                .assertItem(1);
        assertThat(tasks).hasValue(1);
    }

    @Test
    void nullExecutor() {
        assertThatThrownBy(() -> Uni.createFrom().item(1).emitOn(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("executor");
    }
}
