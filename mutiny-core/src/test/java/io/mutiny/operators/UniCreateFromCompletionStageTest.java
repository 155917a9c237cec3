package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class UniCreateFromCompletionStageTest {

    @Test
    void completedStage() {
        Uni.createFrom()
                .completionStage(CompletableFuture.completedFuture(1))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1)
                .assertSignalsReceivedInOrder();
        Uni.createFrom()
                .completionStage(CompletableFuture.completedFuture(null))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
    }

    @Test
    void laterCompletionOnTheCompletingThread() throws InterruptedException {
        CompletableFuture<String> future = new CompletableFuture<>();
        UniAssertSubscriber<String> subscriber =
                Uni.createFrom().completionStage(future).subscribe().withSubscriber(UniAssertSubscriber.create());
        subscriber.assertNotTerminated();
        Thread completer = new Thread(() -> future.complete("done"), "completer");
        completer.start();
        completer.join(5_000);
        subscriber.awaitItem().assertItem("done");
        assertThat(subscriber.getOnItemThreadName()).isEqualTo("completer");
    }

    @Test
    void failureIsUnwrapped() {
        Uni.createFrom()
                .completionStage(CompletableFuture.failedFuture(new IOException("boom")))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "boom");
        CompletionStage<Integer> dependent = CompletableFuture.completedFuture(1)
                .thenApply(i -> {
                    throw new IllegalStateException("dependent");
                });
        Uni.createFrom()
                .completionStage(dependent)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "dependent");
    }

    @Test
    void cancellationCancelsTheFuture() {
        CompletableFuture<String> future = new CompletableFuture<>();
        UniAssertSubscriber<String> subscriber =
                Uni.createFrom().completionStage(future).subscribe().withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(future).isCancelled();
        subscriber.assertNotTerminated();
    }

    @Test
    void cancellationAfterTheOutcomeLeavesTheFuture() {
        CompletableFuture<String> future = CompletableFuture.completedFuture("x");
        UniAssertSubscriber<String> subscriber =
                Uni.createFrom().completionStage(future).subscribe().withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(future).isCompletedWithValue("x");
    }

    @Test
    void supplierIsCalledPerSubscriber() {
        AtomicInteger calls = new AtomicInteger();
        Uni<Integer> uni =
                Uni.createFrom().completionStage(() -> CompletableFuture.completedFuture(calls.incrementAndGet()));
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(1);
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(2);
        Uni.createFrom()
                .completionStage((Supplier<CompletionStage<Integer>>) () -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
        Uni.createFrom()
                .completionStage((Supplier<CompletionStage<Integer>>) () -> {
                    throw new IllegalStateException("supplier");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "supplier");
    }

    @Test
    void sharedState() {
        AtomicInteger stateCalls = new AtomicInteger();
        Uni<Integer> uni = Uni.createFrom()
                .completionStage(
                        () -> {
                            stateCalls.incrementAndGet();
                            return new AtomicInteger();
                        },
                        state -> CompletableFuture.completedFuture(state.incrementAndGet()));
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(1);
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(2);
        assertThat(stateCalls).hasValue(1);
    }
}
