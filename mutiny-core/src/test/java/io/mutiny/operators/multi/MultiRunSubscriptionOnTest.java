package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.test.FusingSubscriber;
import io.mutiny.test.Race;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestSubscriber;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MultiRunSubscriptionOnTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(5);

    private final ExecutorService subscriptionExecutor =
            Executors.newSingleThreadExecutor(r -> new Thread(r, "subscription-thread"));
    private final ExecutorService pool = Executors.newFixedThreadPool(4);

    @AfterEach
    void tearDown() {
        subscriptionExecutor.shutdownNow();
        pool.shutdownNow();
    }

    /** An executor that runs its tasks only when the test says so. */
    private static final class ManualExecutor implements Executor {
        private final Queue<Runnable> tasks = new ArrayDeque<>();

        @Override
        public synchronized void execute(Runnable command) {
            tasks.add(command);
        }

        private int executed;

        synchronized void runAll() {
            Runnable task;
            while ((task = tasks.poll()) != null) {
                executed++;
                task.run();
            }
        }

        synchronized int pending() {
            return tasks.size();
        }

        synchronized int executed() {
            return executed;
        }
    }

    @Test
    void rejectsANullExecutor() {
        assertThatThrownBy(() -> Multi.createFrom().items(1).runSubscriptionOn(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("executor");
    }

    @Test
    void subscribesAndRequestsOnTheExecutor() {
        List<String> requestThreads = new CopyOnWriteArrayList<>();
        TestMulti<Integer> upstream = new TestMulti<>();
        upstream.onRequest(() -> requestThreads.add(Thread.currentThread().getName()));
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(2);

        upstream.runSubscriptionOn(subscriptionExecutor).subscribe(subscriber);

        subscriber.assertSubscribed();
        org.awaitility.Awaitility.await()
                .pollDelay(Duration.ZERO)
                .pollInterval(Duration.ofMillis(1))
                .atMost(TIMEOUT)
                .until(() -> upstream.requested() == 2);
        assertThat(upstream.subscriptionThread().getName()).isEqualTo("subscription-thread");

        subscriber.request(3);
        org.awaitility.Awaitility.await()
                .pollDelay(Duration.ZERO)
                .pollInterval(Duration.ofMillis(1))
                .atMost(TIMEOUT)
                .until(() -> upstream.requested() == 5);
        assertThat(requestThreads).containsOnly("subscription-thread");

        upstream.emit(1, 2, 3);
        upstream.complete();
        subscriber.assertCompleted().assertItems(1, 2, 3);
    }

    @Test
    void passesItemsAndCompletion() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        Multi.createFrom().range(0, 5).runSubscriptionOn(pool).subscribe(subscriber);
        subscriber.awaitCompletion(TIMEOUT).assertItems(0, 1, 2, 3, 4);
    }

    @Test
    void keepsRequestsMadeBeforeTheUpstreamSubscription() {
        ManualExecutor executor = new ManualExecutor();
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.runSubscriptionOn(executor).subscribe(subscriber);

        subscriber.request(2);
        subscriber.request(3);
        assertThat(upstream.hasSubscriber()).isFalse();

        executor.runAll();

        assertThat(upstream.requests()).containsExactly(5L);
    }

    @Test
    void theSubscriptionTaskForwardsTheFirstRequestWithoutAnotherTask() {
        ManualExecutor executor = new ManualExecutor();
        TestMulti<Integer> upstream = new TestMulti<>();
        List<String> requestThreads = new CopyOnWriteArrayList<>();
        upstream.onRequest(() -> requestThreads.add(Thread.currentThread().getName()));
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(4);
        upstream.runSubscriptionOn(executor).subscribe(subscriber);
        assertThat(executor.pending()).as("the subscription task only").isEqualTo(1);

        Thread runner = new Thread(executor::runAll, "subscription-thread");
        runner.start();
        org.awaitility.Awaitility.await().atMost(TIMEOUT).until(() -> !runner.isAlive());

        assertThat(upstream.requests()).containsExactly(4L);
        assertThat(requestThreads).containsExactly("subscription-thread");
        assertThat(executor.executed()).isEqualTo(1);

        subscriber.request(1);
        assertThat(executor.pending()).as("a later request is a task").isEqualTo(1);
        executor.runAll();
        assertThat(upstream.requests()).containsExactly(4L, 1L);
    }

    @Test
    void requestsStayOnTheExecutorWhenTheUpstreamSubscribesFromAnotherThread() {
        TestMulti<Integer> upstream = new TestMulti<>();
        List<String> requestThreads = new CopyOnWriteArrayList<>();
        upstream.onRequest(() -> requestThreads.add(Thread.currentThread().getName()));
        // hands the subscriber to the upstream on another thread: its onSubscribe arrives outside the task
        Multi<Integer> late =
                Multi.createFrom().publisher(subscriber -> pool.execute(() -> upstream.subscribe(subscriber)));
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(3);

        late.runSubscriptionOn(subscriptionExecutor).subscribe(subscriber);

        org.awaitility.Awaitility.await()
                .pollDelay(Duration.ZERO)
                .pollInterval(Duration.ofMillis(1))
                .atMost(TIMEOUT)
                .until(() -> upstream.requested() == 3);
        assertThat(requestThreads).containsOnly("subscription-thread");
    }

    @Test
    void cancellationBeforeTheSubscriptionTaskSkipsTheSubscription() {
        ManualExecutor executor = new ManualExecutor();
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        upstream.runSubscriptionOn(executor).subscribe(subscriber);

        subscriber.cancel();
        executor.runAll();

        assertThat(upstream.subscriptions()).isZero();
    }

    @Test
    void cancellationWithinOnSubscribeSchedulesNoTask() {
        ManualExecutor executor = new ManualExecutor();
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = new AssertSubscriber<>(1, true);

        upstream.runSubscriptionOn(executor).subscribe(subscriber);

        assertThat(executor.pending()).isZero();
        assertThat(upstream.subscriptions()).isZero();
    }

    @Test
    void requestsMadeWhileTheSubscriptionTaskRunsAreForwardedByIt() {
        ManualExecutor executor = new ManualExecutor();
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(4);
        upstream.onRequest(() -> {
            if (upstream.requests().size() == 1) {
                subscriber.request(2); // from the upstream's request, within the subscription task
            }
        });
        upstream.runSubscriptionOn(executor).subscribe(subscriber);

        executor.runAll();

        assertThat(upstream.requests()).containsExactly(4L, 2L);
        assertThat(executor.executed()).isEqualTo(1);
        assertThat(executor.pending()).isZero();
    }

    @Test
    void cancellationReachesUpstream() {
        ManualExecutor executor = new ManualExecutor();
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        upstream.runSubscriptionOn(executor).subscribe(subscriber);
        executor.runAll();

        subscriber.cancel();
        subscriber.request(4);
        executor.runAll();

        assertThat(upstream.isCancelled()).isTrue();
        assertThat(upstream.requests()).containsExactly(1L);
    }

    @ParameterizedTest
    @ValueSource(longs = {0, -1})
    void anInvalidRequestReachesTheSourceWhichFailsTheStream(long invalid) {
        ManualExecutor executor = new ManualExecutor();
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.runSubscriptionOn(executor).subscribe(subscriber);
        executor.runAll();

        subscriber.request(invalid);
        executor.runAll();

        subscriber.assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(upstream.requests()).containsExactly(invalid);
    }

    @Test
    void rejectedSubscriptionFailsTheStream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        upstream.runSubscriptionOn(command -> {
                    throw new RejectedExecutionException("full");
                })
                .subscribe(subscriber);

        subscriber.assertFailedWith(RejectedExecutionException.class, "full");
        assertThat(upstream.subscriptions()).isZero();
    }

    @Test
    void rejectedRequestFailsTheStreamAndCancelsUpstream() {
        AtomicBoolean reject = new AtomicBoolean();
        ManualExecutor manual = new ManualExecutor();
        Executor executor = command -> {
            if (reject.get()) {
                throw new RejectedExecutionException("shut down");
            }
            manual.execute(command);
        };
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.runSubscriptionOn(executor).subscribe(subscriber);
        manual.runAll();

        reject.set(true);
        subscriber.request(1);

        subscriber.assertFailedWith(RejectedExecutionException.class, "shut down");
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void concurrentRequestsNeverOverlapUpstream() throws Exception {
        for (int round = 0; round < 300; round++) {
            TestMulti<Integer> upstream = new TestMulti<>();
            // Widens the window in which a second request could enter.
            upstream.onRequest(() -> {
                for (int spin = 0; spin < 50; spin++) {
                    Thread.onSpinWait();
                }
            });
            AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
            upstream.runSubscriptionOn(pool).subscribe(subscriber);

            int threads = 4;
            int requestsPerThread = 50;
            CountDownLatch start = new CountDownLatch(1);
            CountDownLatch finished = new CountDownLatch(threads);
            for (int t = 0; t < threads; t++) {
                pool.execute(() -> {
                    try {
                        start.await(5, TimeUnit.SECONDS);
                        for (int r = 0; r < requestsPerThread; r++) {
                            subscriber.request(1);
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    } finally {
                        finished.countDown();
                    }
                });
            }
            start.countDown();
            assertThat(finished.await(5, TimeUnit.SECONDS)).isTrue();

            org.awaitility.Awaitility.await()
                    .pollDelay(Duration.ZERO)
                    .pollInterval(Duration.ofMillis(1))
                    .atMost(TIMEOUT)
                    .until(() -> upstream.requested() == threads * requestsPerThread);
            assertThat(upstream.maxConcurrentRequests()).isEqualTo(1);
        }
    }

    @Test
    void anInvalidRequestWhileItemsFlowIsForwardedAndNeverOverlapsAnItem() {
        try (Race race = new Race()) {
            for (int i = 0; i < 1_000; i++) {
                TestSubscriber<Integer> subscriber = TestSubscriber.create(0);
                Multi.createFrom().range(0, 1_000).runSubscriptionOn(pool).subscribe(subscriber);

                race.run(() -> subscriber.request(Long.MAX_VALUE), () -> subscriber.request(-1));

                subscriber.awaitTermination().assertNoViolation();
                if (!subscriber.isCompleted()) {
                    assertThat(subscriber.failure()).isInstanceOf(IllegalArgumentException.class);
                }
            }
        }
    }

    @Test
    void aRejectedRequestWhileItemsFlowFailsTheStreamWithoutOverlappingAnItem() {
        try (Race race = new Race()) {
            for (int i = 0; i < 1_000; i++) {
                AtomicBoolean reject = new AtomicBoolean();
                Executor rejecting = task -> {
                    if (reject.get()) {
                        throw new RejectedExecutionException("shut down");
                    }
                    pool.execute(task);
                };
                TestSubscriber<Integer> subscriber = TestSubscriber.create(0);
                Multi.createFrom().range(0, 1_000).runSubscriptionOn(rejecting).subscribe(subscriber);

                race.run(() -> subscriber.request(1_000), () -> {
                    reject.set(true);
                    subscriber.request(1);
                });

                subscriber.awaitTermination().assertNoViolation();
                if (!subscriber.isCompleted()) {
                    assertThat(subscriber.failure()).isInstanceOf(RejectedExecutionException.class);
                }
            }
        }
    }

    @Test
    void grantsAsynchronousFusionToABoundaryConsumerOnly() {
        Multi<Integer> multi = Multi.createFrom().range(0, 3).runSubscriptionOn(subscriptionExecutor);
        assertThat(FusingSubscriber.subscribe(multi, FusedSubscription.ANY).mode())
                .isEqualTo(FusedSubscription.NONE);
        assertThat(FusingSubscriber.subscribe(multi, FusedSubscription.ANY | FusedSubscription.BOUNDARY)
                        .mode())
                .isEqualTo(FusedSubscription.ASYNC);
    }

    @Test
    void emitOnPollsASourceRunningNoUserCodeWithoutARequestTask() {
        ExecutorService emitExecutor = Executors.newSingleThreadExecutor(r -> new Thread(r, "emit-thread"));
        try {
            ManualExecutor executor = new ManualExecutor();
            List<String> itemThreads = new CopyOnWriteArrayList<>();
            AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
            Multi.createFrom()
                    .range(0, 1_000)
                    .runSubscriptionOn(executor)
                    .emitOn(emitExecutor, 16)
                    .onItem()
                    .invoke(item -> itemThreads.add(Thread.currentThread().getName()))
                    .subscribe(subscriber);
            executor.runAll(); // the subscription task

            // without fusion, each replenishing request of emitOn would be a task left pending here
            subscriber.awaitCompletion(TIMEOUT);
            assertThat(subscriber.getItems())
                    .isEqualTo(IntStream.range(0, 1_000).boxed().collect(Collectors.toList()));
            assertThat(executor.executed()).isEqualTo(1);
            assertThat(executor.pending()).isZero();
            assertThat(itemThreads).containsOnly("emit-thread");
        } finally {
            emitExecutor.shutdownNow();
        }
    }

    @Test
    void aPolledSourceCompletesWithoutWaitingForMoreDemand() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(3);
        Multi.createFrom()
                .range(0, 3)
                .runSubscriptionOn(subscriptionExecutor)
                .emitOn(pool)
                .subscribe(subscriber);
        subscriber.awaitCompletion(TIMEOUT).assertItems(0, 1, 2);
    }

    @Test
    void cancellingEmitOnStopsAPolledSource() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        Multi.createFrom()
                .range(0, Integer.MAX_VALUE)
                .runSubscriptionOn(subscriptionExecutor)
                .emitOn(pool, 4)
                .subscribe(subscriber);
        subscriber.awaitItems(10, TIMEOUT);
        subscriber.cancel();
        subscriber.request(5);
        assertThat(subscriber.getItems()).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
        subscriber.assertNotTerminated();
    }

    @Test
    void emitOnPollsThePushedItemsOfAnotherSourceStillRequestedOnTheExecutor() {
        TestMulti<Integer> upstream = new TestMulti<>();
        List<String> requestThreads = new CopyOnWriteArrayList<>();
        upstream.onRequest(() -> requestThreads.add(Thread.currentThread().getName()));
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        upstream.runSubscriptionOn(subscriptionExecutor).emitOn(pool, 4).subscribe(subscriber);
        org.awaitility.Awaitility.await().atMost(TIMEOUT).until(() -> upstream.requested() == 4);

        upstream.emit(1, 2, 3, 4);
        org.awaitility.Awaitility.await().atMost(TIMEOUT).until(() -> upstream.requested() == 7);
        upstream.emit(5);
        upstream.complete();

        subscriber.awaitCompletion(TIMEOUT).assertItems(1, 2, 3, 4, 5);
        assertThat(requestThreads).containsOnly("subscription-thread");
    }

    @Test
    void aSourceRunningUserCodeStaysOnTheExecutorBeforeEmitOn() {
        List<String> iteratorThreads = new CopyOnWriteArrayList<>();
        Iterable<Integer> numbers = () -> new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < 100;
            }

            @Override
            public Integer next() {
                iteratorThreads.add(Thread.currentThread().getName());
                return next++;
            }
        };
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        Multi.createFrom()
                .iterable(numbers)
                .runSubscriptionOn(subscriptionExecutor)
                .emitOn(pool, 4)
                .subscribe(subscriber);
        subscriber.awaitCompletion(TIMEOUT).assertItemCount(100);
        assertThat(iteratorThreads).containsOnly("subscription-thread");
    }

    @Test
    void aPolledSourceRacingRequestAndCancellationDeliversAnOrderedPrefix() {
        try (Race race = new Race()) {
            for (int i = 0; i < 500; i++) {
                TestSubscriber<Integer> subscriber = TestSubscriber.create(0);
                Multi.createFrom()
                        .range(0, 1_000)
                        .runSubscriptionOn(subscriptionExecutor)
                        .emitOn(pool, 8)
                        .subscribe(subscriber);

                race.run(() -> subscriber.request(1_000), subscriber::cancel);

                subscriber.assertNoViolation();
                List<Integer> items = subscriber.items();
                assertThat(items)
                        .isEqualTo(IntStream.range(0, items.size()).boxed().collect(Collectors.toList()));
                assertThat(subscriber.failure()).isNull();
            }
        }
    }
}
