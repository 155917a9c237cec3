package io.mutiny.helpers.spies;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.groups.MultiOverflowStrategy;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.UniSubscriber;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Predicate;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class SpyTest {

    private static final IOException BOOM = new IOException("boom");

    private static <T> AssertSubscriber<T> subscribe(Multi<T> multi, long request) {
        return multi.subscribe().withSubscriber(AssertSubscriber.create(request));
    }

    private static <T> UniAssertSubscriber<T> subscribe(Uni<T> uni) {
        return uni.subscribe().withSubscriber(UniAssertSubscriber.create());
    }

    @Nested
    class MultiSpies {

        @Test
        void onItemCountsAndRecordsItemsOverSubscriptionsUntilReset() {
            MultiOnItemSpy<Integer> spy = Spy.onItem(Multi.createFrom().range(1, 4));
            assertThat(spy.invoked()).isFalse();

            subscribe(spy, Long.MAX_VALUE).awaitCompletion().assertItems(1, 2, 3);
            subscribe(spy, Long.MAX_VALUE).awaitCompletion();

            assertThat(spy.invoked()).isTrue();
            assertThat(spy.invocationCount()).isEqualTo(6);
            assertThat(spy.items()).containsExactly(1, 2, 3, 1, 2, 3);
            assertThat(spy.toString()).contains("MultiOnItemSpy", "invocationCount=6", "items=[1, 2, 3, 1, 2, 3]");

            spy.reset();
            assertThat(spy.invoked()).isFalse();
            assertThat(spy.invocationCount()).isZero();
            assertThat(spy.items()).isEmpty();
        }

        @Test
        void onItemWithoutTrackingOnlyCounts() {
            MultiOnItemSpy<Integer> spy = Spy.onItem(Multi.createFrom().range(0, 5), false);
            subscribe(spy, Long.MAX_VALUE).awaitCompletion();
            assertThat(spy.invocationCount()).isEqualTo(5);
            assertThat(spy.items()).isEmpty();
        }

        @Test
        void onItemPassesDemandThrough() {
            MultiOnItemSpy<Integer> spy = Spy.onItem(Multi.createFrom().range(0, 10));
            AssertSubscriber<Integer> subscriber = subscribe(spy, 2);
            subscriber.assertItems(0, 1).assertNotTerminated();
            assertThat(spy.items()).containsExactly(0, 1);
            subscriber.request(1).assertItems(0, 1, 2);
            assertThat(spy.invocationCount()).isEqualTo(3);
        }

        @Test
        void itemsSnapshotIsUnmodifiable() {
            MultiOnItemSpy<Integer> spy = Spy.onItem(Multi.createFrom().items(1));
            subscribe(spy, 1).awaitCompletion();
            assertThatThrownBy(() -> spy.items().add(2)).isInstanceOf(UnsupportedOperationException.class);
        }

        @Test
        void onRequestCountsRequestsAndSumsDemand() {
            MultiOnRequestSpy<Integer> spy = Spy.onRequest(Multi.createFrom().range(0, 100));
            AssertSubscriber<Integer> subscriber = subscribe(spy, 0);
            assertThat(spy.invoked()).isFalse();

            subscriber.request(2).request(3);
            assertThat(spy.invocationCount()).isEqualTo(2);
            assertThat(spy.requestedCount()).isEqualTo(5);
            assertThat(spy.toString()).contains("requestedCount=5");

            subscriber.request(Long.MAX_VALUE).request(Long.MAX_VALUE);
            assertThat(spy.requestedCount()).isEqualTo(Long.MAX_VALUE);

            spy.reset();
            assertThat(spy.requestedCount()).isZero();
            assertThat(spy.invocationCount()).isZero();
        }

        @Test
        void onRequestDoesNotCountInvalidRequestsWhichFailTheStream() {
            MultiOnRequestSpy<Integer> spy =
                    new MultiOnRequestSpy<>(Multi.createFrom().range(0, 100));
            AssertSubscriber<Integer> subscriber = subscribe(spy, 0);
            subscriber.request(0);
            subscriber.awaitFailure(failure -> assertThat(failure).isInstanceOf(IllegalArgumentException.class));
            assertThat(spy.invocationCount()).isZero();
            assertThat(spy.requestedCount()).isZero();
        }

        @Test
        void onSubscribeKeepsTheLastSubscription() {
            MultiOnSubscribeSpy<Integer> spy =
                    Spy.onSubscribe(Multi.createFrom().items(1, 2));
            assertThat(spy.lastSubscription()).isNull();
            subscribe(spy, Long.MAX_VALUE).awaitCompletion().assertItems(1, 2);
            subscribe(spy, Long.MAX_VALUE).awaitCompletion();
            assertThat(spy.invocationCount()).isEqualTo(2);
            assertThat(spy.lastSubscription()).isNotNull();

            spy.reset();
            assertThat(spy.lastSubscription()).isNull();
            assertThat(spy.invoked()).isFalse();
        }

        @Test
        void onCancellationCountsCancellationsThatReachUpstream() {
            AtomicInteger upstreamCancellations = new AtomicInteger();
            MultiOnCancellationSpy<Integer> spy = Spy.onCancellation(
                    Multi.createFrom().range(0, 10).onCancellation().invoke(upstreamCancellations::incrementAndGet));
            AssertSubscriber<Integer> subscriber = subscribe(spy, 1);
            assertThat(spy.isCancelled()).isFalse();
            spy.assertNotCancelled();
            assertThatThrownBy(spy::assertCancelled).isInstanceOf(AssertionError.class);

            subscriber.cancel();
            subscriber.cancel();

            assertThat(spy.isCancelled()).isTrue();
            assertThat(spy.invocationCount()).isEqualTo(1);
            assertThat(upstreamCancellations).hasValue(1);
            spy.assertCancelled();
            assertThatThrownBy(spy::assertNotCancelled)
                    .isInstanceOf(AssertionError.class)
                    .hasMessageContaining("MultiOnCancellationSpy");

            spy.reset();
            assertThat(spy.isCancelled()).isFalse();
        }

        @Test
        void onCancellationIgnoresCompletion() {
            MultiOnCancellationSpy<Integer> spy =
                    Spy.onCancellation(Multi.createFrom().items(1));
            subscribe(spy, 1).awaitCompletion();
            assertThat(spy.invoked()).isFalse();
        }

        @Test
        void onCompletionCountsCompletionsOnly() {
            MultiOnCompletionSpy<Integer> spy =
                    Spy.onCompletion(Multi.createFrom().items(1, 2));
            subscribe(spy, Long.MAX_VALUE).awaitCompletion();
            subscribe(spy, Long.MAX_VALUE).awaitCompletion();
            assertThat(spy.invocationCount()).isEqualTo(2);
            spy.reset();
            assertThat(spy.invoked()).isFalse();

            MultiOnCompletionSpy<Integer> failing =
                    Spy.onCompletion(Multi.createFrom().failure(BOOM));
            subscribe(failing, 1).awaitFailure();
            assertThat(failing.invoked()).isFalse();
        }

        @Test
        void onFailureKeepsTheLastFailure() {
            MultiOnFailureSpy<Integer> spy = Spy.onFailure(Multi.createFrom().failure(BOOM));
            assertThat(spy.lastFailure()).isNull();
            subscribe(spy, 1).awaitFailure(failure -> assertThat(failure).isSameAs(BOOM));
            assertThat(spy.invocationCount()).isEqualTo(1);
            assertThat(spy.lastFailure()).isSameAs(BOOM);
            assertThat(spy.toString()).contains("lastFailure=java.io.IOException: boom");

            spy.reset();
            assertThat(spy.lastFailure()).isNull();
            assertThat(spy.invoked()).isFalse();
        }

        @Test
        void onFailureIgnoresCompletion() {
            MultiOnFailureSpy<Integer> spy = Spy.onFailure(Multi.createFrom().items(1));
            subscribe(spy, 1).awaitCompletion();
            assertThat(spy.invoked()).isFalse();
        }

        @Test
        void onFailureWithPredicateOrTypeCountsMatchingFailuresOnly() {
            MultiOnFailureSpy<Integer> byType = Spy.onFailure(Multi.createFrom().failure(BOOM), IOException.class);
            MultiOnFailureSpy<Integer> otherType =
                    Spy.onFailure(Multi.createFrom().failure(BOOM), IllegalStateException.class);
            MultiOnFailureSpy<Integer> byPredicate =
                    Spy.onFailure(Multi.createFrom().failure(BOOM), failure -> failure.getMessage()
                            .equals("boom"));
            MultiOnFailureSpy<Integer> notMatching =
                    Spy.onFailure(Multi.createFrom().failure(BOOM), failure -> false);

            for (MultiOnFailureSpy<Integer> spy : List.of(byType, otherType, byPredicate, notMatching)) {
                subscribe(spy, 1).awaitFailure(failure -> assertThat(failure).isSameAs(BOOM));
            }

            assertThat(byType.lastFailure()).isSameAs(BOOM);
            assertThat(byPredicate.lastFailure()).isSameAs(BOOM);
            assertThat(otherType.invoked()).isFalse();
            assertThat(notMatching.invoked()).isFalse();
        }

        @Test
        void onTerminationRecordsHowTheLastSubscriptionEnded() {
            MultiOnTerminationSpy<Integer> completing =
                    Spy.onTermination(Multi.createFrom().items(1));
            assertThatThrownBy(completing::lastTerminationFailure).isInstanceOf(IllegalStateException.class);
            assertThatThrownBy(completing::lastTerminationWasCancelled).isInstanceOf(IllegalStateException.class);
            subscribe(completing, 1).awaitCompletion();
            assertThat(completing.invocationCount()).isEqualTo(1);
            assertThat(completing.lastTerminationFailure()).isNull();
            assertThat(completing.lastTerminationWasCancelled()).isFalse();
            assertThat(completing.toString()).contains("lastTermination=completion");

            MultiOnTerminationSpy<Integer> failing =
                    Spy.onTermination(Multi.createFrom().failure(BOOM));
            subscribe(failing, 1).awaitFailure();
            assertThat(failing.lastTerminationFailure()).isSameAs(BOOM);
            assertThat(failing.lastTerminationWasCancelled()).isFalse();

            MultiOnTerminationSpy<Integer> cancelled =
                    Spy.onTermination(Multi.createFrom().range(0, 10));
            subscribe(cancelled, 1).cancel();
            assertThat(cancelled.invocationCount()).isEqualTo(1);
            assertThat(cancelled.lastTerminationFailure()).isNull();
            assertThat(cancelled.lastTerminationWasCancelled()).isTrue();

            cancelled.reset();
            assertThat(cancelled.invoked()).isFalse();
            assertThatThrownBy(cancelled::lastTerminationWasCancelled).isInstanceOf(IllegalStateException.class);
        }

        @Test
        void onOverflowRecordsTheDroppedItems() {
            MultiOnOverflowSpy<Integer> spy =
                    Spy.onOverflow(Multi.createFrom().range(0, 10), MultiOverflowStrategy::drop);
            AssertSubscriber<Integer> subscriber = subscribe(spy, 2);
            subscriber.awaitCompletion().assertItems(0, 1);
            assertThat(spy.invocationCount()).isEqualTo(8);
            assertThat(spy.droppedItems()).containsExactly(2, 3, 4, 5, 6, 7, 8, 9);
            assertThat(spy.toString()).contains("droppedItems=[2, 3");

            spy.reset();
            assertThat(spy.droppedItems()).isEmpty();
            assertThat(spy.invoked()).isFalse();
        }

        @Test
        void onOverflowWithoutTrackingOnlyCounts() {
            MultiOnOverflowSpy<Integer> spy =
                    Spy.onOverflow(Multi.createFrom().range(0, 10), false, MultiOverflowStrategy::drop);
            subscribe(spy, 3).awaitCompletion().assertItems(0, 1, 2);
            assertThat(spy.invocationCount()).isEqualTo(7);
            assertThat(spy.droppedItems()).isEmpty();
        }

        @Test
        void onOverflowDoesNotCountWhenNothingOverflows() {
            MultiOnOverflowSpy<Integer> spy =
                    Spy.onOverflow(Multi.createFrom().range(0, 10), MultiOverflowStrategy::buffer);
            subscribe(spy, Long.MAX_VALUE).awaitCompletion().assertItemCount(10);
            assertThat(spy.invoked()).isFalse();
        }

        @Test
        void onOverflowStrategyThrowingOrReturningNullFailsTheSubscriber() {
            MultiOnOverflowSpy<Integer> throwing =
                    Spy.onOverflow(Multi.createFrom().range(0, 10), strategy -> {
                        throw new IllegalStateException("no strategy");
                    });
            subscribe(throwing, 1).awaitFailure(failure -> assertThat(failure)
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessage("no strategy"));

            MultiOnOverflowSpy<Integer> returningNull =
                    Spy.onOverflow(Multi.createFrom().range(0, 10), strategy -> null);
            subscribe(returningNull, 1)
                    .awaitFailure(failure -> assertThat(failure).isInstanceOf(NullPointerException.class));
        }

        @Test
        void globalSpyObservesEverySignal() {
            MultiGlobalSpy<Integer> spy = Spy.globally(Multi.createFrom().range(1, 4));
            subscribe(spy, 0).request(2).request(5).awaitCompletion().assertItems(1, 2, 3);

            assertThat(spy.onSubscribeSpy().invocationCount()).isEqualTo(1);
            assertThat(spy.onRequestSpy().invocationCount()).isEqualTo(2);
            assertThat(spy.onRequestSpy().requestedCount()).isEqualTo(7);
            assertThat(spy.onItemSpy().items()).containsExactly(1, 2, 3);
            assertThat(spy.onCompletionSpy().invocationCount()).isEqualTo(1);
            assertThat(spy.onTerminationSpy().lastTerminationWasCancelled()).isFalse();
            assertThat(spy.onFailureSpy().invoked()).isFalse();
            assertThat(spy.onCancellationSpy().invoked()).isFalse();
            // 1 subscription + 2 requests + 3 items + 1 completion + 1 termination
            assertThat(spy.invocationCount()).isEqualTo(8);
            assertThat(spy.invoked()).isTrue();
            assertThat(spy.toString())
                    .startsWith("MultiGlobalSpy")
                    .contains("MultiOnItemSpy{invocationCount=3", "MultiOnCancellationSpy{invocationCount=0}");

            spy.reset();
            assertThat(spy.invocationCount()).isZero();
            assertThat(spy.invoked()).isFalse();
            assertThat(spy.onItemSpy().items()).isEmpty();
        }

        @Test
        void globalSpyObservesFailureAndCancellation() {
            MultiGlobalSpy<Integer> failing = Spy.globally(Multi.createFrom().failure(BOOM));
            subscribe(failing, 1).awaitFailure();
            assertThat(failing.onFailureSpy().lastFailure()).isSameAs(BOOM);
            assertThat(failing.onTerminationSpy().lastTerminationFailure()).isSameAs(BOOM);

            MultiGlobalSpy<Integer> cancelled = Spy.globally(Multi.createFrom().range(0, 10));
            subscribe(cancelled, 1).cancel();
            assertThat(cancelled.onCancellationSpy().isCancelled()).isTrue();
            assertThat(cancelled.onTerminationSpy().lastTerminationWasCancelled())
                    .isTrue();
            assertThat(cancelled.onItemSpy().items()).containsExactly(0);
        }

        @RepeatedTest(20)
        void countsConcurrentSubscriptionsWithoutLosingUpdates() throws Exception {
            int subscribers = 4;
            int itemsPerSubscription = 2_000;
            MultiGlobalSpy<Integer> spy = Spy.globally(Multi.createFrom().range(0, itemsPerSubscription));
            CyclicBarrier start = new CyclicBarrier(subscribers);
            ExecutorService pool = Executors.newFixedThreadPool(subscribers);
            try {
                List<Future<?>> runs = new ArrayList<>();
                for (int i = 0; i < subscribers; i++) {
                    runs.add(pool.submit(() -> {
                        start.await(5, TimeUnit.SECONDS);
                        subscribe(spy, Long.MAX_VALUE).awaitCompletion();
                        return null;
                    }));
                }
                for (Future<?> run : runs) {
                    run.get(10, TimeUnit.SECONDS);
                }
            } finally {
                pool.shutdownNow();
            }
            long items = (long) subscribers * itemsPerSubscription;
            assertThat(spy.onItemSpy().invocationCount()).isEqualTo(items);
            assertThat(spy.onItemSpy().items()).hasSize((int) items);
            assertThat(spy.onSubscribeSpy().invocationCount()).isEqualTo(subscribers);
            assertThat(spy.onRequestSpy().requestedCount()).isEqualTo(Long.MAX_VALUE);
            assertThat(spy.onCompletionSpy().invocationCount()).isEqualTo(subscribers);
            assertThat(spy.onTerminationSpy().invocationCount()).isEqualTo(subscribers);
        }

        @Test
        @SuppressWarnings("unchecked")
        void rejectsNullArguments() {
            Multi<Integer> multi = Multi.createFrom().items(1);
            Function<MultiOverflowStrategy<? extends Integer>, Multi<? extends Integer>> drop =
                    MultiOverflowStrategy::drop;
            assertNullRejected(() -> Spy.onItem((Multi<Integer>) null), "upstream");
            assertNullRejected(() -> Spy.onItem((Multi<Integer>) null, false), "upstream");
            assertNullRejected(() -> Spy.onRequest((Multi<Integer>) null), "upstream");
            assertNullRejected(() -> new MultiOnRequestSpy<Integer>(null), "upstream");
            assertNullRejected(() -> Spy.onSubscribe((Multi<Integer>) null), "upstream");
            assertNullRejected(() -> Spy.onCancellation((Multi<Integer>) null), "upstream");
            assertNullRejected(() -> Spy.onCompletion((Multi<Integer>) null), "upstream");
            assertNullRejected(() -> Spy.onFailure((Multi<Integer>) null), "upstream");
            assertNullRejected(() -> Spy.onFailure(multi, (Predicate<Throwable>) null), "predicate");
            assertNullRejected(() -> Spy.onFailure(multi, (Class<Throwable>) null), "typeOfFailure");
            assertNullRejected(() -> Spy.onTermination((Multi<Integer>) null), "upstream");
            assertNullRejected(() -> Spy.onOverflow(null, drop), "upstream");
            assertNullRejected(() -> Spy.onOverflow(multi, null), "strategy");
            assertNullRejected(() -> Spy.onOverflow(multi, false, null), "strategy");
            assertNullRejected(() -> Spy.globally((Multi<Integer>) null), "upstream");
        }

        @Test
        void isSubscribedThroughTheEntryPointItInherits() {
            // Mutiny's spies declare subscribe(MultiSubscriber); ours inherit AbstractMulti's, and the call is the same
            MultiOnItemSpy<Integer> spy = Spy.onItem(Multi.createFrom().range(1, 3));
            MultiSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
            spy.subscribe(subscriber);
            ((AssertSubscriber<Integer>) subscriber).assertCompleted().assertItems(1, 2);
            assertThat(spy.invocationCount()).isEqualTo(2);
        }
    }

    @Nested
    class UniSpies {

        @Test
        void onItemKeepsTheLastItemUntilReset() {
            UniOnItemSpy<String> spy = Spy.onItem(Uni.createFrom().item("a"));
            assertThat(spy.lastItem()).isNull();
            subscribe(spy).awaitItem().assertItem("a");
            subscribe(spy).awaitItem();
            assertThat(spy.invocationCount()).isEqualTo(2);
            assertThat(spy.lastItem()).isEqualTo("a");
            assertThat(spy.toString()).contains("UniOnItemSpy", "invocationCount=2", "lastItem=a");

            spy.reset();
            assertThat(spy.invoked()).isFalse();
            assertThat(spy.lastItem()).isNull();
        }

        @Test
        void onItemCountsNullItemsAndIgnoresFailures() {
            UniOnItemSpy<String> nullItem = Spy.onItem(Uni.createFrom().item((String) null));
            subscribe(nullItem).awaitItem().assertItemIsNull();
            assertThat(nullItem.invocationCount()).isEqualTo(1);

            UniOnItemSpy<String> failing = Spy.onItem(Uni.createFrom().failure(BOOM));
            subscribe(failing).awaitFailure();
            assertThat(failing.invoked()).isFalse();
        }

        @Test
        void onFailureKeepsTheLastMatchingFailure() {
            UniOnFailureSpy<String> spy = Spy.onFailure(Uni.createFrom().failure(BOOM));
            subscribe(spy).awaitFailure(failure -> assertThat(failure).isSameAs(BOOM));
            assertThat(spy.invocationCount()).isEqualTo(1);
            assertThat(spy.lastFailure()).isSameAs(BOOM);
            spy.reset();
            assertThat(spy.lastFailure()).isNull();
            assertThat(spy.invoked()).isFalse();

            UniOnFailureSpy<String> byType = Spy.onFailure(Uni.createFrom().failure(BOOM), IOException.class);
            UniOnFailureSpy<String> otherType =
                    Spy.onFailure(Uni.createFrom().failure(BOOM), IllegalStateException.class);
            UniOnFailureSpy<String> notMatching = Spy.onFailure(Uni.createFrom().failure(BOOM), failure -> false);
            for (UniOnFailureSpy<String> each : List.of(byType, otherType, notMatching)) {
                subscribe(each).awaitFailure(failure -> assertThat(failure).isSameAs(BOOM));
            }
            assertThat(byType.lastFailure()).isSameAs(BOOM);
            assertThat(otherType.invoked()).isFalse();
            assertThat(notMatching.invoked()).isFalse();

            UniOnFailureSpy<String> onItem = Spy.onFailure(Uni.createFrom().item("a"));
            subscribe(onItem).awaitItem();
            assertThat(onItem.invoked()).isFalse();
        }

        @Test
        void onItemOrFailureKeepsTheLastOutcome() {
            UniOnItemOrFailureSpy<String> items =
                    Spy.onItemOrFailure(Uni.createFrom().item("a"));
            assertThat(items.hasFailed()).isFalse();
            assertThat(items.lastItem()).isNull();
            assertThat(items.lastFailure()).isNull();
            subscribe(items).awaitItem();
            assertThat(items.invocationCount()).isEqualTo(1);
            assertThat(items.lastItem()).isEqualTo("a");
            assertThat(items.lastFailure()).isNull();
            assertThat(items.hasFailed()).isFalse();

            UniOnItemOrFailureSpy<String> failures =
                    Spy.onItemOrFailure(Uni.createFrom().failure(BOOM));
            subscribe(failures).awaitFailure();
            assertThat(failures.invocationCount()).isEqualTo(1);
            assertThat(failures.hasFailed()).isTrue();
            assertThat(failures.lastFailure()).isSameAs(BOOM);
            assertThat(failures.lastItem()).isNull();
            assertThat(failures.toString()).contains("UniOnItemOrFailureSpy", "boom");

            failures.reset();
            assertThat(failures.hasFailed()).isFalse();
            assertThat(failures.lastFailure()).isNull();
            assertThat(failures.invoked()).isFalse();
        }

        @Test
        void onSubscribeKeepsTheLastSubscription() {
            UniOnSubscribeSpy<String> spy = Spy.onSubscribe(Uni.createFrom().item("a"));
            assertThat(spy.lastSubscription()).isNull();
            subscribe(spy).awaitItem();
            assertThat(spy.invocationCount()).isEqualTo(1);
            assertThat(spy.lastSubscription()).isNotNull();
            spy.reset();
            assertThat(spy.lastSubscription()).isNull();
            assertThat(spy.invoked()).isFalse();
        }

        @Test
        void onCancellationCountsCancellationsThatReachUpstream() {
            AtomicInteger upstreamCancellations = new AtomicInteger();
            UniOnCancellationSpy<String> spy = Spy.onCancellation(
                    Uni.createFrom().<String>nothing().onCancellation().invoke(upstreamCancellations::incrementAndGet));
            UniAssertSubscriber<String> subscriber = subscribe(spy);
            assertThat(spy.invoked()).isFalse();
            subscriber.cancel();
            assertThat(spy.invocationCount()).isEqualTo(1);
            assertThat(upstreamCancellations).hasValue(1);
            spy.reset();
            assertThat(spy.invoked()).isFalse();

            UniOnCancellationSpy<String> completed =
                    Spy.onCancellation(Uni.createFrom().item("a"));
            subscribe(completed).awaitItem();
            assertThat(completed.invoked()).isFalse();
        }

        @Test
        void onTerminationRecordsHowTheLastSubscriptionEnded() {
            UniOnTerminationSpy<String> items =
                    Spy.onTermination(Uni.createFrom().item("a"));
            assertThatThrownBy(items::lastTerminationItem).isInstanceOf(IllegalStateException.class);
            assertThatThrownBy(items::lastTerminationFailure).isInstanceOf(IllegalStateException.class);
            assertThatThrownBy(items::lastTerminationWasCancelled).isInstanceOf(IllegalStateException.class);
            subscribe(items).awaitItem();
            assertThat(items.invocationCount()).isEqualTo(1);
            assertThat(items.lastTerminationItem()).isEqualTo("a");
            assertThat(items.lastTerminationFailure()).isNull();
            assertThat(items.lastTerminationWasCancelled()).isFalse();

            UniOnTerminationSpy<String> failures =
                    Spy.onTermination(Uni.createFrom().failure(BOOM));
            subscribe(failures).awaitFailure();
            assertThat(failures.lastTerminationItem()).isNull();
            assertThat(failures.lastTerminationFailure()).isSameAs(BOOM);
            assertThat(failures.lastTerminationWasCancelled()).isFalse();

            UniOnTerminationSpy<String> cancelled =
                    Spy.onTermination(Uni.createFrom().nothing());
            subscribe(cancelled).cancel();
            assertThat(cancelled.invocationCount()).isEqualTo(1);
            assertThat(cancelled.lastTerminationWasCancelled()).isTrue();
            assertThat(cancelled.lastTerminationItem()).isNull();

            cancelled.reset();
            assertThat(cancelled.invoked()).isFalse();
            assertThatThrownBy(cancelled::lastTerminationItem).isInstanceOf(IllegalStateException.class);
        }

        @Test
        void globalSpyObservesEverySignal() {
            UniGlobalSpy<String> spy = Spy.globally(Uni.createFrom().item("a"));
            subscribe(spy).awaitItem().assertItem("a");
            assertThat(spy.onSubscribeSpy().invocationCount()).isEqualTo(1);
            assertThat(spy.onItemSpy().lastItem()).isEqualTo("a");
            assertThat(spy.onItemOrFailureSpy().lastItem()).isEqualTo("a");
            assertThat(spy.onTerminationSpy().lastTerminationItem()).isEqualTo("a");
            assertThat(spy.onFailureSpy().invoked()).isFalse();
            assertThat(spy.onCancellationSpy().invoked()).isFalse();
            // subscription + item + item-or-failure + termination
            assertThat(spy.invocationCount()).isEqualTo(4);
            assertThat(spy.toString()).startsWith("UniGlobalSpy").contains("UniOnItemSpy{invocationCount=1");

            spy.reset();
            assertThat(spy.invoked()).isFalse();
            assertThat(spy.onItemSpy().lastItem()).isNull();

            UniGlobalSpy<String> failing = Spy.globally(Uni.createFrom().failure(BOOM));
            subscribe(failing).awaitFailure();
            assertThat(failing.onFailureSpy().lastFailure()).isSameAs(BOOM);
            assertThat(failing.onItemOrFailureSpy().hasFailed()).isTrue();
            assertThat(failing.onItemSpy().invoked()).isFalse();

            UniGlobalSpy<String> cancelled = Spy.globally(Uni.createFrom().nothing());
            subscribe(cancelled).cancel();
            assertThat(cancelled.onCancellationSpy().invocationCount()).isEqualTo(1);
            assertThat(cancelled.onTerminationSpy().lastTerminationWasCancelled())
                    .isTrue();
        }

        @RepeatedTest(20)
        void countsConcurrentSubscriptionsWithoutLosingUpdates() throws Exception {
            int subscribers = 4;
            int subscriptionsPerThread = 500;
            UniOnItemSpy<String> spy = Spy.onItem(Uni.createFrom().item("a"));
            CyclicBarrier start = new CyclicBarrier(subscribers);
            ExecutorService pool = Executors.newFixedThreadPool(subscribers);
            try {
                List<Future<?>> runs = new ArrayList<>();
                for (int i = 0; i < subscribers; i++) {
                    runs.add(pool.submit(() -> {
                        start.await(5, TimeUnit.SECONDS);
                        for (int j = 0; j < subscriptionsPerThread; j++) {
                            subscribe(spy).awaitItem();
                        }
                        return null;
                    }));
                }
                for (Future<?> run : runs) {
                    run.get(10, TimeUnit.SECONDS);
                }
            } finally {
                pool.shutdownNow();
            }
            assertThat(spy.invocationCount()).isEqualTo((long) subscribers * subscriptionsPerThread);
        }

        @Test
        @SuppressWarnings("unchecked")
        void rejectsNullArguments() {
            Uni<String> uni = Uni.createFrom().item("a");
            assertNullRejected(() -> Spy.onItem((Uni<String>) null), "upstream");
            assertNullRejected(() -> Spy.onSubscribe((Uni<String>) null), "upstream");
            assertNullRejected(() -> Spy.onCancellation((Uni<String>) null), "upstream");
            assertNullRejected(() -> Spy.onTermination((Uni<String>) null), "upstream");
            assertNullRejected(() -> Spy.onItemOrFailure((Uni<String>) null), "upstream");
            assertNullRejected(() -> Spy.onFailure((Uni<String>) null), "upstream");
            assertNullRejected(() -> Spy.onFailure(uni, (Predicate<Throwable>) null), "predicate");
            assertNullRejected(() -> Spy.onFailure(uni, (Class<Throwable>) null), "typeOfFailure");
            assertNullRejected(() -> Spy.globally((Uni<String>) null), "upstream");
        }

        @Test
        void isSubscribedThroughTheEntryPointItInherits() {
            // Mutiny's spies declare subscribe(UniSubscriber); ours inherit AbstractUni's, and the call is the same
            UniOnItemSpy<String> spy = Spy.onItem(Uni.createFrom().item("a"));
            UniSubscriber<String> subscriber = UniAssertSubscriber.create();
            spy.subscribe(subscriber);
            ((UniAssertSubscriber<String>) subscriber).assertItem("a");
            assertThat(spy.invocationCount()).isEqualTo(1);
        }
    }

    private static void assertNullRejected(Runnable call, String parameter) {
        assertThatThrownBy(call::run)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("`" + parameter + "`");
    }
}
