package io.mutiny.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.uni.UniTerminalOp;
import io.mutiny.subscription.UniEmitter;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.test.Race;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Flow;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class UniRetryTest {

    private final VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
    private final AtomicInteger subscriptions = new AtomicInteger();
    private final List<Long> subscribedAtMillis = new CopyOnWriteArrayList<>();

    /** Fails with "failure-N" for its first {@code failures} subscriptions, then emits "ok". */
    private Uni<String> failingTimes(int failures) {
        return new AbstractUni<>() {
            @Override
            public void subscribe(UniSubscriber<? super String> subscriber) {
                int count = subscriptions.incrementAndGet();
                subscribedAtMillis.add(scheduler.now(TimeUnit.MILLISECONDS));
                Uni<String> outcome = count <= failures
                        ? UniTerminalOp.failure(new IOException("failure-" + count))
                        : UniTerminalOp.item("ok");
                AbstractUni.subscribe(outcome, subscriber);
            }
        };
    }

    private UniRetry<String> retry(Uni<String> upstream) {
        return new UniRetry<>(upstream, null);
    }

    @Test
    void atMostRetriesThenPropagatesTheLastFailure() {
        assertThat(retry(failingTimes(2))
                        .atMost(2)
                        .subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertCompleted()
                        .getItem())
                .isEqualTo("ok");
        subscriptions.set(0);
        assertThat(retry(failingTimes(5))
                        .atMost(2)
                        .subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertFailed()
                        .getFailure())
                .hasMessage("failure-3");
        assertThat(subscriptions).hasValue(3);
    }

    @Test
    void publicEntryPointRetriesOnlyTheSelectedFailures() {
        assertThat(failingTimes(1)
                        .onFailure()
                        .retry()
                        .atMost(1)
                        .subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertCompleted()
                        .getItem())
                .isEqualTo("ok");
        subscriptions.set(0);
        UniAssertSubscriber<String> notSelected = failingTimes(1)
                .onFailure(IllegalStateException.class)
                .retry()
                .indefinitely()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(notSelected.assertFailed().getFailure()).isInstanceOf(IOException.class);
    }

    @Test
    void indefinitelyHandlesManySynchronousFailuresWithoutStackOverflow() {
        assertThat(retry(failingTimes(5_000))
                        .indefinitely()
                        .subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertCompleted()
                        .getItem())
                .isEqualTo("ok");
        assertThat(subscriptions).hasValue(5_001);
    }

    @Test
    void onlyFailuresMatchingThePredicateAreRetried() {
        Uni<String> upstream = failingTimes(3);
        UniAssertSubscriber<String> recorder = (new UniRetry<>(
                                upstream, failure -> failure.getMessage().equals("failure-1"))
                        .indefinitely())
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(recorder.assertFailed().getFailure()).hasMessage("failure-2");
    }

    @Test
    void untilRetriesWhileThePredicateAccepts() {
        UniAssertSubscriber<String> recorder = retry(failingTimes(5))
                .until(failure -> !failure.getMessage().equals("failure-3"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(recorder.assertFailed().getFailure()).hasMessage("failure-3");

        UniAssertSubscriber<String> throwing = retry(failingTimes(5))
                .until(failure -> {
                    throw new IllegalStateException("predicate");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(throwing.assertFailed().getFailure()).isInstanceOf(CompositeException.class);
    }

    @Test
    void untilWithBackOffWaitsBetweenAttempts() {
        UniAssertSubscriber<String> recorder = retry(failingTimes(2))
                .withBackOff(Duration.ofMillis(100))
                .withJitter(0)
                .withExecutor(scheduler)
                .until(failure -> true)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        assertThat(recorder.assertCompleted().getItem()).isEqualTo("ok");
        assertThat(subscribedAtMillis).containsExactly(0L, 100L, 300L);
    }

    @Test
    void whenPropagatesFailuresNotMatchingThePredicateWithoutRetrying() {
        AtomicInteger companionItems = new AtomicInteger();
        UniAssertSubscriber<String> recorder = Uni.createFrom()
                .<String>failure(new IllegalStateException("not retried"))
                .onSubscription()
                .invoke(subscription -> subscriptions.incrementAndGet())
                .onFailure(IOException.class)
                .retry()
                .when(failures -> failures.onItem().invoke(failure -> companionItems.incrementAndGet()))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        recorder.assertFailedWith(IllegalStateException.class, "not retried");
        assertThat(subscriptions).hasValue(1);
        assertThat(companionItems).hasValue(0);
    }

    @Test
    void backOffDoublesOnVirtualTime() {
        UniAssertSubscriber<String> recorder = retry(failingTimes(3))
                .withBackOff(Duration.ofMillis(100), Duration.ofMillis(300))
                .withJitter(0)
                .withExecutor(scheduler)
                .atMost(5)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(subscribedAtMillis).containsExactly(0L);
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        assertThat(recorder.assertCompleted().getItem()).isEqualTo("ok");
        assertThat(subscribedAtMillis).containsExactly(0L, 100L, 300L, 600L);
    }

    @Test
    void jitterKeepsDelaysWithinBounds() {
        UniAssertSubscriber<String> recorder = retry(failingTimes(1))
                .withBackOff(Duration.ofMillis(100))
                .withJitter(0.5)
                .withExecutor(scheduler)
                .atMost(1)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        scheduler.advanceTimeBy(Duration.ofMillis(49));
        assertThat(subscriptions).hasValue(1);
        scheduler.advanceTimeBy(Duration.ofMillis(101));
        assertThat(recorder.assertCompleted().getItem()).isEqualTo("ok");
    }

    @Test
    void expireInStopsRetriesThatWouldEndAfterTheDeadline() {
        UniAssertSubscriber<String> recorder = retry(failingTimes(10))
                .withBackOff(Duration.ofMillis(100))
                .withJitter(0)
                .withExecutor(scheduler)
                .expireIn(350)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        scheduler.advanceTimeBy(Duration.ofSeconds(5));
        // retries at 100 and 300; the next would be at 700 > 350
        assertThat(subscribedAtMillis).containsExactly(0L, 100L, 300L);
        assertThat(recorder.assertFailed().getFailure()).hasMessage("failure-3");
    }

    @Test
    void expireAtUsesAnAbsoluteDeadline() {
        UniAssertSubscriber<String> recorder = retry(failingTimes(10))
                .withBackOff(Duration.ofHours(1))
                .withJitter(0)
                .withExecutor(scheduler)
                .expireAt(System.currentTimeMillis() + 1000)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(recorder.assertFailed().getFailure()).hasMessage("failure-1");
    }

    @Test
    void cancellationCancelsThePendingBackOffTimer() {
        UniAssertSubscriber<String> recorder = retry(failingTimes(3))
                .withBackOff(Duration.ofSeconds(1))
                .withExecutor(scheduler)
                .atMost(3)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(scheduler.pendingTaskCount()).isEqualTo(1);
        recorder.cancel();
        assertThat(scheduler.pendingTaskCount()).isZero();
        scheduler.advanceTimeBy(Duration.ofSeconds(10));
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void cancellationReachesTheRunningAttempt() {
        TestUni<String> probe = new TestUni<>();
        UniAssertSubscriber<String> recorder =
                retry(probe).atMost(3).subscribe().withSubscriber(UniAssertSubscriber.create());
        probe.fail(new IOException("first"));
        assertThat(probe.subscriptions()).isEqualTo(2);
        recorder.cancel();
        assertThat(probe.cancellations()).isEqualTo(1);
    }

    @Test
    void whenResubscribesForEachTriggerItem() {
        TriggerPublisher trigger = new TriggerPublisher();
        UniAssertSubscriber<String> recorder =
                retry(failingTimes(2)).when(stream -> trigger).subscribe().withSubscriber(UniAssertSubscriber.create());
        assertThat(subscriptions).hasValue(1);
        trigger.fire();
        assertThat(subscriptions).hasValue(2);
        trigger.fire();
        assertThat(recorder.assertCompleted().getItem()).isEqualTo("ok");
        assertThat(trigger.cancelled).isTrue();
    }

    @Test
    void whenTheTriggerIsAskedForNothingBeforeTheFirstFailure() {
        // as in Mutiny 3.3.0: one item per failure, so an item cannot start an attempt next to the running one
        TestUni<String> probe = new TestUni<>();
        TriggerPublisher trigger = new TriggerPublisher();
        UniAssertSubscriber<String> recorder =
                retry(probe).when(stream -> trigger).subscribe().withSubscriber(UniAssertSubscriber.create());
        assertThat(trigger.requested).hasValue(0);

        probe.fail(new IOException("first"));
        trigger.fire();
        assertThat(probe.subscriptions()).isEqualTo(2);
        assertThat(trigger.requested).hasValue(0);
        probe.complete("ok");
        assertThat(recorder.assertCompleted().getItem()).isEqualTo("ok");
    }

    @Test
    void whenAFiniteTriggerStartsNoAttemptWhileNothingFails() {
        // Mutiny 3.3.0 too: range(0, 2) waits for failures to ask for its items
        TestUni<String> probe = new TestUni<>();
        UniAssertSubscriber<String> recorder = retry(probe)
                .when(stream -> Multi.createFrom().range(0, 2))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(probe.subscriptions()).isEqualTo(1);
        recorder.assertNotTerminated();

        probe.complete("ok");
        assertThat(recorder.assertCompleted().getItem()).isEqualTo("ok");
        assertThat(probe.cancellations()).isZero();
    }

    @Test
    void whenATriggerItemThatWasNotAskedForIsIgnored() {
        // a trigger breaking rule 1.1; Mutiny 3.3.0 starts an attempt next to the running one (compatibility.md)
        TestUni<String> probe = new TestUni<>();
        FailureRelay relay = new FailureRelay();
        UniAssertSubscriber<String> recorder =
                retry(probe).when(relay.factory()).subscribe().withSubscriber(UniAssertSubscriber.create());
        relay.subscriber.onNext("unasked");
        assertThat(probe.subscriptions()).isEqualTo(1);

        probe.fail(new IOException("first"));
        relay.subscriber.onNext("retry");
        relay.subscriber.onNext("one too many");
        assertThat(probe.subscriptions()).isEqualTo(2);
        probe.complete("ok");
        assertThat(recorder.assertCompleted().getItem()).isEqualTo("ok");
        assertThat(probe.cancellations()).isZero();
    }

    @Test
    void whenATriggerEndingRightAfterItsLastItemStillRetriesForThatItem() {
        // Mutiny 3.3.0 makes the attempt an item asks for before acting on the end that follows it, even while an
        // earlier attempt is still being subscribed: range(0, 2) retries twice, select().first(3) three times
        UniAssertSubscriber<String> recorder = retry(failingTimes(5))
                .when(stream -> Multi.createFrom().range(0, 2))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(recorder.assertCompleted().getItem()).isNull();
        assertThat(subscriptions).hasValue(3);

        subscriptions.set(0);
        recorder = retry(failingTimes(5))
                .when(stream -> stream.select().first(3))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(recorder.assertCompleted().getItem()).isNull();
        assertThat(subscriptions).hasValue(4);

        subscriptions.set(0);
        recorder = retry(failingTimes(5))
                .when(stream -> Multi.createBy()
                        .concatenating()
                        .streams(
                                Multi.createFrom().items("retry"),
                                Multi.createFrom().failure(new IllegalStateException("stop"))))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(recorder.assertFailed().getFailure()).hasMessage("stop");
        assertThat(subscriptions).hasValue(2);
    }

    @Test
    void whenCanUseTheFailureStreamItselfAsTrigger() {
        List<String> seen = new CopyOnWriteArrayList<>();
        UniAssertSubscriber<String> recorder = retry(failingTimes(3))
                .when(stream -> subscriber -> stream.subscribe(new Flow.Subscriber<Throwable>() {
                    @Override
                    public void onSubscribe(Flow.Subscription subscription) {
                        subscriber.onSubscribe(subscription);
                    }

                    @Override
                    public void onNext(Throwable failure) {
                        seen.add(failure.getMessage());
                        subscriber.onNext(failure);
                    }

                    @Override
                    public void onError(Throwable failure) {
                        subscriber.onError(failure);
                    }

                    @Override
                    public void onComplete() {
                        subscriber.onComplete();
                    }
                }))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(recorder.assertCompleted().getItem()).isEqualTo("ok");
        assertThat(seen).containsExactly("failure-1", "failure-2", "failure-3");
    }

    @Test
    void whenTriggerFailureOrCompletionEndsTheUni() {
        TriggerPublisher failing = new TriggerPublisher();
        UniAssertSubscriber<String> failed =
                retry(failingTimes(5)).when(stream -> failing).subscribe().withSubscriber(UniAssertSubscriber.create());
        failing.subscriber.onError(new IllegalStateException("stop"));
        assertThat(failed.assertFailed().getFailure()).hasMessage("stop");

        TriggerPublisher completing = new TriggerPublisher();
        UniAssertSubscriber<String> completed = retry(failingTimes(5))
                .when(stream -> completing)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        completing.subscriber.onComplete();
        assertThat(completed.assertCompleted().getItem()).isNull();

        UniAssertSubscriber<String> nullPublisher =
                retry(failingTimes(5)).when(stream -> null).subscribe().withSubscriber(UniAssertSubscriber.create());
        assertThat(nullPublisher.assertFailed().getFailure()).isInstanceOf(NullPointerException.class);
    }

    /**
     * A companion the test drives by hand: it subscribes to the stream of failures (requesting one), and the test
     * fires retries, cancels that stream, completes or fails the companion.
     */
    static final class FailureRelay implements Flow.Publisher<Object> {
        volatile Flow.Subscription failures;
        volatile Flow.Subscriber<? super Object> subscriber;
        final List<String> received = new CopyOnWriteArrayList<>();

        Function<Multi<Throwable>, Flow.Publisher<?>> factory() {
            return stream -> {
                stream.subscribe(new Flow.Subscriber<Throwable>() {
                    @Override
                    public void onSubscribe(Flow.Subscription subscription) {
                        failures = subscription;
                        subscription.request(Long.MAX_VALUE);
                    }

                    @Override
                    public void onNext(Throwable failure) {
                        received.add(failure.getMessage());
                    }

                    @Override
                    public void onError(Throwable failure) {}

                    @Override
                    public void onComplete() {}
                });
                return this;
            };
        }

        @Override
        public void subscribe(Flow.Subscriber<? super Object> companionSubscriber) {
            subscriber = companionSubscriber;
            companionSubscriber.onSubscribe(new Flow.Subscription() {
                @Override
                public void request(long n) {}

                @Override
                public void cancel() {}
            });
        }
    }

    /**
     * The outcome of {@code onFailure().retry().when(relay)} over {@link #failingTimes}(5), as a Uni and, for
     * reference (SmallRye Mutiny's Uni retry goes through it), as the Multi retry of {@code toMulti()}, both driven
     * by {@code steps}; "item:x", "failure:message" or "none" (with the number of subscriptions).
     */
    private List<String> outcomesOf(java.util.function.Consumer<FailureRelay> steps) {
        List<String> outcomes = new java.util.ArrayList<>();
        for (boolean asMulti : new boolean[] {false, true}) {
            subscriptions.set(0);
            FailureRelay relay = new FailureRelay();
            Uni<String> retried = asMulti
                    ? failingTimes(5)
                            .toMulti()
                            .onFailure()
                            .retry()
                            .when(relay.factory())
                            .toUni()
                    : retry(failingTimes(5)).when(relay.factory());
            UniAssertSubscriber<String> recorder = retried.subscribe().withSubscriber(UniAssertSubscriber.create());
            steps.accept(relay);
            recorder.assertSignalsReceivedInOrder();
            String outcome = recorder.getFailure() != null
                    ? "failure:" + recorder.getFailure().getMessage()
                    : recorder.getSignals().size() > 1 ? "item:" + recorder.getItem() : "none";
            outcomes.add(outcome + " after " + subscriptions.get() + " subscriptions, failures seen " + relay.received);
        }
        return outcomes;
    }

    @Test
    void whenCompanionCompletingEndsTheUniWithoutItemLikeTheMultiRetry() {
        List<String> outcomes = outcomesOf(relay -> relay.subscriber.onComplete());
        assertThat(outcomes).containsOnly("item:null after 1 subscriptions, failures seen [failure-1]");
    }

    @Test
    void whenCompanionFailingFailsTheUniLikeTheMultiRetry() {
        List<String> outcomes = outcomesOf(relay -> relay.subscriber.onError(new IllegalStateException("companion")));
        assertThat(outcomes).containsOnly("failure:companion after 1 subscriptions, failures seen [failure-1]");
    }

    @Test
    void whenAFailureFollowsTheCancellationOfTheFailureStreamTheCompanionEndsTheUniLikeTheMultiRetry() {
        List<String> outcomes = outcomesOf(relay -> {
            relay.subscriber.onNext("retry");
            relay.failures.cancel();
            relay.subscriber.onNext("retry");
            // failure-3 was dropped (Mutiny 3.3.0's Multi retry hands it to a cancelled companion): nothing yet
            assertThat(subscriptions).hasValue(3);
            relay.subscriber.onComplete();
        });
        assertThat(outcomes).containsOnly("item:null after 3 subscriptions, failures seen [failure-1, failure-2]");
    }

    @Test
    void whenTheFailureStreamIsCancelledAndTheCompanionCompletesTheUniEndsWithoutItemLikeTheMultiRetry() {
        List<String> outcomes = outcomesOf(relay -> {
            relay.failures.cancel();
            relay.subscriber.onComplete();
        });
        assertThat(outcomes).containsOnly("item:null after 1 subscriptions, failures seen [failure-1]");
    }

    @Test
    void whenDownstreamCancellationBetweenAFailureAndItsTriggerStopsTheRetries() {
        FailureRelay relay = new FailureRelay();
        UniAssertSubscriber<String> recorder =
                retry(failingTimes(5)).when(relay.factory()).subscribe().withSubscriber(UniAssertSubscriber.create());
        recorder.cancel();
        relay.subscriber.onNext("retry");
        relay.subscriber.onComplete();
        assertThat(subscriptions).hasValue(1);
        recorder.assertNotTerminated();
    }

    @Test
    void invalidConfigurations() {
        Uni<String> upstream = failingTimes(1);
        assertThatThrownBy(() -> retry(upstream).atMost(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("numberOfAttempts");
        assertThatThrownBy(() -> retry(upstream).withJitter(1.5))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("jitter");
        assertThatThrownBy(() -> retry(upstream).withBackOff(Duration.ofSeconds(2), Duration.ofSeconds(1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxBackOff");
        assertThatThrownBy(() -> retry(upstream).expireIn(100))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(
                        "Invalid retry configuration, `expiresAt/expiresIn` must be used with a back-off configuration");
        assertThatThrownBy(
                        () -> retry(upstream).withBackOff(Duration.ofSeconds(1)).when(f -> f))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Invalid retry configuration, `when` cannot be used with a back-off configuration");
        assertThatThrownBy(() -> retry(upstream).when(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("whenStreamFactory");
        assertThatThrownBy(() -> retry(upstream).withExecutor(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("executor");
    }

    /** A trigger stream the test fires by hand, respecting demand. */
    static final class TriggerPublisher implements Flow.Publisher<Object> {
        volatile Flow.Subscriber<? super Object> subscriber;
        final AtomicInteger requested = new AtomicInteger();
        volatile boolean cancelled;

        @Override
        public void subscribe(Flow.Subscriber<? super Object> subscriber) {
            this.subscriber = subscriber;
            subscriber.onSubscribe(new Flow.Subscription() {
                @Override
                public void request(long n) {
                    requested.addAndGet((int) n);
                }

                @Override
                public void cancel() {
                    cancelled = true;
                }
            });
        }

        void fire() {
            assertThat(requested.getAndDecrement()).as("trigger demand").isPositive();
            subscriber.onNext("retry");
        }
    }

    @Test
    void cancellationStopsTheLoopOfSynchronousRetries() {
        try (Race race = new Race()) {
            for (int round = 0; round < 500; round++) {
                Uni<Integer> retried = Uni.createFrom()
                        .<Integer>item(() -> {
                            throw new IllegalStateException("always");
                        })
                        .onFailure()
                        .retry()
                        .indefinitely();
                UniAssertSubscriber<Integer> subscriber = UniAssertSubscriber.create();
                race.run(() -> retried.subscribe().withSubscriber(subscriber), () -> {
                    subscriber.awaitSubscription();
                    subscriber.cancel();
                });
                // the race waits (10 s at most) for the subscribing call to return: the loop saw the cancellation
                subscriber.assertNotTerminated();
            }
        }
    }

    @Test
    void itemRacingWithCancellationIsDeliveredAtMostOnce() {
        try (Race race = new Race()) {
            for (int round = 0; round < 2_000; round++) {
                AtomicReference<UniEmitter<? super Integer>> emitter = new AtomicReference<>();
                AtomicInteger attempts = new AtomicInteger();
                UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                        .<Integer>emitter(e -> {
                            if (attempts.incrementAndGet() == 1) {
                                e.fail(new IllegalStateException("first"));
                            } else {
                                emitter.set(e);
                            }
                        })
                        .onFailure()
                        .retry()
                        .atMost(1)
                        .subscribe()
                        .withSubscriber(UniAssertSubscriber.create());
                race.run(() -> emitter.get().complete(1), subscriber::cancel);
                assertThat(attempts.get()).isEqualTo(2);
                if (subscriber.getItem() != null) {
                    subscriber.assertItem(1);
                } else {
                    subscriber.assertNotTerminated();
                }
            }
        }
    }

    @Test
    void aCancellationReachesTheAttemptABackOffTimerStartedBeforeItsScheduleReturned() throws Exception {
        // schedule() returns 20 ms after the timer is set: as if the failing thread were preempted right there, the
        // timer (1 ns) starts the next attempt before the retry got the timer's handle back
        ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1) {
            @Override
            public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
                ScheduledFuture<?> future = super.schedule(command, delay, unit);
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return future;
            }
        };
        try {
            AtomicInteger subscriptions = new AtomicInteger();
            CountDownLatch secondSubscribed = new CountDownLatch(1);
            AtomicInteger secondCancelled = new AtomicInteger();
            Uni<String> failsOnAnotherThreadThenWaits = new AbstractUni<>() {
                @Override
                protected void subscribeActual(UniSubscriber<? super String> subscriber) {
                    if (subscriptions.incrementAndGet() == 1) {
                        subscriber.onSubscribe(() -> {});
                        new Thread(() -> subscriber.onFailure(new IOException("boom"))).start();
                    } else {
                        subscriber.onSubscribe(secondCancelled::incrementAndGet);
                        secondSubscribed.countDown();
                    }
                }
            };
            UniAssertSubscriber<String> subscriber = failsOnAnotherThreadThenWaits
                    .onFailure()
                    .retry()
                    .withExecutor(executor)
                    .withBackOff(Duration.ofNanos(1))
                    .withJitter(0)
                    .atMost(3)
                    .subscribe()
                    .withSubscriber(UniAssertSubscriber.create());
            assertThat(secondSubscribed.await(5, TimeUnit.SECONDS)).isTrue();
            Thread.sleep(50); // the failing thread's schedule() has returned
            subscriber.cancel();
            assertThat(secondCancelled).as("the running attempt is cancelled").hasValue(1);
        } finally {
            executor.shutdownNow();
        }
    }

    @Test
    void aCompanionThatThrowsFromSubscribeFailsTheUni() {
        Flow.Publisher<Object> broken = s -> {
            throw new IllegalStateException("publisher broke");
        };
        UniAssertSubscriber<String> subscriber = Uni.createFrom()
                .<String>failure(new IOException("x"))
                .onFailure()
                .retry()
                .when(failures -> broken)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.assertFailedWith(IllegalStateException.class, "publisher broke");
    }
}
