package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class UniCreateFromFutureTest {

    private final ExecutorService executor = Executors.newSingleThreadExecutor();

    @AfterEach
    void shutdown() throws InterruptedException {
        executor.shutdownNow();
        executor.awaitTermination(5, TimeUnit.SECONDS);
    }

    @Test
    void completableFutureIsObservedWithoutBlocking() {
        CompletableFuture<Integer> future = new CompletableFuture<>();
        UniAssertSubscriber<Integer> subscriber =
                Uni.createFrom().future(future).subscribe().withSubscriber(UniAssertSubscriber.create());
        subscriber.assertNotTerminated();
        future.complete(3);
        subscriber.assertItem(3);
    }

    @Test
    void plainFutureIsAwaitedOffTheSubscribingThread() {
        FutureTask<String> task = new FutureTask<>(() -> "computed");
        UniAssertSubscriber<String> subscriber =
                Uni.createFrom().future(task).subscribe().withSubscriber(UniAssertSubscriber.create());
        // the subscribing thread returned although the future is not done
        subscriber.assertSubscribed().assertNotTerminated();
        executor.execute(task);
        subscriber.awaitItem().assertItem("computed");
        assertThat(subscriber.getOnItemThreadName())
                .isNotEqualTo(Thread.currentThread().getName());
    }

    @Test
    void plainFutureFailure() {
        FutureTask<String> task = new FutureTask<>(() -> {
            throw new IOException("boom");
        });
        executor.execute(task);
        Uni.createFrom()
                .future(task)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitFailure()
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void timeoutOnAPlainFuture() {
        FutureTask<String> never = new FutureTask<>(() -> "never");
        Uni.createFrom()
                .future(never, Duration.ofMillis(50))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitFailure()
                .assertFailedWith(TimeoutException.class);
    }

    @Test
    void timeoutOnACompletableFuture() {
        Uni.createFrom()
                .future(new CompletableFuture<String>(), Duration.ofMillis(50))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitFailure()
                .assertFailedWith(TimeoutException.class);
    }

    @Test
    void completionBeforeTheTimeout() {
        Uni.createFrom()
                .future(CompletableFuture.completedFuture(1), Duration.ofSeconds(5))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitItem()
                .assertItem(1);
    }

    @Test
    void cancellationCancelsTheFuture() {
        FutureTask<String> task = new FutureTask<>(() -> "x");
        UniAssertSubscriber<String> subscriber =
                Uni.createFrom().future(task).subscribe().withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(task.isCancelled()).isTrue();
        subscriber.assertNotTerminated();
    }

    @Test
    void supplierVariants() {
        Uni.createFrom()
                .future(() -> CompletableFuture.completedFuture(1))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1);
        Uni.createFrom()
                .future((Supplier<Future<? extends Integer>>) () -> null, Duration.ofSeconds(1))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
    }
}
