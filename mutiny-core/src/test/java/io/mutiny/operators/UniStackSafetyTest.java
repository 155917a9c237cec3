package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.subscription.UniEmitter;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class UniStackSafetyTest {

    private static final int DEPTH = 100_000;

    // cancels its tasks without removing them from its queue: 100,000 cancellations stay cheap
    private static final ScheduledExecutorService TIMERS = new ScheduledThreadPoolExecutor(1);

    @AfterAll
    static void stopTimers() {
        TIMERS.shutdownNow();
    }

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

    private static Uni<Integer> deferredCountdown(int n) {
        return n == 0 ? Uni.createFrom().item(0) : Uni.createFrom().deferred(() -> deferredCountdown(n - 1));
    }

    private static Uni<Integer> contextCountdown(int n) {
        return n == 0 ? Uni.createFrom().item(0) : Uni.createFrom().context(context -> contextCountdown(n - 1));
    }

    @Test
    void deepRecursionThroughDeferred() throws InterruptedException {
        onSmallStack(() -> deferredCountdown(DEPTH).subscribe().withSubscriber(UniAssertSubscriber.create()))
                .assertItem(0)
                .assertSignalsReceivedInOrder();
        onSmallStack(() -> contextCountdown(DEPTH).subscribe().withSubscriber(UniAssertSubscriber.create()))
                .assertItem(0);
    }

    private static Uni<Integer> deferredSum(int n) {
        return n == 0
                ? Uni.createFrom().item(0)
                : Uni.createFrom().deferred(() -> deferredSum(n - 1)).onItem().transform(x -> x + 1);
    }

    @Test
    void deepRecursionThroughDeferredAndAStage() throws InterruptedException {
        onSmallStack(() -> deferredSum(DEPTH).subscribe().withSubscriber(UniAssertSubscriber.create()))
                .assertItem(DEPTH)
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

    /**
     * One stage of each operator family, each passing the item and the {@link IOException} of the tests through
     * unchanged (the failure handlers select {@link IllegalStateException}, which nothing emits).
     */
    static Stream<Named<Stage>> stages() {
        return Stream.of(
                stage("onItem().invoke", uni -> uni.onItem().invoke(x -> {})),
                stage("onItem().call", uni -> uni.onItem()
                        .call(x -> Uni.createFrom().voidItem())),
                stage("onFailure().invoke", uni -> uni.onFailure(IllegalStateException.class)
                        .invoke(f -> {})),
                stage("onFailure().recoverWithItem", uni -> uni.onFailure(IllegalStateException.class)
                        .recoverWithItem(-1)),
                stage("onFailure().recoverWithUni", uni -> uni.onFailure(IllegalStateException.class)
                        .recoverWithUni(() -> Uni.createFrom().item(-1))),
                stage("onFailure().retry().atMost", uni -> uni.onFailure(IllegalStateException.class)
                        .retry()
                        .atMost(3)),
                stage("onFailure().retry().indefinitely", uni -> uni.onFailure(IllegalStateException.class)
                        .retry()
                        .indefinitely()),
                stage("onFailure().retry().when", uni -> uni.onFailure(IllegalStateException.class)
                        .retry()
                        .when(failures -> failures)),
                stage("onItemOrFailure().invoke", uni -> uni.onItemOrFailure().invoke((x, f) -> {})),
                stage("onItemOrFailure().call", uni -> uni.onItemOrFailure()
                        .call((x, f) -> Uni.createFrom().voidItem())),
                stage("eventually(Runnable)", uni -> uni.eventually(() -> {})),
                stage(
                        "eventually(Supplier)",
                        uni -> uni.eventually(() -> Uni.createFrom().voidItem())),
                stage("onTermination().invoke", uni -> uni.onTermination().invoke(() -> {})),
                stage("onCancellation().invoke", uni -> uni.onCancellation().invoke(() -> {})),
                stage("onSubscription().invoke", uni -> uni.onSubscription().invoke(() -> {})),
                stage("onSubscription().call", uni -> uni.onSubscription()
                        .call(() -> Uni.createFrom().voidItem())),
                stage("ifNoItem().after().fail()", uni -> uni.ifNoItem()
                        .after(Duration.ofHours(1))
                        .on(TIMERS)
                        .fail()),
                stage("emitOn", uni -> uni.emitOn(Runnable::run)),
                stage("runSubscriptionOn", uni -> uni.runSubscriptionOn(Runnable::run)),
                sharingStage("memoize().indefinitely()", uni -> uni.memoize().indefinitely()),
                stage("combine().all()", uni -> Uni.combine()
                        .all()
                        .unis(uni, Uni.createFrom().item(1))
                        .with(items -> (Integer) items.get(0))),
                stage("combine().any()", uni -> Uni.combine().any().of(uni)),
                stage(
                        "join().all()",
                        uni -> Uni.join().all(List.of(uni)).andFailFast().map(items -> items.get(0))),
                stage("join().first()", uni -> Uni.join().first(List.of(uni)).toTerminate()));
    }

    /** An operator stage; {@code sharesUpstream}: a cancellation does not reach the upstream (memoize). */
    record Stage(UnaryOperator<Uni<Integer>> operator, boolean sharesUpstream) {
        Uni<Integer> apply(Uni<Integer> upstream) {
            return operator.apply(upstream);
        }
    }

    private static Named<Stage> stage(String name, UnaryOperator<Uni<Integer>> operator) {
        return Named.of(name, new Stage(operator, false));
    }

    private static Named<Stage> sharingStage(String name, UnaryOperator<Uni<Integer>> operator) {
        return Named.of(name, new Stage(operator, true));
    }

    private static Uni<Integer> chainOf(Uni<Integer> source, Stage stage) {
        Uni<Integer> uni = source;
        for (int i = 0; i < DEPTH; i++) {
            uni = stage.apply(uni);
        }
        return uni;
    }

    @ParameterizedTest
    @MethodSource("stages")
    void longChainDeliversTheItem(Stage stage) throws InterruptedException {
        Uni<Integer> chain = chainOf(Uni.createFrom().item(0), stage);
        onSmallStack(() -> chain.subscribe().withSubscriber(UniAssertSubscriber.create()))
                .awaitItem(Duration.ofSeconds(10))
                .assertItem(0)
                .assertSignalsReceivedInOrder();
    }

    @ParameterizedTest
    @MethodSource("stages")
    void longChainDeliversTheFailure(Stage stage) throws InterruptedException {
        Uni<Integer> chain = chainOf(Uni.createFrom().failure(new IOException("deep")), stage);
        onSmallStack(() -> chain.subscribe().withSubscriber(UniAssertSubscriber.create()))
                .awaitFailure(Duration.ofSeconds(10))
                .assertFailedWith(IOException.class, "deep");
    }

    @ParameterizedTest
    @MethodSource("stages")
    void longChainDeliversAnItemEmittedLater(Stage stage) throws InterruptedException {
        AtomicReference<UniEmitter<? super Integer>> emitter = new AtomicReference<>();
        Uni<Integer> chain = chainOf(Uni.createFrom().<Integer>emitter(emitter::set), stage);
        UniAssertSubscriber<Integer> subscriber =
                onSmallStack(() -> chain.subscribe().withSubscriber(UniAssertSubscriber.create()));
        onSmallStack(() -> {
            emitter.get().complete(7);
            return null;
        });
        subscriber.awaitItem(Duration.ofSeconds(10)).assertItem(7);
    }

    @ParameterizedTest
    @MethodSource("stages")
    void longChainCancelledFromTheEnd(Stage stage) throws InterruptedException {
        AtomicBoolean cancelled = new AtomicBoolean();
        Uni<Integer> chain =
                chainOf(Uni.createFrom().<Integer>emitter(e -> e.onTermination(() -> cancelled.set(true))), stage);
        UniAssertSubscriber<Integer> subscriber =
                onSmallStack(() -> chain.subscribe().withSubscriber(UniAssertSubscriber.create()));
        onSmallStack(() -> {
            subscriber.cancel();
            return null;
        });
        subscriber.assertNotTerminated();
        assertThat(cancelled.get()).isEqualTo(!stage.sharesUpstream());
    }

    @Test
    void contextAskedForAtTheTopOfALongChain() throws InterruptedException {
        Uni<Integer> uni = Uni.createFrom().context(context -> Uni.createFrom().item(context.<Integer>get("start")));
        for (int i = 0; i < DEPTH; i++) {
            uni = uni.onItem().transform(x -> x + 1);
        }
        Uni<Integer> chain = uni;
        onSmallStack(() -> chain.subscribe().withSubscriber(UniAssertSubscriber.create(Context.of("start", 5))))
                .assertItem(DEPTH + 5);
    }

    private static Uni<Integer> recursion(int n, Stage stage) {
        return n == 0
                ? Uni.createFrom().item(0)
                : stage.apply(Uni.createFrom().item(n).onItem().transformToUni(x -> recursion(x - 1, stage)));
    }

    @ParameterizedTest
    @MethodSource("stages")
    void deepRecursionThroughTheStage(Stage stage) throws InterruptedException {
        onSmallStack(() -> recursion(DEPTH, stage).subscribe().withSubscriber(UniAssertSubscriber.create()))
                .awaitItem(Duration.ofSeconds(10))
                .assertItem(0)
                .assertSignalsReceivedInOrder();
    }

    /** A source that fails synchronously {@code failures} times, then emits the number of subscriptions. */
    private static Uni<Integer> failingTimes(int failures) {
        AtomicInteger subscriptions = new AtomicInteger();
        return Uni.createFrom().item(() -> {
            int attempt = subscriptions.incrementAndGet();
            if (attempt <= failures) {
                throw new IllegalStateException("attempt " + attempt);
            }
            return attempt;
        });
    }

    /** Retry configurations re-subscribing at once to a source failing {@link #DEPTH} times synchronously. */
    static Stream<Named<UnaryOperator<Uni<Integer>>>> retries() {
        return Stream.of(
                Named.of(
                        "onFailure().retry().indefinitely()",
                        uni -> uni.onFailure().retry().indefinitely()),
                Named.of(
                        "onFailure().retry().atMost()",
                        uni -> uni.onFailure().retry().atMost(DEPTH)),
                Named.of("onFailure().retry().atMost() behind a chain", uni -> uni.onItem()
                        .transform(x -> x)
                        .onItem()
                        .transformToUni(x -> Uni.createFrom().item(x))
                        .onFailure()
                        .retry()
                        .atMost(DEPTH)),
                Named.of(
                        "onFailure().retry().when()",
                        uni -> uni.onFailure().retry().when(failures -> failures)));
    }

    @ParameterizedTest
    @MethodSource("retries")
    void retriesSynchronousFailuresInALoop(UnaryOperator<Uni<Integer>> retry) throws InterruptedException {
        Uni<Integer> retried = retry.apply(failingTimes(DEPTH));
        onSmallStack(() -> retried.subscribe().withSubscriber(UniAssertSubscriber.create()))
                .assertItem(DEPTH + 1);
    }

    @Test
    void repeatUntilWithSynchronousItems() throws InterruptedException {
        AtomicInteger counter = new AtomicInteger();
        onSmallStack(() -> Uni.createFrom()
                        .item(counter::incrementAndGet)
                        .repeat()
                        .until(x -> x > DEPTH)
                        .subscribe()
                        .withSubscriber(AssertSubscriber.<Integer>create(Long.MAX_VALUE)))
                .assertCompleted()
                .assertItemCount(DEPTH);
    }

    @Test
    void repeatAtMostRequestedOneByOne() throws InterruptedException {
        AtomicInteger counter = new AtomicInteger();
        onSmallStack(() -> {
                    AssertSubscriber<Integer> subscriber = new AssertSubscriber<>(1) {
                        @Override
                        public void onItem(Integer item) {
                            super.onItem(item);
                            request(1);
                        }
                    };
                    return Uni.createFrom()
                            .item(counter::incrementAndGet)
                            .repeat()
                            .atMost(DEPTH)
                            .subscribe()
                            .withSubscriber(subscriber);
                })
                .assertCompleted()
                .assertItemCount(DEPTH)
                .assertLastItem(DEPTH);
    }

    @Test
    void repeatingUniWithSynchronousItems() throws InterruptedException {
        AtomicInteger counter = new AtomicInteger();
        onSmallStack(() -> Multi.createBy()
                        .repeating()
                        .uni(() -> Uni.createFrom().item(counter.incrementAndGet()))
                        .atMost(DEPTH)
                        .subscribe()
                        .withSubscriber(AssertSubscriber.<Integer>create(Long.MAX_VALUE)))
                .assertCompleted()
                .assertItemCount(DEPTH);
    }

    @Test
    void repeatingEmitterWithSynchronousItems() throws InterruptedException {
        AtomicInteger counter = new AtomicInteger();
        onSmallStack(() -> Multi.createBy()
                        .repeating()
                        .<Integer>uni(emitter -> emitter.complete(counter.incrementAndGet()))
                        .whilst(x -> x < DEPTH)
                        .subscribe()
                        .withSubscriber(AssertSubscriber.<Integer>create(Long.MAX_VALUE)))
                .assertCompleted()
                .assertItemCount(DEPTH);
    }
}
