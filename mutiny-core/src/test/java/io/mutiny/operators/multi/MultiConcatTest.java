package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.test.FuseableSource;
import io.mutiny.test.KnownMulti;
import io.mutiny.test.TestMulti;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Flow;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class MultiConcatTest {

    @Test
    void concatenatesInOrderWithinTheDemand() {
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .streams(Multi.createFrom().items(1, 2), Multi.createFrom().items(3, 4))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(3));
        subscriber.assertItems(1, 2, 3).assertNotTerminated();
        subscriber.request(1);
        subscriber.assertItems(1, 2, 3, 4).assertCompleted();
    }

    @Test
    void subscribesToTheNextStreamOnlyAfterTheCurrentCompleted() {
        TestMulti<Integer> first = new TestMulti<>();
        TestMulti<Integer> second = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .streams(List.of(first, second))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        assertThat(second.hasSubscriber()).isFalse();
        first.emit(1);
        first.complete();
        assertThat(second.hasSubscriber()).isTrue();
        second.emit(2);
        second.complete();
        subscriber.assertItems(1, 2).assertCompleted();
    }

    @Test
    void signalsTerminalEventsWithoutDemand() {
        Multi.createBy()
                .concatenating()
                .streams(
                        Multi.createFrom().<Integer>empty(),
                        Multi.createFrom().<Integer>failure(new IOException("boom")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertFailedWith(IOException.class, "boom");
        Multi.createBy()
                .concatenating()
                .streams(Multi.createFrom().<Integer>empty(), Multi.createFrom().<Integer>empty())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertCompleted();
    }

    @Test
    void failureStopsTheConcatenation() {
        TestMulti<Integer> second = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .streams(Multi.createFrom().failure(new IOException("boom")), second)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        subscriber.assertFailedWith(IOException.class, "boom");
        assertThat(second.subscriptions()).isZero();
    }

    @Test
    void collectFailuresGoesOnAndReportsAtTheEnd() {
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .collectFailures()
                .streams(
                        Multi.createFrom().failure(new IOException("boom")),
                        Multi.createFrom().items(1, 2))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        subscriber.assertItems(1, 2).assertFailedWith(IOException.class, "boom");
    }

    @Test
    void cancellationReachesTheCurrentStream() {
        TestMulti<Integer> first = new TestMulti<>();
        Multi.createBy()
                .concatenating()
                .streams(first, new TestMulti<Integer>())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .cancel();
        assertThat(first.isCancelled()).isTrue();
    }

    @Test
    void noStreamCompletesAtOnce() {
        Multi.createBy()
                .concatenating()
                .streams(List.<Flow.Publisher<Integer>>of())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertCompleted();
    }

    @Test
    @SuppressWarnings("unchecked")
    void invalidArguments() {
        assertThatThrownBy(() -> Multi.createBy().concatenating().streams((Flow.Publisher<Integer>[]) null))
                .hasMessageContaining("publishers");
        assertThatThrownBy(() -> Multi.createBy().concatenating().streams((Iterable<Flow.Publisher<Integer>>) null))
                .hasMessageContaining("iterable");
        assertThatThrownBy(
                        () -> Multi.createBy().concatenating().streams(Arrays.asList(new TestMulti<Integer>(), null)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("iterable");
    }

    @Test
    void knownSingleItemAndEmptyStreamsAreConcatenatedInOrderWithinTheDemand() {
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .streams(
                        Multi.createFrom().item(1),
                        Multi.createFrom().<Integer>empty(),
                        Multi.createFrom().items(2, 3),
                        Multi.createFrom().items(4))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.assertItems(1).assertNotTerminated();
        subscriber.request(2).assertItems(1, 2, 3).assertNotTerminated();
        subscriber.request(1).assertItems(1, 2, 3, 4).assertCompleted();
    }

    @Test
    void manySynchronousStreamsDoNotGrowTheStack() {
        @SuppressWarnings("unchecked")
        Flow.Publisher<Integer>[] streams = new Flow.Publisher[100_000];
        Arrays.setAll(
                streams,
                i -> i % 2 == 0
                        ? Multi.createFrom().item(i)
                        : Multi.createFrom().empty());
        Multi.createBy()
                .concatenating()
                .streams(streams)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItemCount(50_000)
                .assertCompleted();
    }

    @Test
    void collectFailuresReportsSeveralFailuresTogether() {
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .collectFailures()
                .streams(
                        Multi.createFrom().<Integer>failure(new IOException("first")),
                        Multi.createFrom().items(1),
                        Multi.createFrom().<Integer>failure(new IllegalStateException("second")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        subscriber.assertItems(1).assertFailedWith(CompositeException.class);
        assertThat(((CompositeException) subscriber.getFailure()).getCauses())
                .extracting(Throwable::getMessage)
                .containsExactly("first", "second");
    }

    @Test
    void anInvalidRequestFailsAndCancelsTheCurrentStream() {
        TestMulti<Integer> first = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .streams(first, new TestMulti<Integer>())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        subscriber.request(0).assertFailedWith(IllegalArgumentException.class);
        assertThat(first.isCancelled()).isTrue();
    }

    @Test
    void theStreamsSeeTheSubscribersContext() {
        Multi<String> readsContext =
                Multi.createFrom().context(context -> Multi.createFrom().item(context.<String>get("k")));
        Multi.createBy()
                .concatenating()
                .streams(readsContext, readsContext)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(io.mutiny.Context.of("k", "v"), 10))
                .assertItems("v", "v")
                .assertCompleted();
    }

    @RepeatedTest(100)
    void requestsRacingTheSwitchToTheNextStreamAreNeitherLostNorDuplicated() throws Exception {
        int streams = 50;
        @SuppressWarnings("unchecked")
        Flow.Publisher<Integer>[] publishers = new Flow.Publisher[streams];
        Arrays.setAll(publishers, i -> Multi.createFrom().items(2 * i, 2 * i + 1));
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .streams(publishers)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        Thread other = new Thread(() -> {
            for (int i = 0; i < streams; i++) {
                subscriber.request(1);
            }
        });
        other.start();
        for (int i = 0; i < streams; i++) {
            subscriber.request(1);
        }
        other.join(5000);
        subscriber.awaitCompletion().assertNoViolations();
        assertThat(subscriber.getItems())
                .containsExactlyElementsOf(
                        java.util.stream.IntStream.range(0, 2 * streams).boxed().toList());
    }

    @Test
    void underAnUnboundedDemandKnownStreamsAreEmittedWithoutSubscribingToThem() {
        KnownMulti<Integer> one = KnownMulti.of(1);
        KnownMulti<Integer> empty = KnownMulti.of(null);
        Multi.createBy()
                .concatenating()
                .streams(one, empty, Multi.createFrom().items(2, 3), one)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems(1, 2, 3, 1)
                .assertCompleted();
        assertThat(one.subscriptions()).isZero();
        assertThat(empty.subscriptions()).isZero();
    }

    @Test
    void underABoundedDemandKnownStreamsAreSubscribedAndEmitWithinTheDemand() {
        KnownMulti<Integer> one = KnownMulti.of(1);
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .streams(one, one)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.assertItems(1).assertNotTerminated();
        subscriber.request(1).assertItems(1, 1).assertCompleted();
        assertThat(one.subscriptions()).isEqualTo(2);
    }

    @Test
    void aKnownFailureEndsTheConcatenationOrIsCollected() {
        IOException boom = new IOException("boom");
        KnownMulti<Integer> failing = KnownMulti.failing(boom);
        Multi.createBy()
                .concatenating()
                .streams(Multi.createFrom().item(1), failing, Multi.createFrom().item(2))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems(1)
                .assertFailedWith(IOException.class, "boom");
        Multi.createBy()
                .concatenating()
                .collectFailures()
                .streams(Multi.createFrom().item(1), failing, Multi.createFrom().item(2))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems(1, 2)
                .assertFailedWith(IOException.class, "boom");
        assertThat(failing.subscriptions()).isZero();
    }

    @Test
    void uniStreamsRelayTheirOutcomesInOrderUnderAnUnboundedDemand() {
        Multi.createBy()
                .concatenating()
                .streams(
                        io.mutiny.Uni.createFrom().item(() -> 1).toMulti(),
                        io.mutiny.Uni.createFrom().item(() -> (Integer) null).toMulti(),
                        Multi.createFrom().item(2),
                        io.mutiny.Uni.createFrom().item(() -> 3).toMulti())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems(1, 2, 3)
                .assertCompleted();
    }

    @Test
    void aUniStreamFailureEndsTheConcatenationOrIsCollected() {
        Multi<Integer> failing = io.mutiny.Uni.createFrom()
                .<Integer>item(() -> {
                    throw new IllegalStateException("boom");
                })
                .toMulti();
        Multi.createBy()
                .concatenating()
                .streams(failing, io.mutiny.Uni.createFrom().item(() -> 2).toMulti())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertHasNotReceivedAnyItem()
                .assertFailedWith(IllegalStateException.class, "boom");
        Multi.createBy()
                .concatenating()
                .collectFailures()
                .streams(failing, io.mutiny.Uni.createFrom().item(() -> 2).toMulti(), failing)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems(2)
                .assertFailedWith(CompositeException.class);
    }

    @Test
    void aUniStreamIsSubscribedOnlyWhenRequestedUnderABoundedDemand() {
        java.util.concurrent.atomic.AtomicInteger subscriptions = new java.util.concurrent.atomic.AtomicInteger();
        Multi<Integer> uniStream = io.mutiny.Uni.createFrom()
                .item(() -> 2)
                .onSubscription()
                .invoke(subscriptions::incrementAndGet)
                .toMulti();
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .streams(Multi.createFrom().items(0, 1), uniStream)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        subscriber.assertItems(0, 1).assertNotTerminated();
        assertThat(subscriptions.get()).isZero();
        subscriber.request(1).assertItems(0, 1, 2).assertCompleted();
        assertThat(subscriptions.get()).isEqualTo(1);
    }

    @Test
    void cancellationReachesAPendingUniStream() {
        java.util.concurrent.atomic.AtomicBoolean cancelled = new java.util.concurrent.atomic.AtomicBoolean();
        Multi<Integer> pending = io.mutiny.Uni.createFrom()
                .<Integer>nothing()
                .onCancellation()
                .invoke(() -> cancelled.set(true))
                .toMulti();
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .streams(Multi.createFrom().item(1), pending)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
        subscriber.assertItems(1).assertNotTerminated();
        subscriber.cancel();
        assertThat(cancelled).isTrue();
    }

    @Test
    void uniStreamsSeeTheSubscribersContext() {
        Multi<String> readsContext = io.mutiny.Uni.createFrom()
                .context(context -> io.mutiny.Uni.createFrom().item(() -> context.<String>get("k")))
                .toMulti();
        Multi.createBy()
                .concatenating()
                .streams(readsContext, readsContext)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(io.mutiny.Context.of("k", "v"), Long.MAX_VALUE))
                .assertItems("v", "v")
                .assertCompleted();
    }

    @RepeatedTest(200)
    void cancellationRacingTheSwitchUnderAnUnboundedDemandCancelsTheNextStream() throws Exception {
        java.util.concurrent.atomic.AtomicInteger subscriptions = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.atomic.AtomicInteger cancellations = new java.util.concurrent.atomic.AtomicInteger();
        Multi<Integer> never = Multi.createFrom()
                .<Integer>nothing()
                .onSubscription()
                .invoke(subscriptions::incrementAndGet)
                .onCancellation()
                .invoke(cancellations::incrementAndGet);
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .streams(Multi.createFrom().items(1, 2), never)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
        Thread other = new Thread(() -> {
            try {
                start.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            subscriber.cancel();
        });
        other.start();
        start.countDown();
        subscriber.request(Long.MAX_VALUE);
        other.join(5000);
        assertThat(other.isAlive()).isFalse();
        // either the next stream was never subscribed, or it was cancelled
        assertThat(cancellations.get()).isEqualTo(subscriptions.get());
        subscriber.assertNotTerminated();
    }

    @Test
    void underAnUnboundedDemandSynchronousStreamsArePolledInsteadOfRequested() {
        FuseableSource<Integer> first = FuseableSource.of(FusedSubscription.SYNC, 1, 2);
        FuseableSource<Integer> second = FuseableSource.of(FusedSubscription.SYNC, 3);
        Multi.createBy()
                .concatenating()
                .streams(first, Multi.createFrom().range(10, 12).select().first(1), second)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems(1, 2, 10, 3)
                .assertCompleted();
        assertThat(first.requestedModes()).containsExactly(FusedSubscription.SYNC);
        assertThat(first.pollThreads())
                .hasSize(3)
                .containsOnly(Thread.currentThread().getName());
        assertThat(first.isCleared()).isTrue();
        assertThat(second.pollThreads()).hasSize(2);
    }

    @Test
    void underABoundedDemandSynchronousStreamsAreRequestedNotPolled() {
        FuseableSource<Integer> first = FuseableSource.of(FusedSubscription.SYNC, 1, 2);
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .streams(first, Multi.createFrom().range(10, 12))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.assertItems(1).assertNotTerminated();
        subscriber.request(2).assertItems(1, 2, 10).assertNotTerminated();
        subscriber.request(1).assertItems(1, 2, 10, 11).assertCompleted();
        assertThat(first.requestedModes()).isEmpty();
        assertThat(first.pollThreads()).isEmpty();
    }

    @Test
    void aPolledStreamFailureEndsTheConcatenationOrIsCollected() {
        FuseableSource<Integer> failing =
                FuseableSource.failingAfter(FusedSubscription.SYNC, new IllegalStateException("boom"), 1);
        Multi.createBy()
                .concatenating()
                .streams(failing, Multi.createFrom().range(5, 6))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems(1)
                .assertFailedWith(IllegalStateException.class, "boom");
        assertThat(failing.isCleared()).isTrue();

        Multi.createBy()
                .concatenating()
                .collectFailures()
                .streams(
                        FuseableSource.failingAfter(FusedSubscription.SYNC, new IllegalStateException("boom"), 1),
                        Multi.createFrom().range(5, 6))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems(1, 5)
                .assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void cancellingWhileAStreamIsPolledClearsItAndStops() {
        FuseableSource<Integer> polled = FuseableSource.of(FusedSubscription.SYNC, 1, 2, 3);
        FuseableSource<Integer> next = FuseableSource.of(FusedSubscription.SYNC, 4);
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        Multi.createBy()
                .concatenating()
                .streams(polled, next)
                .onItem()
                .invoke(item -> subscriber.cancel())
                .subscribe()
                .withSubscriber(subscriber);
        subscriber.assertItems(1).assertNotTerminated();
        assertThat(polled.isCleared()).isTrue();
        assertThat(next.requestedModes()).isEmpty();
        assertThat(next.pollThreads()).isEmpty();
    }
}
