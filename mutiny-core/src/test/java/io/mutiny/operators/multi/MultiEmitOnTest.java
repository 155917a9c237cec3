package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.test.FuseableSource;
import io.mutiny.test.FusingSubscriber;
import io.mutiny.test.TestMulti;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class MultiEmitOnTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(5);

    private final ExecutorService emitter = Executors.newSingleThreadExecutor(r -> new Thread(r, "emitter"));
    private final ExecutorService pool = Executors.newFixedThreadPool(2);
    private final List<Throwable> dropped = new CopyOnWriteArrayList<>();

    MultiEmitOnTest() {
        Infrastructure.setDroppedExceptionHandler(dropped::add);
    }

    @AfterEach
    void tearDown() {
        emitter.shutdownNow();
        pool.shutdownNow();
        Infrastructure.resetDroppedExceptionHandler();
    }

    /** Waits until every task already submitted to the single-threaded emitter has run. */
    private void quiesce() throws Exception {
        emitter.submit(() -> {}).get(5, TimeUnit.SECONDS);
    }

    @Test
    void rejectsInvalidArguments() {
        Multi<Integer> multi = Multi.createFrom().items(1, 2);
        assertThatThrownBy(() -> multi.emitOn(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("executor");
        assertThatThrownBy(() -> multi.emitOn(emitter, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("bufferSize");
    }

    @Test
    void deliversItemsAndCompletionOnTheExecutorInOrder() {
        List<String> threads = new CopyOnWriteArrayList<>();
        AssertSubscriber<Integer> subscriber = signalThreads(Long.MAX_VALUE, threads);

        Multi.createFrom().range(0, 1000).emitOn(emitter, 16).subscribe(subscriber);

        subscriber.awaitCompletion(TIMEOUT);
        assertThat(subscriber.getItems())
                .containsExactlyElementsOf(IntStream.range(0, 1000).boxed().collect(Collectors.toList()));
        assertThat(threads).hasSize(1001).containsOnly("emitter");
    }

    @Test
    void deliversTheFailureOnTheExecutor() {
        List<String> threads = new CopyOnWriteArrayList<>();
        AssertSubscriber<Integer> subscriber = signalThreads(1, threads);

        Multi.createFrom()
                .<Integer>failure(new IOException("boom"))
                .emitOn(emitter)
                .subscribe(subscriber);

        subscriber.awaitFailure(TIMEOUT).assertFailedWith(IOException.class, "boom");
        assertThat(threads).containsExactly("emitter");
    }

    @Test
    void neverEmitsMoreThanRequested() throws Exception {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        Multi.createFrom().range(0, 100).emitOn(emitter).subscribe(subscriber);

        quiesce();
        subscriber.assertHasNotReceivedAnyItem();

        subscriber.request(3);
        subscriber.awaitItems(3, TIMEOUT);
        quiesce();
        subscriber.assertItems(0, 1, 2).assertNotTerminated();

        subscriber.request(97);
        subscriber.awaitCompletion(TIMEOUT).assertNoViolations();
        assertThat(subscriber.getItems()).hasSize(100);
    }

    @Test
    void requestsThePrefetchAndReplenishesAtThreeQuarters() throws Exception {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.emitOn(emitter, 8).subscribe(subscriber);

        assertThat(upstream.requests()).containsExactly(8L);
        upstream.emit(1, 2, 3, 4, 5, 6, 7, 8);
        quiesce();
        subscriber.assertHasNotReceivedAnyItem();
        assertThat(upstream.requests()).containsExactly(8L);

        subscriber.request(5);
        subscriber.awaitItems(5, TIMEOUT);
        quiesce();
        assertThat(upstream.requests())
                .as("not replenished before 6 items were consumed")
                .containsExactly(8L);

        subscriber.request(1);
        subscriber.awaitItems(6, TIMEOUT);
        quiesce();
        assertThat(upstream.requests()).containsExactly(8L, 6L);

        upstream.emit(9, 10, 11, 12, 13, 14);
        subscriber.request(100);
        upstream.complete();
        subscriber.awaitCompletion(TIMEOUT);
        assertThat(subscriber.getItems()).hasSize(14);
        assertThat(upstream.requested() - subscriber.getItems().size())
                .as("in flight")
                .isLessThanOrEqualTo(8);
    }

    @Test
    void aRequestFindingNothingQueuedHandsNothingToTheExecutor() throws Exception {
        CountingExecutor executor = new CountingExecutor(emitter);
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.emitOn(executor, 8).subscribe(subscriber);

        subscriber.request(2);
        subscriber.request(3);
        assertThat(executor.tasks).as("nothing to deliver yet").hasValue(0);

        upstream.emit(1);
        upstream.complete();
        subscriber.awaitCompletion(TIMEOUT).assertItems(1);
        assertThat(executor.tasks.get())
                .as("one drain for the item, at most one more for the completion")
                .isBetween(1, 2);
    }

    @Test
    void aRequestFindingQueuedItemsSchedulesTheDrain() throws Exception {
        CountingExecutor executor = new CountingExecutor(emitter);
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.emitOn(executor, 8).subscribe(subscriber);
        upstream.emit(1, 2);
        quiesce();
        int tasksBeforeTheRequest = executor.tasks.get();

        subscriber.request(1);
        subscriber.awaitItems(1, TIMEOUT);
        assertThat(executor.tasks).hasValue(tasksBeforeTheRequest + 1);

        upstream.complete(); // a terminal signal waits for no demand, but for the queued item
        quiesce();
        subscriber.assertNotTerminated();
        subscriber.request(1);
        subscriber.awaitCompletion(TIMEOUT).assertItems(1, 2);
    }

    @Test
    void neverHasMoreThanThePrefetchInFlight() {
        List<Long> requests = new CopyOnWriteArrayList<>();
        AtomicLong requestedTotal = new AtomicLong();
        List<Long> inFlightAtEachRequest = new CopyOnWriteArrayList<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        Multi.createFrom()
                .range(0, 1000)
                .onRequest()
                .invoke(n -> {
                    requests.add(n);
                    inFlightAtEachRequest.add(
                            requestedTotal.addAndGet(n) - subscriber.getItems().size());
                })
                .emitOn(emitter, 16)
                .subscribe(subscriber);

        subscriber.awaitCompletion(TIMEOUT);
        assertThat(subscriber.getItems()).hasSize(1000);
        assertThat(requests.get(0)).isEqualTo(16L);
        assertThat(requests.subList(1, requests.size())).containsOnly(12L);
        assertThat(inFlightAtEachRequest)
                .allSatisfy(inFlight -> assertThat(inFlight).isLessThanOrEqualTo(16L));
    }

    @Test
    void aLargePrefetchIsStillABound() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.emitOn(emitter, Integer.MAX_VALUE).subscribe(subscriber);
        assertThat(upstream.requests()).containsExactly((long) Integer.MAX_VALUE);

        for (int i = 0; i < 10_000; i++) {
            upstream.emit(i);
        }
        subscriber.request(Long.MAX_VALUE);
        upstream.complete();

        subscriber.awaitCompletion(TIMEOUT);
        assertThat(subscriber.getItems()).hasSize(10_000);
    }

    @Test
    void overflowingThePrefetchFailsWithBackPressureFailure() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.emitOn(emitter, 2).subscribe(subscriber);

        upstream.emit(1, 2, 3);

        subscriber.awaitFailure(TIMEOUT).assertFailedWith(BackPressureFailure.class);
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void deliversQueuedItemsBeforeTheFailure() throws Exception {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.emitOn(emitter).subscribe(subscriber);

        upstream.emit(1, 2, 3);
        upstream.fail(new IOException("boom"));
        subscriber.request(2);
        subscriber.awaitItems(2, TIMEOUT);
        quiesce();
        subscriber.assertItems(1, 2).assertNotTerminated();

        subscriber.request(1);
        subscriber.awaitFailure(TIMEOUT).assertItems(1, 2, 3).assertFailedWith(IOException.class, "boom");
    }

    @Test
    void completesAfterTheQueuedItems() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.emitOn(emitter).subscribe(subscriber);

        upstream.emit(1, 2);
        upstream.complete();
        subscriber.request(2);

        subscriber.awaitCompletion(TIMEOUT).assertItems(1, 2);
    }

    @Test
    void cancellationReachesUpstreamAndStopsDelivery() throws Exception {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        upstream.emitOn(emitter).subscribe(subscriber);
        upstream.emit(1);
        subscriber.awaitItems(1, TIMEOUT);

        upstream.emit(2, 3);
        subscriber.cancel();
        subscriber.request(10);
        quiesce();

        assertThat(upstream.isCancelled()).isTrue();
        subscriber.assertItems(1).assertNotTerminated();
    }

    @Test
    void invalidRequestFailsAndCancelsUpstream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.emitOn(emitter).subscribe(subscriber);

        subscriber.request(0);

        subscriber.awaitFailure(TIMEOUT).assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void rejectedExecutionFailsTheStream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(5);
        upstream.emitOn(command -> {
                    throw new RejectedExecutionException("rejected");
                })
                .subscribe(subscriber);

        upstream.emit(1);

        subscriber
                .assertFailedWith(RejectedExecutionException.class, "rejected")
                .assertHasNotReceivedAnyItem();
        assertThat(upstream.isCancelled()).isTrue();
        upstream.emit(2);
        subscriber.assertHasNotReceivedAnyItem();
    }

    @Test
    void drainLoopRacingCancellation() throws Exception {
        for (int i = 0; i < 2000; i++) {
            AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
            CyclicBarrier barrier = new CyclicBarrier(2);
            Multi.createFrom().range(0, 200).emitOn(pool, 16).subscribe(subscriber);
            pool.execute(() -> {
                await(barrier);
                subscriber.cancel();
            });
            await(barrier);

            List<Integer> items = subscriber.getItems();
            assertThat(items).isEqualTo(IntStream.range(0, items.size()).boxed().collect(Collectors.toList()));
        }
        assertThat(dropped).isEmpty();
    }

    @Test
    void itemsRacingRequestsFromAnotherThread() throws Exception {
        for (int i = 0; i < 1000; i++) {
            TestMulti<Integer> upstream = new TestMulti<>();
            AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
            upstream.emitOn(pool, 4).subscribe(subscriber);
            CyclicBarrier barrier = new CyclicBarrier(2);
            int count = 40;

            pool.execute(() -> {
                await(barrier);
                for (int n = 0; n < count; n++) {
                    subscriber.request(1);
                }
            });
            await(barrier);
            for (int n = 0; n < count; n++) {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
                while (upstream.requested() <= n) {
                    assertThat(System.nanoTime()).as("upstream demand").isLessThan(deadline);
                    Thread.onSpinWait();
                }
                upstream.emit(n);
            }
            upstream.complete();

            subscriber.awaitCompletion(TIMEOUT);
            assertThat(subscriber.getItems())
                    .isEqualTo(IntStream.range(0, count).boxed().collect(Collectors.toList()));
        }
        assertThat(dropped).isEmpty();
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void pullsAFuseableSourceOnTheExecutor() {
        FuseableSource<Integer> source =
                FuseableSource.of(FusedSubscription.SYNC | FusedSubscription.BOUNDARY, 1, 2, 3);
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        source.emitOn(emitter).subscribe(subscriber);

        subscriber.awaitCompletion(TIMEOUT).assertItems(1, 2, 3);
        assertThat(source.requestedModes()).containsExactly(FusedSubscription.ANY | FusedSubscription.BOUNDARY);
        assertThat(source.pollThreads()).isNotEmpty().containsOnly("emitter");
        assertThat(source.isCleared()).isTrue();
    }

    @Test
    void queuesTheItemsOfASourceRefusingTheBoundary() {
        FuseableSource<Integer> source = FuseableSource.of(FusedSubscription.SYNC, 1, 2, 3);
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        source.emitOn(emitter).subscribe(subscriber);

        subscriber.awaitCompletion(TIMEOUT).assertItems(1, 2, 3);
        assertThat(source.requestedModes()).containsExactly(FusedSubscription.ANY | FusedSubscription.BOUNDARY);
        assertThat(source.pollThreads()).isEmpty();
    }

    /**
     * The boundary rule: a stage running a user function refuses to be polled across {@code emitOn}, so the function
     * runs where the items are pushed (here the subscribing thread, whose first request the range answers) and only
     * the delivery moves to the executor. Fusing such a stage would run the function on the executor.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("stagesRunningUserFunctions")
    void userFunctionsOfTheStagesBeforeItStayOnTheUpstreamThread(
            String stage, BiFunction<Multi<Integer>, Runnable, Multi<Integer>> withFunction) {
        List<String> functionThreads = new CopyOnWriteArrayList<>();
        List<String> deliveryThreads = new CopyOnWriteArrayList<>();
        Multi<Integer> upstream = withFunction.apply(
                Multi.createFrom().range(0, 10),
                () -> functionThreads.add(Thread.currentThread().getName()));
        AssertSubscriber<Integer> subscriber = upstream.emitOn(emitter)
                .onItem()
                .invoke(() -> deliveryThreads.add(Thread.currentThread().getName()))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));

        subscriber.awaitCompletion(TIMEOUT);
        assertThat(functionThreads)
                .isNotEmpty()
                .containsOnly(Thread.currentThread().getName());
        assertThat(deliveryThreads).isNotEmpty().containsOnly("emitter");
    }

    static Stream<Arguments> stagesRunningUserFunctions() {
        return Stream.of(
                stage("onItem().transform", (multi, function) -> multi.onItem().transform(i -> {
                    function.run();
                    return i;
                })),
                stage("onItem().invoke", (multi, function) -> multi.onItem().invoke(function)),
                stage("select().where", (multi, function) -> multi.select().where(i -> {
                    function.run();
                    return i % 2 == 0;
                })),
                stage("skip().where", (multi, function) -> multi.skip().where(i -> {
                    function.run();
                    return i % 2 == 0;
                })),
                stage("select().first(predicate)", (multi, function) -> multi.select()
                        .first(i -> {
                            function.run();
                            return i < 5;
                        })));
    }

    private static Arguments stage(String name, BiFunction<Multi<Integer>, Runnable, Multi<Integer>> withFunction) {
        return Arguments.of(name, withFunction);
    }

    @Test
    void fusedDrainFollowsTheDemandAndCompletesWithoutMoreDemand() throws Exception {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(2);
        Multi.createFrom().range(0, 4).emitOn(emitter).subscribe(subscriber);
        subscriber.awaitItems(2, TIMEOUT);
        quiesce();
        subscriber.assertItems(0, 1).assertNotTerminated();

        subscriber.request(2);
        subscriber.awaitCompletion(TIMEOUT).assertItems(0, 1, 2, 3);
    }

    @Test
    void fusedSourceFailureIsDeliveredOnTheExecutorAfterTheItems() {
        FuseableSource<Integer> source = FuseableSource.failingAfter(
                FusedSubscription.SYNC | FusedSubscription.BOUNDARY, new IllegalStateException("poll"), 1, 2);
        List<String> threads = new CopyOnWriteArrayList<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        source.emitOn(emitter)
                .onFailure()
                .invoke(failure -> threads.add(Thread.currentThread().getName()))
                .subscribe(subscriber);

        subscriber.awaitFailure(TIMEOUT).assertItems(1, 2).assertFailedWith(IllegalStateException.class, "poll");
        assertThat(threads).containsExactly("emitter");
        assertThat(source.isCleared()).isTrue();
    }

    @Test
    void fusedCancellationClearsTheSource() throws Exception {
        Integer[] items = IntStream.range(0, 100).boxed().toArray(Integer[]::new);
        FuseableSource<Integer> source = FuseableSource.of(FusedSubscription.SYNC | FusedSubscription.BOUNDARY, items);
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(3);
        source.emitOn(emitter).subscribe(subscriber);
        subscriber.awaitItems(3, TIMEOUT);

        subscriber.cancel();
        subscriber.request(10);
        quiesce();

        subscriber.assertItems(0, 1, 2).assertNotTerminated();
        assertThat(source.isCancelled()).isTrue();
        assertThat(source.isCleared()).isTrue();
    }

    @Test
    void fusedInvalidRequestFailsAndClearsTheSource() {
        FuseableSource<Integer> source = FuseableSource.of(FusedSubscription.SYNC | FusedSubscription.BOUNDARY, 1, 2);
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        source.emitOn(emitter).subscribe(subscriber);

        subscriber.request(-1);

        subscriber.awaitFailure(TIMEOUT).assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(source.isCleared()).isTrue();
    }

    @Test
    void fusedDrainRacingRequestsFromAnotherThread() throws Exception {
        for (int i = 0; i < 1000; i++) {
            AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
            Multi.createFrom().range(0, 50).emitOn(pool, 4).subscribe(subscriber);
            CyclicBarrier barrier = new CyclicBarrier(2);
            pool.execute(() -> {
                await(barrier);
                for (int n = 0; n < 25; n++) {
                    subscriber.request(1);
                }
            });
            await(barrier);
            for (int n = 0; n < 25; n++) {
                subscriber.request(1);
            }
            subscriber.awaitCompletion(TIMEOUT);
            assertThat(subscriber.getItems())
                    .isEqualTo(IntStream.range(0, 50).boxed().collect(Collectors.toList()));
        }
        assertThat(dropped).isEmpty();
    }

    /** The fused range's drain loop, and the known item's task. */
    @ParameterizedTest
    @MethodSource("polledSources")
    void fusedDrainWaitsForOnSubscribeToReturn(Multi<Integer> source, List<Integer> expected) {
        AtomicBoolean insideOnSubscribe = new AtomicBoolean();
        List<String> violations = new CopyOnWriteArrayList<>();
        AssertSubscriber<Integer> received = AssertSubscriber.create(Long.MAX_VALUE);
        source.emitOn(emitter).subscribe(new MultiSubscriber<Integer>() {
            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                insideOnSubscribe.set(true);
                subscription.request(10);
                try {
                    quiesce(); // a drain submitted by the request would have run by now
                } catch (Exception e) {
                    violations.add(e.toString());
                }
                insideOnSubscribe.set(false);
                received.onSubscribe(subscription);
            }

            @Override
            public void onItem(Integer item) {
                if (insideOnSubscribe.get()) {
                    violations.add("onItem(" + item + ") during onSubscribe");
                }
                received.onItem(item);
            }

            @Override
            public void onFailure(Throwable failure) {
                received.onFailure(failure);
            }

            @Override
            public void onCompletion() {
                received.onCompletion();
            }
        });

        received.awaitCompletion(TIMEOUT);
        assertThat(received.getItems()).isEqualTo(expected);
        assertThat(violations).isEmpty();
    }

    static Stream<Arguments> polledSources() {
        return Stream.of(
                Arguments.of(Multi.createFrom().range(0, 3), List.of(0, 1, 2)),
                Arguments.of(Multi.createFrom().item(7), List.of(7)));
    }

    @Test
    void drainsAnAsynchronousFuseableSourceOnTheExecutor() {
        FuseableSource<Integer> source =
                FuseableSource.of(FusedSubscription.ASYNC | FusedSubscription.BOUNDARY, 1, 2, 3);
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        source.emitOn(emitter).subscribe(subscriber);

        subscriber.awaitCompletion(TIMEOUT).assertItems(1, 2, 3);
        assertThat(source.requestedModes()).containsExactly(FusedSubscription.ANY | FusedSubscription.BOUNDARY);
        assertThat(source.pollThreads()).isNotEmpty().containsOnly("emitter");
    }

    @Test
    void asynchronousFuseableSourceFailureFollowsItsItems() {
        FuseableSource<Integer> source = FuseableSource.failingAfter(
                FusedSubscription.ASYNC | FusedSubscription.BOUNDARY, new IllegalStateException("boom"), 1, 2);
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        source.emitOn(emitter).subscribe(subscriber);

        subscriber.awaitFailure(TIMEOUT).assertItems(1, 2).assertFailedWith(IllegalStateException.class, "boom");
        assertThat(source.isCleared()).isTrue();
    }

    @Test
    void asynchronousFuseableSourceIsPolledWithinTheDemand() throws Exception {
        Integer[] items = IntStream.range(0, 10).boxed().toArray(Integer[]::new);
        FuseableSource<Integer> source = FuseableSource.of(FusedSubscription.ASYNC | FusedSubscription.BOUNDARY, items);
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(2);
        source.emitOn(emitter, 4).subscribe(subscriber);
        subscriber.awaitItems(2, TIMEOUT);
        quiesce();
        subscriber.assertItems(0, 1).assertNotTerminated();

        subscriber.cancel();
        quiesce();
        assertThat(source.isCancelled()).isTrue();
        assertThat(source.isCleared()).isTrue();
    }

    @Test
    void offersItsQueueToAnAsynchronouslyFusingConsumer() {
        FusingSubscriber<Integer> subscriber =
                FusingSubscriber.subscribe(nonFuseableRange(100).emitOn(emitter, 8), FusedSubscription.ASYNC);

        Awaitility.await().atMost(TIMEOUT).until(subscriber::isCompleted);
        assertThat(subscriber.mode()).isEqualTo(FusedSubscription.ASYNC);
        assertThat(subscriber.items()).containsExactlyElementsOf(range(100));
        // without BOUNDARY, the consumer polls where emitOn would have delivered: on the executor
        assertThat(subscriber.pollThreads()).isNotEmpty().containsOnly("emitter");
    }

    @Test
    void signalsABoundaryConsumerWithoutHoppingToItsExecutor() {
        CountingExecutor executor = new CountingExecutor(emitter);
        String caller = Thread.currentThread().getName();
        FusingSubscriber<Integer> subscriber = FusingSubscriber.subscribe(
                nonFuseableRange(5).emitOn(executor), FusedSubscription.ASYNC | FusedSubscription.BOUNDARY);

        assertThat(subscriber.mode()).isEqualTo(FusedSubscription.ASYNC);
        assertThat(subscriber.isCompleted()).isTrue();
        assertThat(subscriber.items()).containsExactly(0, 1, 2, 3, 4);
        assertThat(subscriber.pollThreads()).isNotEmpty().containsOnly(caller);
        assertThat(executor.tasks).hasValue(0);
    }

    @Test
    void refusesAsynchronousFusionWhenItPullsASynchronousSource() {
        FusingSubscriber<Integer> subscriber =
                FusingSubscriber.subscribe(Multi.createFrom().range(0, 3).emitOn(emitter), FusedSubscription.ASYNC);

        Awaitility.await().atMost(TIMEOUT).until(subscriber::isCompleted);
        assertThat(subscriber.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(subscriber.items()).containsExactly(0, 1, 2);
    }

    @Test
    void emitOnAfterEmitOnDeliversEveryItemOnTheLastExecutor() {
        ExecutorService second = Executors.newSingleThreadExecutor(r -> new Thread(r, "second"));
        try {
            CountingExecutor first = new CountingExecutor(pool);
            List<String> threads = new CopyOnWriteArrayList<>();
            List<Long> requests = new CopyOnWriteArrayList<>();
            AssertSubscriber<Integer> subscriber = nonFuseableRange(10_000)
                    .onRequest()
                    .invoke(requests::add)
                    .emitOn(first, 16)
                    .emitOn(second, 8)
                    .onItem()
                    .invoke(i -> threads.add(Thread.currentThread().getName()))
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));

            subscriber.awaitCompletion(TIMEOUT);
            assertThat(subscriber.getItems()).containsExactlyElementsOf(range(10_000));
            assertThat(threads).hasSize(10_000).containsOnly("second");
            // the second emitOn polls the first one's queue, which replenishes by 75 % of its prefetch
            assertThat(first.tasks).hasValue(0);
            assertThat(requests.get(0)).isEqualTo(16L);
            assertThat(requests.subList(1, requests.size())).containsOnly(12L);
        } finally {
            second.shutdownNow();
        }
    }

    @Test
    void emitOnAfterEmitOnPropagatesFailureAndCancellation() {
        ExecutorService second = Executors.newSingleThreadExecutor(r -> new Thread(r, "second"));
        try {
            AssertSubscriber<Integer> failed = nonFuseableRange(3)
                    .onCompletion()
                    .failWith(new IOException("boom"))
                    .emitOn(pool)
                    .emitOn(second)
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(10));
            failed.awaitFailure(TIMEOUT).assertItems(0, 1, 2).assertFailedWith(IOException.class, "boom");

            AtomicBoolean cancelled = new AtomicBoolean();
            AssertSubscriber<Integer> subscriber = Multi.createFrom()
                    .ticks()
                    .every(Duration.ofMillis(1))
                    .onItem()
                    .transform(Long::intValue)
                    .onCancellation()
                    .invoke(() -> cancelled.set(true))
                    .emitOn(pool)
                    .emitOn(second)
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(3));
            subscriber.awaitItems(3, TIMEOUT).cancel();
            Awaitility.await().atMost(TIMEOUT).untilTrue(cancelled);
            subscriber.assertNotTerminated();
        } finally {
            second.shutdownNow();
        }
    }

    @Test
    void collectPollsTheQueueOnTheExecutor() {
        List<String> threads = new CopyOnWriteArrayList<>();
        List<Integer> result = nonFuseableRange(1000)
                .emitOn(emitter, 16)
                .collect()
                .in(ArrayList<Integer>::new, (list, item) -> {
                    threads.add(Thread.currentThread().getName());
                    list.add(item);
                })
                .await()
                .atMost(TIMEOUT);
        assertThat(result).containsExactlyElementsOf(range(1000));
        assertThat(threads).hasSize(1000).containsOnly("emitter");
    }

    /** A range behind a stage that is not fuseable across a boundary: emitOn queues its items. */
    private static Multi<Integer> nonFuseableRange(int count) {
        return Multi.createFrom().range(0, count).onItem().transform(i -> i);
    }

    @Test
    void deliversAKnownItemAndItsCompletionInOneTaskAfterTheFirstRequest() throws Exception {
        CountingExecutor counting = new CountingExecutor(emitter);
        List<String> threads = new CopyOnWriteArrayList<>();
        AssertSubscriber<Integer> subscriber = signalThreads(0, threads);
        Multi.createFrom().range(5, 6).emitOn(counting).subscribe(subscriber);
        quiesce();
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
        assertThat(counting.tasks).hasValue(0);

        subscriber.request(1).request(1);

        subscriber.awaitCompletion(TIMEOUT).assertItems(5).assertNoViolations();
        assertThat(threads).containsExactly("emitter", "emitter");
        assertThat(counting.tasks).hasValue(1);
    }

    @Test
    void knownItemInvalidRequestFailsOnTheExecutorWithoutTheItem() {
        List<String> threads = new CopyOnWriteArrayList<>();
        AssertSubscriber<Integer> subscriber = signalThreads(0, threads);
        Multi.createFrom().item(1).emitOn(emitter).subscribe(subscriber);

        subscriber.request(-1);

        subscriber
                .awaitFailure(TIMEOUT)
                .assertFailedWith(IllegalArgumentException.class, "rule 3.9")
                .assertHasNotReceivedAnyItem();
        assertThat(threads).containsExactly("emitter");
    }

    @Test
    void knownItemInvalidRequestFromOnItemReplacesTheCompletion() {
        AssertSubscriber<Integer> subscriber = new AssertSubscriber<>(1) {
            @Override
            public void onItem(Integer item) {
                super.onItem(item);
                request(0);
            }
        };
        Multi.createFrom().item(1).emitOn(emitter).subscribe(subscriber);

        subscriber
                .awaitFailure(TIMEOUT)
                .assertFailedWith(IllegalArgumentException.class, "rule 3.9")
                .assertItems(1)
                .assertNoViolations();
    }

    @Test
    void knownItemCancelledBeforeItsTaskRunsDeliversNothing() {
        List<Runnable> tasks = new ArrayList<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        Multi.createFrom().item(1).emitOn(tasks::add).subscribe(subscriber);
        assertThat(tasks).hasSize(1);

        subscriber.cancel();
        subscriber.request(1);
        tasks.forEach(Runnable::run);

        assertThat(tasks).hasSize(1);
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
    }

    @Test
    void knownItemRejectedExecutionFailsOnTheRequestingThread() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        Multi.createFrom()
                .item(1)
                .emitOn(command -> {
                    throw new RejectedExecutionException("rejected");
                })
                .subscribe(subscriber);

        subscriber.request(1);

        subscriber
                .assertFailedWith(RejectedExecutionException.class, "rejected")
                .assertHasNotReceivedAnyItem();
        subscriber.request(1);
        subscriber.assertItems().assertNoViolations();
    }

    @Test
    void knownItemRequestsRacingCancellation() throws Exception {
        for (int i = 0; i < 2_000; i++) {
            AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
            Multi.createFrom().item(7).emitOn(emitter).subscribe(subscriber);
            CyclicBarrier barrier = new CyclicBarrier(2);
            Future<?> request = pool.submit(() -> {
                await(barrier);
                subscriber.request(1);
            });
            Future<?> cancel = pool.submit(() -> {
                await(barrier);
                subscriber.cancel();
            });
            request.get(5, TimeUnit.SECONDS);
            cancel.get(5, TimeUnit.SECONDS);
            quiesce(); // the task the request submitted has run
            subscriber.assertNoViolations();
            if (subscriber.hasCompleted()) {
                subscriber.assertItems(7);
            } else {
                subscriber.assertNotTerminated();
            }
        }
    }

    private static List<Integer> range(int count) {
        return IntStream.range(0, count).boxed().collect(Collectors.toList());
    }

    /** Counts the tasks submitted to a delegate executor. */
    private static final class CountingExecutor implements Executor {
        final AtomicInteger tasks = new AtomicInteger();
        private final Executor delegate;

        CountingExecutor(Executor delegate) {
            this.delegate = delegate;
        }

        @Override
        public void execute(Runnable task) {
            tasks.incrementAndGet();
            delegate.execute(task);
        }
    }

    /** A subscriber that records the thread of each item, completion and failure it receives into {@code threads}. */
    private static AssertSubscriber<Integer> signalThreads(long initialRequest, List<String> threads) {
        return new AssertSubscriber<>(initialRequest) {
            @Override
            public void onItem(Integer item) {
                threads.add(Thread.currentThread().getName());
                super.onItem(item);
            }

            @Override
            public void onCompletion() {
                threads.add(Thread.currentThread().getName());
                super.onCompletion();
            }

            @Override
            public void onFailure(Throwable failure) {
                threads.add(Thread.currentThread().getName());
                super.onFailure(failure);
            }
        };
    }

    @Test
    void anOverflowOfTheFirstOfTwoFusedEmitOnsFailsAtOnceWithoutDemand() {
        ExecutorService second = Executors.newSingleThreadExecutor(r -> new Thread(r, "second"));
        try {
            TestMulti<Integer> upstream = new TestMulti<>();
            AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
            upstream.emitOn(emitter, 2).emitOn(second).subscribe(subscriber);
            upstream.emit(1, 2, 3); // beyond the first emitOn's buffer of 2, which ignores nobody's demand
            // as with one emitOn: the overflow discards the buffer and fails without waiting for demand
            subscriber
                    .awaitFailure(Duration.ofSeconds(5))
                    .assertFailedWith(BackPressureFailure.class)
                    .assertHasNotReceivedAnyItem();
            assertThat(upstream.isCancelled()).isTrue();
        } finally {
            second.shutdownNow();
        }
    }

    @Test
    void anInvalidRequestFromOnSubscribeFailsTheStreamOnlyOnceOnSubscribeReturned() throws Exception {
        for (int round = 0; round < 100; round++) {
            AtomicBoolean inOnSubscribe = new AtomicBoolean();
            AtomicBoolean overlapped = new AtomicBoolean();
            java.util.concurrent.CountDownLatch failed = new java.util.concurrent.CountDownLatch(1);
            new TestMulti<Integer>().emitOn(emitter).subscribe(new MultiSubscriber<Integer>() {
                @Override
                public void onSubscribe(Flow.Subscription subscription) {
                    inOnSubscribe.set(true);
                    subscription.request(-1);
                    try {
                        Thread.sleep(2); // time for the executor to signal, were it allowed to
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    inOnSubscribe.set(false);
                }

                @Override
                public void onItem(Integer item) {}

                @Override
                public void onFailure(Throwable failure) {
                    overlapped.compareAndSet(false, inOnSubscribe.get());
                    failed.countDown();
                }

                @Override
                public void onCompletion() {}
            });
            assertThat(failed.await(5, TimeUnit.SECONDS)).isTrue();
            assertThat(overlapped)
                    .as("round %d: onFailure during onSubscribe (rule 1.3)", round)
                    .isFalse();
        }
    }

    @Test
    void theFirstUpstreamRequestAndTheReplenishingOnesAreNeverMadeAtOnce() {
        AtomicInteger inRequest = new AtomicInteger();
        AtomicInteger mostAtOnce = new AtomicInteger();
        // a source emitting within request, trampolined, that takes a moment to return from it
        Multi<Integer> slowToReturn = new io.mutiny.operators.AbstractMulti<>() {
            @Override
            protected void subscribeActual(MultiSubscriber<? super Integer> downstream) {
                downstream.onSubscribe(new Flow.Subscription() {
                    private final AtomicLong demand = new AtomicLong();
                    private final AtomicInteger wip = new AtomicInteger();
                    private volatile boolean stopped;
                    private int index;

                    @Override
                    public void request(long n) {
                        mostAtOnce.accumulateAndGet(inRequest.incrementAndGet(), Math::max);
                        demand.addAndGet(n);
                        if (wip.getAndIncrement() == 0) {
                            do {
                                while (!stopped && index < 20 && demand.get() > 0) {
                                    demand.decrementAndGet();
                                    downstream.onItem(index++);
                                }
                                if (!stopped && index == 20) {
                                    stopped = true;
                                    downstream.onCompletion();
                                }
                            } while (wip.decrementAndGet() != 0);
                        }
                        try {
                            Thread.sleep(20);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                        inRequest.decrementAndGet();
                    }

                    @Override
                    public void cancel() {
                        stopped = true;
                    }
                });
            }
        };
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        slowToReturn.emitOn(emitter, 4).subscribe(subscriber);
        subscriber.awaitCompletion(Duration.ofSeconds(5));
        assertThat(subscriber.getItems()).hasSize(20);
        assertThat(mostAtOnce).as("request calls running at once (rule 2.7)").hasValue(1);
    }
}
