package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.subscription.UniSubscription;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class UniOnSubscriptionTest {

    @Test
    void invokeRunsBeforeTheDownstreamSubscription() {
        AtomicReference<UniSubscription> seen = new AtomicReference<>();
        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .item(1)
                .onSubscription()
                .invoke(s -> {
                    seen.set(s);
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.assertItem(1).assertSignalsReceivedInOrder();
        assertThat(seen.get()).isSameAs(subscriber.getSignals().get(0).value());
        AtomicInteger runs = new AtomicInteger();
        Uni.createFrom()
                .item(1)
                .onSubscription()
                .invoke(runs::incrementAndGet)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1);
        assertThat(runs).hasValue(1);
    }

    @Test
    void throwingInvokeCancelsUpstreamAndFails() {
        TestUni<Integer> upstream = new TestUni<>();
        upstream.onSubscription()
                .invoke(s -> {
                    throw new IllegalStateException("callback");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "callback")
                .assertSignalsReceivedInOrder();
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void callDelaysTheSubscriptionAndHoldsTheOutcome() {
        TestUni<String> called = new TestUni<>();
        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .item(1)
                .onSubscription()
                .call(s -> called)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.assertNotSubscribed().assertNotTerminated();
        called.complete("ok");
        subscriber.assertSubscribed().assertItem(1).assertSignalsReceivedInOrder();
    }

    @Test
    void callCompletingBeforeTheUpstreamOutcome() {
        TestUni<Integer> upstream = new TestUni<>();
        UniAssertSubscriber<Integer> subscriber = upstream.onSubscription()
                .call(() -> Uni.createFrom().item("ok"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.assertSubscribed().assertNotTerminated();
        upstream.fail(new IOException("late"));
        subscriber.assertFailedWith(IOException.class, "late");
    }

    @Test
    void failingCallCancelsTheUpstream() {
        TestUni<Integer> upstream = new TestUni<>();
        upstream.onSubscription()
                .call(s -> Uni.createFrom().failure(new IOException("call")))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "call")
                .assertSignalsReceivedInOrder();
        assertThat(upstream.isCancelled()).isTrue();
        Uni.createFrom()
                .item(1)
                .onSubscription()
                .call((Supplier<Uni<?>>) () -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void failingCallAfterTheUpstreamItemWins() {
        TestUni<String> called = new TestUni<>();
        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .item(1)
                .onSubscription()
                .call(s -> called)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        called.fail(new IOException("call"));
        subscriber.assertFailedWith(IOException.class, "call").assertSignalsReceivedInOrder();
    }

    @Test
    void callRacingWithTheUpstreamOutcome() throws InterruptedException {
        for (int round = 0; round < 2_000; round++) {
            int i = round;
            TestUni<Integer> upstream = new TestUni<>();
            TestUni<String> called = new TestUni<>();
            UniAssertSubscriber<Integer> subscriber = upstream.onSubscription()
                    .call(s -> called)
                    .subscribe()
                    .withSubscriber(UniAssertSubscriber.create());
            java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
            Thread other = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                upstream.complete(i);
            });
            other.start();
            start.countDown();
            called.complete("ok");
            other.join(5_000);
            subscriber.awaitItem().assertItem(i).assertSignalsReceivedInOrder();
        }
    }

    @Test
    void cancellationReachesTheCallAndTheUpstream() {
        TestUni<Integer> upstream = new TestUni<>();
        TestUni<String> called = new TestUni<>();
        AtomicReference<UniSubscription> subscription = new AtomicReference<>();
        upstream.onSubscription()
                .call(s -> {
                    subscription.set(s);
                    return called;
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscription.get().cancel();
        assertThat(upstream.isCancelled()).isTrue();
        assertThat(called.isCancelled()).isTrue();
    }

    @Test
    void invalidArguments() {
        Uni<Integer> one = Uni.createFrom().item(1);
        assertThatThrownBy(() -> one.onSubscription().invoke((Consumer<UniSubscription>) null))
                .hasMessageContaining("callback");
        assertThatThrownBy(() -> one.onSubscription().invoke((Runnable) null)).hasMessageContaining("callback");
        assertThatThrownBy(() -> one.onSubscription().call((Function<UniSubscription, Uni<?>>) null))
                .hasMessageContaining("function");
        assertThatThrownBy(() -> one.onSubscription().call((Supplier<Uni<?>>) null))
                .hasMessageContaining("supplier");
    }
}
