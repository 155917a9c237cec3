package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.groups.MultiRetry;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.operators.multi.processors.UnicastProcessor;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.test.TestMulti;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class MultiRetryTest {

    private final ScheduledExecutorService executor = Executors.newScheduledThreadPool(1);

    @AfterEach
    void shutdown() {
        executor.shutdownNow();
    }

    /** Fails {@code failures} times with an IOException after emitting 0 and 1, then emits 0, 1, 2 and completes. */
    private static Multi<Integer> flaky(AtomicInteger subscriptions, int failures) {
        return Multi.createFrom().emitter(emitter -> {
            int attempt = subscriptions.incrementAndGet();
            emitter.emit(0).emit(1);
            if (attempt <= failures) {
                emitter.fail(new IOException("attempt " + attempt));
            } else {
                emitter.emit(2).complete();
            }
        });
    }

    @Test
    void atMostRetriesThenSucceeds() {
        AtomicInteger subscriptions = new AtomicInteger();
        flaky(subscriptions, 2)
                .onFailure()
                .retry()
                .atMost(2)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100))
                .assertItems(0, 1, 0, 1, 0, 1, 2)
                .assertCompleted();
        assertThat(subscriptions).hasValue(3);
    }

    @Test
    void atMostGivesUpWithTheLastFailure() {
        AtomicInteger subscriptions = new AtomicInteger();
        flaky(subscriptions, 5)
                .onFailure()
                .retry()
                .atMost(2)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100))
                .assertItemCount(6)
                .assertFailedWith(IOException.class, "attempt 3");
        assertThat(subscriptions).hasValue(3);
    }

    @Test
    void retryKeepsTheOutstandingDemand() {
        AtomicInteger subscriptions = new AtomicInteger();
        List<Long> requests = new CopyOnWriteArrayList<>();
        AssertSubscriber<Integer> subscriber = TestMulti.failingAfter(new IOException("x"), 1, 2)
                .onRequest()
                .invoke(requests::add)
                .onSubscription()
                .invoke(subscriptions::incrementAndGet)
                .onFailure()
                .retry()
                .atMost(1)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(3));
        subscriber.assertItems(1, 2, 1).assertNotTerminated();
        assertThat(requests).containsExactly(3L, 1L);
        subscriber.request(10);
        subscriber.assertItems(1, 2, 1, 2).assertFailedWith(IOException.class);
    }

    @Test
    void onlyMatchingFailuresAreRetried() {
        AtomicInteger subscriptions = new AtomicInteger();
        flaky(subscriptions, 1)
                .onFailure(IllegalStateException.class)
                .retry()
                .indefinitely()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100))
                .assertFailedWith(IOException.class);
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void indefinitelyWithManySynchronousFailuresDoesNotOverflowTheStack() {
        AtomicInteger subscriptions = new AtomicInteger();
        Multi<Integer> failingFast = new io.mutiny.operators.AbstractMulti<>() {
            @Override
            public void subscribe(io.mutiny.subscription.MultiSubscriber<? super Integer> subscriber) {
                if (subscriptions.incrementAndGet() < 50_000) {
                    io.mutiny.helpers.Subscriptions.fail(subscriber, new IOException("again"));
                } else {
                    TestMulti.of(1).subscribe(subscriber);
                }
            }
        };
        failingFast
                .onFailure()
                .retry()
                .indefinitely()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertItems(1)
                .assertCompleted();
        assertThat(subscriptions).hasValue(50_000);
    }

    /**
     * Fails {@code failures} times after emitting 0 and 1, then emits 0, 1, 2 and completes; respects the demand
     * (the failure comes after the items, when they were requested).
     */
    private static Multi<Integer> flakyRespectingDemand(AtomicInteger subscriptions, int failures) {
        return Multi.createFrom().deferred(() -> {
            int attempt = subscriptions.incrementAndGet();
            return attempt <= failures
                    ? Multi.createBy()
                            .concatenating()
                            .streams(
                                    Multi.createFrom().items(0, 1),
                                    Multi.createFrom().<Integer>failure(new IOException("attempt " + attempt)))
                    : Multi.createFrom().items(0, 1, 2);
        });
    }

    private static void requestOneByOne(AssertSubscriber<Integer> subscriber, int times) {
        for (int i = 0; i < times; i++) {
            subscriber.request(1);
        }
    }

    /** The retries that resubscribe after every failure: {@code indefinitely()}, and {@code when} re-emitting it. */
    static Stream<Arguments> unboundedRetries() {
        Function<MultiRetry<Integer>, Multi<Integer>> indefinitely = MultiRetry::indefinitely;
        Function<MultiRetry<Integer>, Multi<Integer>> when = retry -> retry.when(failures -> failures);
        return Stream.of(Arguments.of("indefinitely", indefinitely), Arguments.of("when", when));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("unboundedRetries")
    void withRequestsOfOneDeliversEveryAttempt(String name, Function<MultiRetry<Integer>, Multi<Integer>> retry) {
        AtomicInteger subscriptions = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = retry.apply(
                        flakyRespectingDemand(subscriptions, 2).onFailure().retry())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        requestOneByOne(subscriber, 8);
        subscriber.assertItems(0, 1, 0, 1, 0, 1, 2).assertCompleted();
        assertThat(subscriptions).hasValue(3);
    }

    @Test
    void indefinitelyWithoutDemandWaitsForARequestBeforeResubscribing() {
        AtomicInteger subscriptions = new AtomicInteger();
        Multi<Integer> failsUntilTheThirdAttempt = Multi.createFrom().emitter(emitter -> {
            if (subscriptions.incrementAndGet() < 3) {
                emitter.fail(new IOException("no item"));
            } else {
                emitter.emit(7).complete();
            }
        });
        // would spin forever in subscribe() if a failure received without demand resubscribed at once
        AssertSubscriber<Integer> subscriber = failsUntilTheThirdAttempt
                .onFailure()
                .retry()
                .indefinitely()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        assertThat(subscriptions).hasValue(1);
        subscriber.assertNotTerminated().request(1);
        subscriber.assertItems(7).assertCompleted();
        assertThat(subscriptions).hasValue(3);
    }

    @Test
    void whenWithoutDemandWaitsForARequestBeforeResubscribing() {
        AtomicInteger subscriptions = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>emitter(emitter -> {
                    subscriptions.incrementAndGet();
                    emitter.fail(new IOException("no item"));
                })
                .onFailure()
                .retry()
                .when(failures -> failures)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        assertThat(subscriptions).hasValue(1);
        subscriber.cancel();
        subscriber.request(1);
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void cancellingWhileWaitingForDemandNeverResubscribes() {
        AtomicInteger subscriptions = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>failure(new IOException("no item"))
                .onSubscription()
                .invoke(subscriptions::incrementAndGet)
                .onFailure()
                .retry()
                .indefinitely()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        subscriber.cancel();
        subscriber.request(5);
        assertThat(subscriptions).hasValue(1);
        subscriber.assertNotTerminated();
    }

    @Test
    void untilWithBackOffRetriesAfterTheDelays() {
        VirtualTimeScheduler clock = new VirtualTimeScheduler();
        AtomicInteger subscriptions = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = flaky(subscriptions, 2)
                .onFailure()
                .retry()
                .withBackOff(Duration.ofMillis(100))
                .withJitter(0.0)
                .withExecutor(clock)
                .until(failure -> failure instanceof IOException)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100));
        assertThat(subscriptions).hasValue(1);
        clock.advanceTimeBy(Duration.ofMillis(99));
        assertThat(subscriptions).hasValue(1);
        clock.advanceTimeBy(Duration.ofMillis(1));
        assertThat(subscriptions).hasValue(2);
        clock.advanceTimeBy(Duration.ofMillis(200));
        subscriber.assertItems(0, 1, 0, 1, 0, 1, 2).assertCompleted();
    }

    @Test
    void whenPropagatesFailuresNotMatchingThePredicateWithoutRetrying() {
        AtomicInteger subscriptions = new AtomicInteger();
        AtomicInteger companionItems = new AtomicInteger();
        Multi.createFrom()
                .<Integer>failure(new IllegalStateException("not retried"))
                .onSubscription()
                .invoke(subscriptions::incrementAndGet)
                .onFailure(IOException.class)
                .retry()
                .when(failures -> failures.onItem().invoke(failure -> companionItems.incrementAndGet()))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertFailedWith(IllegalStateException.class, "not retried");
        assertThat(subscriptions).hasValue(1);
        assertThat(companionItems).hasValue(0);
    }

    @Test
    void whenAFailureComesAfterTheCompanionCancelledTheFailuresTheCompanionAloneDecides() {
        // Mutiny 3.3.0 does the same: the failure has nobody to go to and is dropped; the next trigger item
        // re-subscribes, the trigger's completion completes the stream
        AtomicInteger subscriptions = new AtomicInteger();
        List<String> seen = new CopyOnWriteArrayList<>();
        UnicastProcessor<Object> trigger = UnicastProcessor.create();
        AssertSubscriber<Integer> subscriber = flaky(subscriptions, 3)
                .onFailure()
                .retry()
                .when(failures -> {
                    failures.select().first(1).subscribe().with(failure -> seen.add(failure.getMessage()));
                    return trigger;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100));
        assertThat(seen).containsExactly("attempt 1");

        trigger.onNext("retry");
        assertThat(subscriptions).hasValue(2);
        subscriber.assertItems(0, 1, 0, 1).assertNotTerminated();

        trigger.onNext("retry");
        trigger.onNext("retry");
        assertThat(subscriptions).hasValue(4);
        subscriber.assertItems(0, 1, 0, 1, 0, 1, 0, 1, 2).assertCompleted();
        assertThat(seen).containsExactly("attempt 1");
    }

    @Test
    void whenTheCompanionCompletesAfterCancellingTheFailuresTheStreamCompletes() {
        AtomicInteger subscriptions = new AtomicInteger();
        UnicastProcessor<Object> trigger = UnicastProcessor.create();
        AssertSubscriber<Integer> subscriber = flaky(subscriptions, 5)
                .onFailure()
                .retry()
                .when(failures -> {
                    failures.select().first(1).subscribe().with(failure -> {});
                    return trigger;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100));
        trigger.onNext("retry");
        subscriber.assertNotTerminated();

        trigger.onComplete();
        subscriber.assertItems(0, 1, 0, 1).assertCompleted();
        assertThat(subscriptions).hasValue(2);
    }

    @Test
    void untilRetriesWhileThePredicateAccepts() {
        AtomicInteger subscriptions = new AtomicInteger();
        flaky(subscriptions, 10)
                .onFailure()
                .retry()
                .until(f -> !f.getMessage().equals("attempt 3"))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100))
                .assertFailedWith(IOException.class, "attempt 3");
        assertThat(subscriptions).hasValue(3);
    }

    @Test
    void backOffWaitsOnTheExecutor() {
        AtomicInteger subscriptions = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = flaky(subscriptions, 2)
                .onFailure()
                .retry()
                .withBackOff(Duration.ofMillis(10), Duration.ofMillis(20))
                .withJitter(0.0)
                .withExecutor(executor)
                .atMost(3)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100));
        subscriber.awaitCompletion(Duration.ofSeconds(5)).assertItems(0, 1, 0, 1, 0, 1, 2);
        assertThat(subscriptions).hasValue(3);
    }

    @Test
    void backOffDoublesUpToItsMaximumOnVirtualTime() {
        VirtualTimeScheduler clock = new VirtualTimeScheduler();
        AtomicInteger subscriptions = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = flaky(subscriptions, 4)
                .onFailure()
                .retry()
                .withBackOff(Duration.ofMillis(100), Duration.ofMillis(300))
                .withJitter(0.0)
                .withExecutor(clock)
                .atMost(4)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100));

        // 100 ms, then 200 ms, then 300 ms twice (capped): each retry fires exactly at its deadline, not before
        long[] waits = {100, 200, 300, 300};
        for (int retry = 0; retry < waits.length; retry++) {
            assertThat(subscriptions).hasValue(retry + 1);
            clock.advanceTimeBy(Duration.ofMillis(waits[retry] - 1));
            assertThat(subscriptions).hasValue(retry + 1);
            clock.advanceTimeBy(Duration.ofMillis(1));
        }
        assertThat(subscriptions).hasValue(5);
        subscriber.assertCompleted().assertLastItem(2);
    }

    @Test
    void cancellingCancelsThePendingTimer() {
        ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(1);
        pool.setRemoveOnCancelPolicy(true);
        try {
            AtomicInteger subscriptions = new AtomicInteger();
            AssertSubscriber<Integer> subscriber = flaky(subscriptions, 5)
                    .onFailure()
                    .retry()
                    .withBackOff(Duration.ofSeconds(30))
                    .withExecutor(pool)
                    .atMost(3)
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(100));
            assertThat(pool.getQueue()).hasSize(1);
            subscriber.cancel();
            assertThat(pool.getQueue()).isEmpty();
            assertThat(subscriptions).hasValue(1);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void rejectedTimerFailsTheStream() {
        ScheduledExecutorService closed = Executors.newSingleThreadScheduledExecutor();
        closed.shutdown();
        flaky(new AtomicInteger(), 1)
                .onFailure()
                .retry()
                .withBackOff(Duration.ofMillis(1))
                .withExecutor(closed)
                .atMost(1)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100))
                .assertFailedWith(io.mutiny.CompositeException.class);
    }

    @Test
    void expireInStopsRetryingAtTheDeadline() {
        AtomicInteger subscriptions = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = flaky(subscriptions, Integer.MAX_VALUE)
                .onFailure()
                .retry()
                .withBackOff(Duration.ofMillis(5), Duration.ofMillis(5))
                .withExecutor(executor)
                .expireIn(200)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
        subscriber.awaitFailure(Duration.ofSeconds(5)).assertFailedWith(IOException.class);
        assertThat(subscriptions.get()).isGreaterThan(1);
    }

    @Test
    void expireAtInThePastFailsAtOnce() {
        AtomicInteger subscriptions = new AtomicInteger();
        flaky(subscriptions, 5)
                .onFailure()
                .retry()
                .withBackOff(Duration.ofMillis(5))
                .withExecutor(executor)
                .expireAt(1)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100))
                .assertFailedWith(IOException.class, "attempt 1");
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void whenResubscribesOnEachCompanionItem() {
        AtomicInteger subscriptions = new AtomicInteger();
        flaky(subscriptions, 2)
                .onFailure()
                .retry()
                .when(failures -> failures)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100))
                .assertItems(0, 1, 0, 1, 0, 1, 2)
                .assertCompleted();
        assertThat(subscriptions).hasValue(3);
    }

    @Test
    void whenTheCompanionIsAskedForOneItemPerFailure() {
        // as in Mutiny 3.3.0: nothing before the first failure, then one item for each
        TestMulti<Integer> upstream = new TestMulti<>();
        TestMulti<Object> companion = new TestMulti<>();
        upstream.onFailure()
                .retry()
                .when(failures -> companion)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        assertThat(companion.requests()).isEmpty();
        upstream.fail(new IOException("first"));
        assertThat(companion.requests()).containsExactly(1L);
        companion.emit("retry");
        upstream.fail(new IOException("second"));
        assertThat(companion.requests()).containsExactly(1L, 1L);
        assertThat(upstream.subscriptions()).isEqualTo(2);
    }

    @Test
    void whenAnItemTheCompanionHasReadyBeforeAFailureWaitsForItInsteadOfStartingAnAttempt() {
        // as in Mutiny 3.3.0: the processor keeps the item until the failure asks for it, so no attempt starts
        // next to the running one
        TestMulti<Integer> upstream = new TestMulti<>();
        UnicastProcessor<Object> companion = UnicastProcessor.create();
        AssertSubscriber<Integer> subscriber = upstream.onFailure()
                .retry()
                .when(failures -> companion)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        upstream.emit(1);
        companion.onNext("ready early");
        assertThat(upstream.subscriptions()).isEqualTo(1);

        upstream.emit(2).fail(new IOException("first"));
        assertThat(upstream.subscriptions()).isEqualTo(2);
        upstream.emit(3).complete();
        subscriber.assertItems(1, 2, 3).assertCompleted().assertNoViolations();
        assertThat(upstream.cancellations()).isZero();
    }

    @Test
    void whenAFiniteCompanionStartsNoAttemptWhileNothingFails() {
        // Mutiny 3.3.0 too: range(0, 2) waits for failures to ask for its items
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = upstream.onFailure()
                .retry()
                .when(failures -> Multi.createFrom().range(0, 2))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        upstream.emit(1);
        assertThat(upstream.subscriptions()).isEqualTo(1);
        subscriber.assertItems(1).assertNotTerminated();
        assertThat(upstream.cancellations()).isZero();
    }

    @Test
    void whenAnItemTheCompanionWasNotAskedForIsIgnored() {
        // a companion breaking rule 1.1; Mutiny 3.3.0 starts an attempt next to the running one (compatibility.md)
        TestMulti<Integer> upstream = new TestMulti<>();
        TestMulti<Object> companion = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = upstream.onFailure()
                .retry()
                .when(failures -> companion)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        companion.emit("unasked");
        assertThat(upstream.subscriptions()).isEqualTo(1);

        upstream.emit(1).fail(new IOException("first"));
        companion.emit("retry", "one too many");
        assertThat(upstream.subscriptions()).isEqualTo(2);
        upstream.emit(2).complete();
        subscriber.assertItems(1, 2).assertCompleted().assertNoViolations();
        assertThat(upstream.cancellations()).isZero();
    }

    @Test
    void whenACompanionEndingRightAfterItsLastItemStillRetriesForThatItem() {
        // Mutiny 3.3.0 makes the attempt an item asks for before acting on the end that follows it, even while an
        // earlier attempt is still being subscribed: range(0, 2) retries twice, select().first(3) three times
        AtomicInteger subscriptions = new AtomicInteger();
        flaky(subscriptions, 5)
                .onFailure()
                .retry()
                .when(failures -> Multi.createFrom().range(0, 2))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100))
                .assertItems(0, 1, 0, 1, 0, 1)
                .assertCompleted();
        assertThat(subscriptions).hasValue(3);

        subscriptions.set(0);
        flaky(subscriptions, 5)
                .onFailure()
                .retry()
                .when(failures -> failures.select().first(3))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100))
                .assertItems(0, 1, 0, 1, 0, 1, 0, 1)
                .assertCompleted();
        assertThat(subscriptions).hasValue(4);
    }

    @Test
    void whenACompanionFailingRightAfterItsLastItemStillRetriesForThatItem() {
        AtomicInteger subscriptions = new AtomicInteger();
        flaky(subscriptions, 5)
                .onFailure()
                .retry()
                .when(failures -> Multi.createBy()
                        .concatenating()
                        .streams(
                                Multi.createFrom().items("retry"),
                                Multi.createFrom().failure(new IllegalStateException("stop"))))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100))
                .assertItems(0, 1, 0, 1)
                .assertFailedWith(IllegalStateException.class, "stop");
        assertThat(subscriptions).hasValue(2);
    }

    @Test
    void whenACompanionEndingOnAnotherThreadDuringAnItemWaitsForThatItem() {
        // rule 1.3: the completion is delivered once onItem returned, as behind Mutiny 3.3.0's serialized downstream
        TestMulti<Integer> upstream = new TestMulti<>();
        UnicastProcessor<Object> companion = UnicastProcessor.create();
        List<String> events = new CopyOnWriteArrayList<>();
        upstream.onFailure().retry().when(failures -> companion).subscribe(new MultiSubscriber<Integer>() {
            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                subscription.request(Long.MAX_VALUE);
            }

            @Override
            public void onItem(Integer item) {
                events.add("item " + item);
                try {
                    executor.submit(companion::onComplete).get(5, TimeUnit.SECONDS);
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
                events.add("item " + item + " returns");
            }

            @Override
            public void onFailure(Throwable failure) {
                events.add("failure");
            }

            @Override
            public void onCompletion() {
                events.add("completion");
            }
        });
        upstream.emit(1, 2);
        assertThat(events).containsExactly("item 1", "item 1 returns", "completion");
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void whenCompanionFailureOrCompletionEndsTheStream() {
        flaky(new AtomicInteger(), 5)
                .onFailure()
                .retry()
                .when(failures -> Multi.createFrom().failure(new IllegalStateException("stop")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100))
                .assertFailedWith(IllegalStateException.class, "stop");
        AssertSubscriber<Integer> subscriber = flaky(new AtomicInteger(), 5)
                .onFailure()
                .retry()
                .when(failures -> Multi.createFrom().empty())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100));
        subscriber.assertCompleted();
        flaky(new AtomicInteger(), 5)
                .onFailure()
                .retry()
                .when(failures -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(100))
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void invalidConfigurations() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.onFailure().retry().atMost(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("numberOfAttempts");
        assertThatThrownBy(() -> multi.onFailure().retry().withJitter(1.5)).hasMessageContaining("jitter");
        assertThatThrownBy(() -> multi.onFailure().retry().withBackOff(null)).hasMessageContaining("initialBackOff");
        assertThatThrownBy(() -> multi.onFailure().retry().withBackOff(Duration.ofSeconds(2), Duration.ofSeconds(1)))
                .hasMessageContaining("maxBackOff");
        assertThatThrownBy(() -> multi.onFailure().retry().withExecutor(null)).hasMessageContaining("executor");
        assertThatThrownBy(() -> multi.onFailure().retry().until(null)).hasMessageContaining("predicate");
        assertThatThrownBy(() -> multi.onFailure().retry().when(null)).hasMessageContaining("whenStreamFactory");
        assertThatThrownBy(() -> multi.onFailure()
                        .retry()
                        .withBackOff(Duration.ofMillis(1))
                        .when(f -> f))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Invalid retry configuration, `when` cannot be used with a back-off configuration");
        assertThatThrownBy(() -> multi.onFailure().retry().expireIn(0)).hasMessageContaining("expireIn");
        assertThatThrownBy(() -> multi.onFailure().retry().expireIn(1000))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(
                        "Invalid retry configuration, `expiresAt/expiresIn` must be used with a back-off configuration");
        assertThatThrownBy(() -> multi.onFailure().retry().expireAt(System.currentTimeMillis() + 1000))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("back-off");
    }

    @Test
    void backOffDelaysGrowExponentiallyUpToTheMaximum() {
        MultiRetryOp.BackOff backOff =
                new MultiRetryOp.BackOff(Duration.ofMillis(10), Duration.ofMillis(50), 0.0, executor);
        assertThat(backOff.delayNanos(1)).isEqualTo(TimeUnit.MILLISECONDS.toNanos(10));
        assertThat(backOff.delayNanos(2)).isEqualTo(TimeUnit.MILLISECONDS.toNanos(20));
        assertThat(backOff.delayNanos(3)).isEqualTo(TimeUnit.MILLISECONDS.toNanos(40));
        assertThat(backOff.delayNanos(4)).isEqualTo(TimeUnit.MILLISECONDS.toNanos(50));
        assertThat(backOff.delayNanos(200)).isEqualTo(TimeUnit.MILLISECONDS.toNanos(50));
        MultiRetryOp.BackOff jittered =
                new MultiRetryOp.BackOff(Duration.ofMillis(10), Duration.ofSeconds(10), 0.5, executor);
        for (int i = 0; i < 100; i++) {
            assertThat(jittered.delayNanos(3))
                    .isBetween(TimeUnit.MILLISECONDS.toNanos(20), TimeUnit.MILLISECONDS.toNanos(60));
        }
    }
}
