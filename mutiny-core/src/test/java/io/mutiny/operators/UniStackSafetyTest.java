package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.subscription.UniEmitter;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class UniStackSafetyTest {

    private static final int DEPTH = 100_000;

    private static Uni<Integer> loop(int n) {
        return n == 0
                ? Uni.createFrom().item(0)
                : Uni.createFrom().item(n).onItem().transformToUni(x -> loop(x - 1));
    }

    /** Runs on a thread with a small stack, so that a recursion proportional to the depth would overflow. */
    private static <T> T onSmallStack(java.util.function.Supplier<T> action) throws InterruptedException {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> error = new AtomicReference<>();
        Thread thread = new Thread(
                null,
                () -> {
                    try {
                        result.set(action.get());
                    } catch (Throwable t) {
                        error.set(t);
                    }
                },
                "small-stack",
                256 * 1024);
        thread.start();
        thread.join(30_000);
        assertThat(error.get()).isNull();
        return result.get();
    }

    @Test
    void longChainOfTransforms() throws InterruptedException {
        Uni<Integer> uni = Uni.createFrom().item(0);
        for (int i = 0; i < DEPTH; i++) {
            uni = uni.onItem().transform(x -> x + 1);
        }
        Uni<Integer> chain = uni;
        UniAssertSubscriber<Integer> subscriber =
                onSmallStack(() -> chain.subscribe().withSubscriber(UniAssertSubscriber.create()));
        subscriber.assertItem(DEPTH).assertSignalsReceivedInOrder();
    }

    @Test
    void longChainOfTransformToUni() throws InterruptedException {
        Uni<Integer> uni = Uni.createFrom().item(0);
        for (int i = 0; i < DEPTH; i++) {
            uni = uni.onItem().transformToUni(x -> Uni.createFrom().item(x + 1));
        }
        Uni<Integer> chain = uni;
        onSmallStack(() -> chain.subscribe().withSubscriber(UniAssertSubscriber.create()))
                .assertItem(DEPTH);
    }

    @Test
    void deepRecursionThroughTransformToUni() throws InterruptedException {
        onSmallStack(() -> loop(DEPTH).subscribe().withSubscriber(UniAssertSubscriber.create()))
                .assertItem(0)
                .assertSignalsReceivedInOrder();
    }

    @Test
    void deepRecursionOnTheDefaultStack() {
        loop(DEPTH).subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(0);
    }

    @Test
    void longChainPropagatesAFailure() throws InterruptedException {
        Uni<Integer> uni = Uni.createFrom().failure(new IOException("deep"));
        for (int i = 0; i < DEPTH; i++) {
            uni = uni.onItem().transform(x -> x + 1);
        }
        Uni<Integer> chain = uni;
        onSmallStack(() -> chain.subscribe().withSubscriber(UniAssertSubscriber.create()))
                .assertFailedWith(IOException.class, "deep");
    }

    @Test
    void longChainCompletedFromAnotherThread() throws InterruptedException {
        AtomicReference<UniEmitter<? super Integer>> emitter = new AtomicReference<>();
        Uni<Integer> uni = Uni.createFrom().<Integer>emitter(emitter::set);
        for (int i = 0; i < DEPTH; i++) {
            uni = uni.onItem().transform(x -> x + 1);
        }
        Uni<Integer> chain = uni;
        UniAssertSubscriber<Integer> subscriber =
                onSmallStack(() -> chain.subscribe().withSubscriber(UniAssertSubscriber.create()));
        onSmallStack(() -> {
            emitter.get().complete(1);
            return null;
        });
        subscriber.awaitItem(Duration.ofSeconds(10)).assertItem(DEPTH + 1);
    }

    @Test
    void longChainCancelled() throws InterruptedException {
        AtomicReference<Boolean> cancelled = new AtomicReference<>(false);
        Uni<Integer> uni = Uni.createFrom().<Integer>emitter(e -> e.onTermination(() -> cancelled.set(true)));
        for (int i = 0; i < DEPTH; i++) {
            uni = uni.onItem().transform(x -> x + 1);
        }
        Uni<Integer> chain = uni;
        UniAssertSubscriber<Integer> subscriber =
                onSmallStack(() -> chain.subscribe().withSubscriber(UniAssertSubscriber.create()));
        onSmallStack(() -> {
            subscriber.cancel();
            return null;
        });
        assertThat(cancelled.get()).isTrue();
        subscriber.assertNotTerminated();
    }

    @Test
    void shortChainDeliversSynchronously() {
        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .item(1)
                .onItem()
                .transform(x -> x + 1)
                .onItem()
                .transformToUni(x -> Uni.createFrom().item(x * 10))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        // no waiting: short chains never defer beyond the subscribing call
        subscriber.assertItem(20);
        assertThat(subscriber.getOnItemThreadName())
                .isEqualTo(Thread.currentThread().getName());
    }

    @Test
    void outcomeFromAnotherThreadWhileADeepChainIsStillSubscribing() throws InterruptedException {
        for (int round = 0; round < 200; round++) {
            Uni<Integer> uni =
                    Uni.createFrom().<Integer>emitter(emitter -> new Thread(() -> emitter.complete(0)).start());
            for (int i = 0; i < 1_000; i++) {
                uni = uni.onItem().transform(x -> x + 1);
            }
            UniAssertSubscriber<Integer> subscriber = uni.subscribe().withSubscriber(UniAssertSubscriber.create());
            subscriber.awaitItem(Duration.ofSeconds(10)).assertItem(1_000).assertSignalsReceivedInOrder();
        }
    }
}
