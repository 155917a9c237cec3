package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.TimeoutException;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.test.TestMulti;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class MultiIfNoItemTest {

    private static final Duration ONE_SECOND = Duration.ofSeconds(1);

    private final VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
    private final List<Throwable> dropped = new CopyOnWriteArrayList<>();

    MultiIfNoItemTest() {
        Infrastructure.setDroppedExceptionHandler(dropped::add);
    }

    @AfterEach
    void tearDown() {
        scheduler.shutdownNow();
        Infrastructure.resetDroppedExceptionHandler();
    }

    @Test
    void rejectsInvalidArguments() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.ifNoItem().after(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("timeout");
        assertThatThrownBy(() -> multi.ifNoItem().after(Duration.ZERO)).hasMessageContaining("timeout");
        assertThatThrownBy(() -> multi.ifNoItem().after(ONE_SECOND).on(null)).hasMessageContaining("executor");
        assertThatThrownBy(() -> multi.ifNoItem().after(ONE_SECOND).failWith((Throwable) null))
                .hasMessageContaining("failure");
        assertThatThrownBy(() ->
                        multi.ifNoItem().after(ONE_SECOND).failWith((java.util.function.Supplier<Throwable>) null))
                .hasMessageContaining("supplier");
        assertThatThrownBy(() -> multi.ifNoItem().after(ONE_SECOND).recoverWithMulti((Multi<Integer>) null))
                .hasMessageContaining("fallback");
    }

    @Test
    void failsWithTimeoutExceptionWhenNoItemArrives() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        upstream.ifNoItem().after(ONE_SECOND).on(scheduler).fail().subscribe(subscriber);

        scheduler.advanceTimeBy(Duration.ofMillis(999));
        subscriber.assertNotTerminated();
        scheduler.advanceTimeBy(Duration.ofMillis(1));

        subscriber.assertFailedWith(TimeoutException.class);
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void timerIsReArmedOnEachItem() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        upstream.ifNoItem().after(ONE_SECOND).on(scheduler).fail().subscribe(subscriber);

        for (int i = 0; i < 5; i++) {
            scheduler.advanceTimeBy(Duration.ofMillis(900));
            upstream.emit(i);
        }
        subscriber.assertItems(0, 1, 2, 3, 4).assertNotTerminated();
        assertThat(scheduler.pendingTaskCount())
                .as("only the current timer is pending")
                .isEqualTo(1);

        scheduler.advanceTimeBy(ONE_SECOND);
        subscriber.assertFailedWith(TimeoutException.class);
    }

    @Test
    void timerIsReArmedAfterAnItemEmittedWhileSubscribing() {
        // the subscriber requests in onSubscribe and the range emits one item synchronously, before the operator
        // arms its first timer: the timer armed for that item must survive, so that the silence after it times out
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        Multi.createFrom()
                .range(0, 10)
                .ifNoItem()
                .after(ONE_SECOND)
                .on(scheduler)
                .fail()
                .subscribe(subscriber);
        subscriber.assertItems(0);

        scheduler.advanceTimeBy(Duration.ofSeconds(2));

        subscriber.assertFailedWith(TimeoutException.class);
    }

    @Test
    void completionCancelsTheTimer() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        upstream.ifNoItem().after(ONE_SECOND).on(scheduler).fail().subscribe(subscriber);

        upstream.emit(1);
        upstream.complete();

        subscriber.assertItems(1).assertCompleted();
        assertThat(scheduler.pendingTaskCount()).isZero();
        scheduler.advanceTimeBy(Duration.ofSeconds(5));
        subscriber.assertCompleted();
    }

    @Test
    void failurePassesAndCancelsTheTimer() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        upstream.ifNoItem().after(ONE_SECOND).on(scheduler).fail().subscribe(subscriber);

        upstream.fail(new IOException("boom"));

        subscriber.assertFailedWith(IOException.class, "boom");
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void cancellationCancelsTheTimerAndUpstream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        upstream.ifNoItem().after(ONE_SECOND).on(scheduler).fail().subscribe(subscriber);

        subscriber.cancel();

        assertThat(upstream.isCancelled()).isTrue();
        assertThat(scheduler.pendingTaskCount()).isZero();
        scheduler.advanceTimeBy(Duration.ofSeconds(5));
        subscriber.assertNotTerminated();
    }

    @Test
    void failWithACustomFailureOrSupplier() {
        AssertSubscriber<Integer> first = AssertSubscriber.create(1);
        new TestMulti<Integer>()
                .ifNoItem()
                .after(ONE_SECOND)
                .on(scheduler)
                .failWith(new IOException("custom"))
                .subscribe(first);
        AssertSubscriber<Integer> second = AssertSubscriber.create(1);
        new TestMulti<Integer>()
                .ifNoItem()
                .after(ONE_SECOND)
                .on(scheduler)
                .failWith(() -> new IllegalStateException("supplied"))
                .subscribe(second);
        AssertSubscriber<Integer> third = AssertSubscriber.create(1);
        new TestMulti<Integer>()
                .ifNoItem()
                .after(ONE_SECOND)
                .on(scheduler)
                .failWith(() -> null)
                .subscribe(third);
        AssertSubscriber<Integer> fourth = AssertSubscriber.create(1);
        new TestMulti<Integer>()
                .ifNoItem()
                .after(ONE_SECOND)
                .on(scheduler)
                .failWith(() -> {
                    throw new ArithmeticException("supplier threw");
                })
                .subscribe(fourth);

        scheduler.advanceTimeBy(ONE_SECOND);

        first.assertFailedWith(IOException.class, "custom");
        second.assertFailedWith(IllegalStateException.class, "supplied");
        third.assertFailedWith(NullPointerException.class);
        fourth.assertFailedWith(ArithmeticException.class, "supplier threw");
    }

    @Test
    void recoverWithCompletion() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        upstream.ifNoItem()
                .after(ONE_SECOND)
                .on(scheduler)
                .recoverWithCompletion()
                .subscribe(subscriber);

        upstream.emit(1);
        scheduler.advanceTimeBy(ONE_SECOND);

        subscriber.assertItems(1).assertCompleted();
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void recoverWithMultiGetsTheUnsatisfiedDemand() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestMulti<Integer> fallback = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(5);
        upstream.ifNoItem()
                .after(ONE_SECOND)
                .on(scheduler)
                .recoverWithMulti(fallback)
                .subscribe(subscriber);

        upstream.emit(1, 2);
        scheduler.advanceTimeBy(ONE_SECOND);

        assertThat(upstream.isCancelled()).isTrue();
        assertThat(fallback.requests()).containsExactly(3L);
        fallback.emit(10, 11, 12);
        subscriber.request(1);
        assertThat(fallback.requests()).containsExactly(3L, 1L);
        fallback.emit(13);
        fallback.complete();
        subscriber.assertItems(1, 2, 10, 11, 12, 13).assertCompleted();

        upstream.emit(99);
        subscriber.assertItems(1, 2, 10, 11, 12, 13);
    }

    @Test
    void recoverWithMultiSupplierAndRealSources() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        new TestMulti<Integer>()
                .ifNoItem()
                .after(ONE_SECOND)
                .on(scheduler)
                .recoverWithMulti(() -> Multi.createFrom().range(0, 3))
                .subscribe(subscriber);

        scheduler.advanceTimeBy(ONE_SECOND);

        subscriber.assertItems(0, 1, 2).assertCompleted();
    }

    @Test
    void fallbackIsCancelledWithTheStream() {
        TestMulti<Integer> fallback = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(5);
        new TestMulti<Integer>()
                .ifNoItem()
                .after(ONE_SECOND)
                .on(scheduler)
                .recoverWithMulti(fallback)
                .subscribe(subscriber);
        scheduler.advanceTimeBy(ONE_SECOND);

        subscriber.cancel();

        assertThat(fallback.isCancelled()).isTrue();
    }

    @Test
    void rejectedTimerFailsTheStream() {
        ScheduledThreadPoolExecutor shutDown = new ScheduledThreadPoolExecutor(1);
        shutDown.shutdown();
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);

        upstream.ifNoItem().after(ONE_SECOND).on(shutDown).fail().subscribe(subscriber);

        subscriber.assertFailedWith(RejectedExecutionException.class);
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void invalidRequestFailsAndCancels() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
        upstream.ifNoItem().after(ONE_SECOND).on(scheduler).fail().subscribe(subscriber);

        subscriber.request(0);

        subscriber.assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(upstream.isCancelled()).isTrue();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void invalidRequestAfterCancellationIsIgnored() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        upstream.ifNoItem().after(ONE_SECOND).on(scheduler).fail().subscribe(subscriber);
        subscriber.cancel();

        subscriber.request(0);

        // rule 3.6: once cancelled, a request is a no-op, an invalid one too
        assertThat(subscriber.getFailure()).isNull();
        subscriber.assertNoViolations();
        assertThat(dropped).isEmpty();
    }

    @Test
    void invalidRequestAfterTheTimeoutFailureIsIgnored() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        upstream.ifNoItem().after(ONE_SECOND).on(scheduler).fail().subscribe(subscriber);
        scheduler.advanceTimeBy(ONE_SECOND);
        subscriber.assertFailedWith(TimeoutException.class);

        subscriber.request(0);

        // rule 1.6: the failure cancelled the subscription, so the request is a no-op (no dropped failure either)
        subscriber.assertNoViolations();
        assertThat(dropped).isEmpty();
    }

    @Test
    void invalidRequestFromAnotherThreadWaitsForTheItemBeingDelivered() throws Exception {
        TestMulti<Integer> upstream = new TestMulti<>();
        OverlapDetector subscriber = new OverlapDetector();
        upstream.ifNoItem().after(ONE_SECOND).on(scheduler).fail().subscribe(subscriber);

        upstream.emit(1);

        subscriber.assertFailedAfterTheItemWithAnInvalidRequest();
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void invalidRequestFromAnotherThreadWaitsForTheFallbackItemBeingDelivered() throws Exception {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestMulti<Integer> fallback = new TestMulti<>();
        OverlapDetector subscriber = new OverlapDetector();
        upstream.ifNoItem()
                .after(ONE_SECOND)
                .on(scheduler)
                .recoverWithMulti(fallback)
                .subscribe(subscriber);
        scheduler.advanceTimeBy(ONE_SECOND);

        fallback.emit(1);

        subscriber.assertFailedAfterTheItemWithAnInvalidRequest();
        assertThat(fallback.isCancelled()).isTrue();
    }

    /**
     * Requests 0 from another thread while it receives its first item, waiting (bounded) for that request to return,
     * and records whether the failure came while the item was being delivered (rule 1.3).
     */
    private static final class OverlapDetector implements io.mutiny.subscription.MultiSubscriber<Integer> {
        private final java.util.concurrent.CountDownLatch failed = new java.util.concurrent.CountDownLatch(1);
        private volatile java.util.concurrent.Flow.Subscription subscription;
        private volatile boolean inItem;
        private volatile boolean overlapped;
        private volatile Throwable failure;

        @Override
        public void onSubscribe(java.util.concurrent.Flow.Subscription subscription) {
            this.subscription = subscription;
            subscription.request(10);
        }

        @Override
        public void onItem(Integer item) {
            inItem = true;
            Thread requester = new Thread(() -> subscription.request(0));
            requester.start();
            try {
                requester.join(5000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            inItem = false;
        }

        @Override
        public void onFailure(Throwable failure) {
            overlapped |= inItem;
            this.failure = failure;
            failed.countDown();
        }

        @Override
        public void onCompletion() {}

        void assertFailedAfterTheItemWithAnInvalidRequest() throws InterruptedException {
            assertThat(failed.await(5, TimeUnit.SECONDS)).isTrue();
            assertThat(failure).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rule 3.9");
            assertThat(overlapped)
                    .as("onFailure called while onItem was running")
                    .isFalse();
        }
    }

    @Test
    void lateItemRacingTheTimeoutNeverProducesTwoOutcomes() throws Exception {
        ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor();
        try {
            for (int round = 0; round < 2000; round++) {
                TestMulti<Integer> upstream = new TestMulti<>();
                AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
                CyclicBarrier barrier = new CyclicBarrier(2);
                // The timeout fires on the timer thread; the item races it from this thread.
                upstream.ifNoItem()
                        .after(Duration.ofNanos(1))
                        .on(new BarrierScheduler(timers, barrier))
                        .fail()
                        .subscribe(subscriber);
                barrier.await(5, TimeUnit.SECONDS);
                upstream.emit(1);
                upstream.complete();

                org.awaitility.Awaitility.await()
                        .pollDelay(Duration.ZERO)
                        .pollInterval(Duration.ofMillis(1))
                        .atMost(Duration.ofSeconds(5))
                        .until(() -> subscriber.hasCompleted() || subscriber.getFailure() != null);
                // Whoever won, one terminal signal only (a second one is a recorded violation), and the item only
                // if it won.
                subscriber.assertTerminated().assertNoViolations();
                if (subscriber.getItems().isEmpty()) {
                    subscriber.assertFailedWith(TimeoutException.class);
                } else {
                    subscriber.assertItems(1);
                }
            }
        } finally {
            timers.shutdownNow();
        }
        assertThat(dropped).isEmpty();
    }

    @Test
    void requestsRacingTheSwitchToTheFallbackAreNeitherLostNorDoubled() throws Exception {
        ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor();
        try {
            for (int round = 0; round < 1000; round++) {
                TestMulti<Integer> upstream = new TestMulti<>();
                AssertSubscriber<Integer> subscriber = AssertSubscriber.create(0);
                CyclicBarrier barrier = new CyclicBarrier(2);
                upstream.ifNoItem()
                        .after(Duration.ofNanos(1))
                        .on(new BarrierScheduler(timers, barrier))
                        .recoverWithMulti(Multi.createFrom().range(0, 1000))
                        .subscribe(subscriber);
                barrier.await(5, TimeUnit.SECONDS);
                for (int i = 0; i < 20; i++) {
                    subscriber.request(1);
                }

                // Every request reaches the fallback exactly once: 20 items, no more (an extra one is a violation).
                subscriber.awaitItems(20, Duration.ofSeconds(5)).assertNoViolations();
                assertThat(subscriber.getItems()).hasSize(20);
            }
        } finally {
            timers.shutdownNow();
        }
    }

    /** Delegates to a real scheduler; each timer task waits on a barrier, so that it starts with the racing item. */
    private static final class BarrierScheduler extends java.util.concurrent.ScheduledThreadPoolExecutor {
        private final ScheduledExecutorService delegate;
        private final CyclicBarrier barrier;
        private volatile boolean first = true;

        BarrierScheduler(ScheduledExecutorService delegate, CyclicBarrier barrier) {
            super(0);
            this.delegate = delegate;
            this.barrier = barrier;
        }

        @Override
        public java.util.concurrent.ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
            if (!first) {
                return delegate.schedule(command, delay, unit);
            }
            first = false;
            return delegate.schedule(
                    () -> {
                        try {
                            barrier.await(5, TimeUnit.SECONDS);
                        } catch (Exception e) {
                            throw new AssertionError(e);
                        }
                        command.run();
                    },
                    0,
                    TimeUnit.NANOSECONDS);
        }
    }
}
