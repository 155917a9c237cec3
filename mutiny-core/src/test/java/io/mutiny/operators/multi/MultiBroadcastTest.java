package io.mutiny.operators.multi;

import static io.mutiny.test.TestSubscriber.subscribe;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestSubscriber;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class MultiBroadcastTest {

    private static ExecutorService pool;
    private final VirtualTimeScheduler scheduler = new VirtualTimeScheduler();

    @BeforeAll
    static void startPool() {
        pool = Executors.newFixedThreadPool(2);
    }

    @AfterAll
    static void stopPool() {
        pool.shutdownNow();
    }

    @AfterEach
    void stopTicker() {
        scheduler.shutdownNow();
    }

    @Test
    void itemsGoToThePresentSubscribersPacedByTheSlowest() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> shared = source.broadcast().toAllSubscribers();
        assertThat(source.subscriptions()).isZero();
        TestSubscriber<Integer> slow = subscribe(shared, 1);
        assertThat(source.subscriptions()).isEqualTo(1);
        assertThat(source.requested()).isEqualTo(Infrastructure.getBufferSizeS());
        TestSubscriber<Integer> fast = subscribe(shared, 10);
        source.emit(1, 2);
        slow.assertItems(1);
        fast.assertItems(1);
        slow.request(1);
        fast.assertItems(1, 2);
        TestSubscriber<Integer> late = subscribe(shared, 10);
        slow.request(5);
        source.emit(3);
        late.assertItems(3);
        source.complete();
        slow.assertItems(1, 2, 3).assertCompleted();
        fast.assertCompleted();
        late.assertCompleted();
        subscribe(shared, 1).assertItems().assertCompleted();
        assertThat(source.subscriptions()).isEqualTo(1);
    }

    @Test
    void toAtLeastWaitsForEnoughSubscribers() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> shared = source.broadcast().toAtLeast(2);
        TestSubscriber<Integer> first = subscribe(shared, 10);
        assertThat(source.hasSubscriber()).isFalse();
        TestSubscriber<Integer> second = subscribe(shared, 10);
        assertThat(source.hasSubscriber()).isTrue();
        source.emit(1);
        first.assertItems(1);
        second.assertItems(1);
    }

    @Test
    void byDefaultDeparturesDoNotCancelTheUpstream() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> shared = source.broadcast().toAllSubscribers();
        subscribe(shared, 10).cancel();
        assertThat(source.isCancelled()).isFalse();
        source.emit(1);
        // the item waited in the buffer for the next subscriber
        subscribe(shared, 10).assertItems(1);
    }

    @Test
    void cancellationAfterLastDepartureAndResubscription() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> shared = source.broadcast()
                .withCancellationAfterLastSubscriberDeparture()
                .toAllSubscribers();
        TestSubscriber<Integer> first = subscribe(shared, 10);
        TestSubscriber<Integer> second = subscribe(shared, 10);
        first.cancel();
        assertThat(source.isCancelled()).isFalse();
        second.cancel();
        assertThat(source.isCancelled()).isTrue();
        subscribe(shared, 10);
        assertThat(source.subscriptions()).isEqualTo(2);
    }

    @Test
    void delayedCancellationIsAbandonedWhenASubscriberArrives() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> shared = new MultiPublishOp<>(source, 1, true, Duration.ofSeconds(1), scheduler, 16);
        subscribe(shared, 10).cancel();
        assertThat(scheduler.pendingTaskCount()).isEqualTo(1);
        assertThat(source.isCancelled()).isFalse();
        TestSubscriber<Integer> next = subscribe(shared, 10);
        assertThat(scheduler.pendingTaskCount()).isZero();
        source.emit(1);
        next.assertItems(1);
        next.cancel();
        scheduler.advanceTimeBy(Duration.ofMillis(999));
        assertThat(source.isCancelled()).isFalse();
        scheduler.advanceTimeBy(Duration.ofMillis(1));
        assertThat(source.isCancelled()).isTrue();
    }

    @Test
    void failureReachesEverySubscriberAtOnce() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> shared = source.broadcast().toAllSubscribers();
        TestSubscriber<Integer> first = subscribe(shared, 0);
        TestSubscriber<Integer> second = subscribe(shared, 10);
        source.emit(1);
        source.fail(new IOException("boom"));
        first.assertFailedWith(IOException.class, "boom");
        second.assertFailedWith(IOException.class, "boom");
        subscribe(shared, 1).assertFailedWith(IOException.class, "boom");
    }

    @Test
    void aSubscriberArrivingAfterTheTerminationReceivesItAtOnce() {
        Multi<Integer> completed = Multi.createFrom().items(1, 2).broadcast().toAllSubscribers();
        subscribe(completed, 10).assertItems(1, 2).assertCompleted();
        // Mutiny leaves it with onSubscribe alone, waiting for ever
        subscribe(completed, 10).assertItems().assertCompleted();
        subscribe(completed, 0).assertItems().assertCompleted();
        Multi<Integer> failed = Multi.createFrom()
                .<Integer>failure(new IOException("boom"))
                .broadcast()
                .toAllSubscribers();
        subscribe(failed, 1).assertFailedWith(IOException.class, "boom");
        subscribe(failed, 1).assertFailedWith(IOException.class, "boom");
    }

    @Test
    void invalidRequestFailsOnlyThatSubscriber() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> shared = source.broadcast().toAllSubscribers();
        TestSubscriber<Integer> bad = subscribe(shared, 0);
        TestSubscriber<Integer> good = subscribe(shared, 10);
        bad.request(0);
        bad.assertFailedWith(IllegalArgumentException.class, "3.9");
        source.emit(1);
        good.assertItems(1);
    }

    @Test
    void invalidRequestFromOnSubscribeAfterTheTerminationFailsThatSubscriber() {
        Multi<Integer> completed = Multi.createFrom().items(1, 2).broadcast().toAllSubscribers();
        subscribe(completed, 10).assertCompleted();
        // rule 3.9: the request came while the subscription was live, so it fails the subscriber
        subscribe(completed, -1).assertItems().assertFailedWith(IllegalArgumentException.class, "3.9");
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> new TestMulti<>().broadcast().toAtLeast(0))
                .hasMessageContaining("numberOfSubscribers");
        assertThatThrownBy(() -> new TestMulti<>().broadcast().withCancellationAfterLastSubscriberDeparture(null))
                .hasMessageContaining("delay");
    }

    @Test
    void concurrentRequestsWhileTheUpstreamEmits() throws Exception {
        List<Integer> values = IntStream.range(0, 400).boxed().collect(Collectors.toList());
        for (int round = 0; round < 200; round++) {
            TestMulti<Integer> source = new TestMulti<>();
            Multi<Integer> shared = source.broadcast().toAtLeast(2);
            TestSubscriber<Integer> first = subscribe(shared, 0);
            TestSubscriber<Integer> second = subscribe(shared, 0);
            CyclicBarrier barrier = new CyclicBarrier(2);
            Future<?> emitter = pool.submit(() -> {
                barrier.await(10, TimeUnit.SECONDS);
                int index = 0;
                for (Integer value : values) {
                    while (source.requested() <= index) {
                        Thread.yield();
                    }
                    source.emit(value);
                    index++;
                }
                source.complete();
                return null;
            });
            Future<?> requester = pool.submit(() -> {
                barrier.await(10, TimeUnit.SECONDS);
                for (int i = 0; i < values.size(); i += 10) {
                    first.request(10);
                    second.request(10);
                }
                return null;
            });
            emitter.get(10, TimeUnit.SECONDS);
            requester.get(10, TimeUnit.SECONDS);
            first.awaitTermination().assertCompleted();
            second.awaitTermination().assertCompleted();
            assertThat(first.items()).isEqualTo(values);
            assertThat(second.items()).isEqualTo(values);
        }
    }

    /** Emits what the subscriber's context holds under "user", as seen when the upstream is subscribed. */
    private static Multi<String> userFromContext() {
        return Multi.createFrom().context(context -> Multi.createFrom().item(context.getOrElse("user", () -> "none")));
    }

    @Test
    void theUpstreamSeesTheContextOfTheFirstSubscriber() {
        Multi<String> broadcast = userFromContext().broadcast().toAtLeast(2);

        AssertSubscriber<String> alice =
                broadcast.subscribe().withSubscriber(AssertSubscriber.create(Context.of("user", "alice"), 10));
        AssertSubscriber<String> bob =
                broadcast.subscribe().withSubscriber(AssertSubscriber.create(Context.of("user", "bob"), 10));

        alice.assertItems("alice").assertCompleted();
        bob.assertItems("alice").assertCompleted();
    }

    @Test
    void aNewConnectionSeesTheContextOfItsFirstSubscriber() {
        Multi<String> broadcast = userFromContext()
                .broadcast()
                .withCancellationAfterLastSubscriberDeparture()
                .toAllSubscribers();

        broadcast
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Context.of("user", "alice"), 10))
                .assertItems("alice")
                .assertCompleted();
        broadcast
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Context.of("user", "bob"), 10))
                .assertItems("bob")
                .assertCompleted();
    }

    @Test
    void delayedCancellationOnAnExecutorWaitsForItsVirtualTime() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> shared = source.broadcast()
                .withCancellationAfterLastSubscriberDeparture(Duration.ofSeconds(1), scheduler)
                .toAllSubscribers();
        subscribe(shared, 10).cancel();
        assertThat(scheduler.pendingTaskCount()).isEqualTo(1);
        scheduler.advanceTimeBy(Duration.ofMillis(999));
        assertThat(source.isCancelled()).isFalse();
        scheduler.advanceTimeBy(Duration.ofMillis(1));
        assertThat(source.isCancelled()).isTrue();
    }

    @Test
    void delayedCancellationIsDroppedWhenTheUpstreamTerminates() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> shared = source.broadcast()
                .withCancellationAfterLastSubscriberDeparture(Duration.ofSeconds(10), scheduler)
                .toAllSubscribers();
        subscribe(shared, 10).cancel();
        assertThat(scheduler.pendingTaskCount()).isEqualTo(1);

        source.complete();

        // nothing left to cancel: the timer must not keep the connection for ten more seconds
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void delayedCancellationOnARejectingExecutorCancelsAtOnce() {
        scheduler.shutdown();
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> shared = source.broadcast()
                .withCancellationAfterLastSubscriberDeparture(Duration.ofSeconds(1), scheduler)
                .toAllSubscribers();
        subscribe(shared, 10).cancel();
        assertThat(source.isCancelled()).isTrue();
    }

    @Test
    void delayedCancellationRejectsANullExecutor() {
        assertThatThrownBy(() -> new TestMulti<>()
                        .broadcast()
                        .withCancellationAfterLastSubscriberDeparture(Duration.ofSeconds(1), null))
                .hasMessageContaining("executor");
    }
}
