package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.converters.multi.BuiltinConverters;
import io.mutiny.helpers.test.AssertSubscriber;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class MultiCreateFromCompletionStageTest {

    @Test
    void itemWaitsForTheStageAndTheRequest() {
        CompletableFuture<String> future = new CompletableFuture<>();
        AssertSubscriber<String> subscriber =
                Multi.createFrom().completionStage(future).subscribe().withSubscriber(AssertSubscriber.create());
        future.complete("hello");
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
        subscriber.request(1).assertItems("hello").assertCompleted();

        CompletableFuture<String> later = new CompletableFuture<>();
        AssertSubscriber<String> requestedFirst =
                Multi.createFrom().completionStage(later).subscribe().withSubscriber(AssertSubscriber.create(1));
        requestedFirst.assertNotTerminated();
        later.complete("world");
        requestedFirst.assertItems("world").assertCompleted();
    }

    @Test
    void nullValueAndFailureNeedNoRequest() {
        Multi.createFrom()
                .completionStage(CompletableFuture.completedFuture(null))
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertCompleted()
                .assertHasNotReceivedAnyItem();
        Multi.createFrom()
                .completionStage(CompletableFuture.failedFuture(new IllegalStateException("boom")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "boom");
        Multi.createFrom()
                .completionStage(CompletableFuture.supplyAsync(() -> 1).thenApply(i -> {
                    throw new IllegalStateException("in a stage");
                }))
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .awaitFailure()
                .assertFailedWith(IllegalStateException.class, "in a stage");
    }

    @Test
    void cancellationCancelsTheFuture() {
        CompletableFuture<String> future = new CompletableFuture<>();
        Multi.createFrom()
                .completionStage(future)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .cancel();
        assertThat(future).isCancelled();
    }

    @Test
    void invalidRequest() {
        CompletableFuture<String> future = new CompletableFuture<>();
        Multi.createFrom()
                .completionStage(future)
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .request(-1)
                .assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(future).isCancelled();
    }

    @Test
    void supplierIsCalledPerSubscriber() {
        AtomicInteger calls = new AtomicInteger();
        Multi<Integer> multi =
                Multi.createFrom().completionStage(() -> CompletableFuture.completedFuture(calls.incrementAndGet()));
        assertThat(calls).hasValue(0);
        multi.subscribe().withSubscriber(AssertSubscriber.create(1)).assertItems(1);
        multi.subscribe().withSubscriber(AssertSubscriber.create(1)).assertItems(2);
        Multi.createFrom()
                .completionStage(() -> (CompletionStage<Integer>) null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void raceBetweenCompletionAndRequestDeliversOnce() throws Exception {
        for (int round = 0; round < 2000; round++) {
            CompletableFuture<Integer> future = new CompletableFuture<>();
            AssertSubscriber<Integer> subscriber =
                    Multi.createFrom().completionStage(future).subscribe().withSubscriber(AssertSubscriber.create());
            CyclicBarrier barrier = new CyclicBarrier(2);
            CountDownLatch done = new CountDownLatch(2);
            int value = round;
            new Thread(() -> {
                        await(barrier);
                        future.complete(value);
                        done.countDown();
                    })
                    .start();
            new Thread(() -> {
                        await(barrier);
                        subscriber.request(1);
                        done.countDown();
                    })
                    .start();
            assertThat(done.await(5, TimeUnit.SECONDS)).isTrue();
            subscriber.assertItems(value).assertCompleted();
        }
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void converter() {
        Multi.createFrom()
                .converter(BuiltinConverters.fromCompletionStage(), CompletableFuture.completedFuture("x"))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertItems("x")
                .assertCompleted();
        assertThatThrownBy(() -> Multi.createFrom().converter(null, "x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("converter");
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Multi.createFrom().completionStage((CompletionStage<Object>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("stage");
        assertThatThrownBy(() -> Multi.createFrom().completionStage((Supplier<CompletionStage<Object>>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("supplier");
    }
}
