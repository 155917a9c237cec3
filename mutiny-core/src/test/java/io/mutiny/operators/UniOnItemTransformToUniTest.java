package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.subscription.UniEmitter;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class UniOnItemTransformToUniTest {

    @Test
    void switchesToTheProducedUni() {
        Uni.createFrom()
                .item(2)
                .onItem()
                .transformToUni(i -> Uni.createFrom().item(i * 3))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(6)
                .assertSignalsReceivedInOrder();
        Uni.createFrom()
                .item(2)
                .chain(i -> Uni.createFrom().item("#" + i))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("#2");
    }

    @Test
    void knownOutcomesAreDeliveredInOrder() {
        Uni.createFrom()
                .item(1)
                .onItem()
                .transformToUni(i -> Uni.createFrom().nullItem())
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(null)
                .assertSignalsReceivedInOrder();
        Uni.createFrom()
                .item(1)
                .onItem()
                .transformToUni(i -> Uni.createFrom().failure(new IOException("known")))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "known")
                .assertSignalsReceivedInOrder();
    }

    @Test
    void cancellationFromTheMapperDropsTheKnownOutcome() {
        AtomicReference<UniAssertSubscriber<Integer>> subscriber = new AtomicReference<>(UniAssertSubscriber.create());
        Uni.createFrom()
                .item(1)
                .onItem()
                .transformToUni(i -> {
                    subscriber.get().cancel();
                    return Uni.createFrom().item(i + 1);
                })
                .subscribe()
                .withSubscriber(subscriber.get())
                .assertNotTerminated();
    }

    @Test
    void nullItemIsGivenToTheMapper() {
        Uni.createFrom()
                .<String>nullItem()
                .onItem()
                .transformToUni(s -> Uni.createFrom().item(s == null))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(true);
    }

    @Test
    void producedFailureIsForwarded() {
        Uni.createFrom()
                .item(1)
                .onItem()
                .transformToUni(i -> Uni.createFrom().failure(new IOException("inner")))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "inner");
    }

    @Test
    void upstreamFailurePassesWithoutCallingTheMapper() {
        AtomicBoolean called = new AtomicBoolean();
        Uni.createFrom()
                .<Integer>failure(new IOException("up"))
                .onItem()
                .transformToUni(i -> {
                    called.set(true);
                    return Uni.createFrom().item(i);
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "up");
        assertThat(called).isFalse();
    }

    @Test
    void throwingOrNullMapper() {
        Uni.createFrom()
                .item(1)
                .onItem()
                .transformToUni(i -> {
                    throw new IllegalStateException("mapper");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "mapper");
        Uni.createFrom()
                .item(1)
                .onItem()
                .transformToUni(i -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void cancellationBeforeTheItemReachesUpstream() {
        TestUni<Integer> upstream = new TestUni<>();
        UniAssertSubscriber<Integer> subscriber = upstream.onItem()
                .transformToUni(i -> Uni.createFrom().item(i))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(upstream.isCancelled()).isTrue();
        subscriber.assertNotTerminated();
    }

    @Test
    void cancellationAfterTheSwitchReachesTheProducedUni() {
        TestUni<Integer> inner = new TestUni<>();
        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .item(1)
                .onItem()
                .transformToUni(i -> inner)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(inner.isCancelled()).isTrue();
        inner.complete(5);
        subscriber.assertNotTerminated();
    }

    @Test
    void producedUniCompletingFromAnotherThread() {
        UniAssertSubscriber<String> subscriber = Uni.createFrom()
                .item(1)
                .onItem()
                .transformToUni(i -> Uni.createFrom()
                        .<String>emitter(e -> new Thread(() -> e.complete("late-" + i), "inner-thread").start()))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.awaitItem().assertItem("late-1");
        assertThat(subscriber.getOnItemThreadName()).isEqualTo("inner-thread");
    }

    @Test
    void emitterVariant() {
        Uni.createFrom()
                .item(3)
                .onItem()
                .<Integer>transformToUni((i, emitter) -> emitter.complete(i + 1))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(4);
        Uni.createFrom()
                .item(3)
                .onItem()
                .<Integer>transformToUni((i, emitter) -> {
                    throw new IllegalStateException("consumer");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "consumer");
    }

    @Test
    void mapperSeesTheSubscriberContext() {
        Uni.createFrom()
                .item("k")
                .onItem()
                .transformToUni(
                        k -> Uni.createFrom().context(c -> Uni.createFrom().item(c.<String>get(k))))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create(io.mutiny.Context.of("k", "v")))
                .assertItem("v");
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Uni.createFrom().item(1).onItem().transformToUni((Function<
                                Integer, Uni<? extends Integer>>)
                        null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("mapper");
        assertThatThrownBy(() -> Uni.createFrom().item(1).onItem().transformToUni((BiConsumer<
                                Integer, UniEmitter<? super Integer>>)
                        null))
                .hasMessageContaining("consumer");
    }
    // consecutive transformToUni stages are applied by one processor per run (see UniOnOutcomeFlatMapOp): the tests
    // below check that a run behaves as the stages it replaces

    @Test
    void aChainLongerThanOneRunAppliesEveryMapperOncePerSubscriberInOrder() {
        AtomicInteger calls = new AtomicInteger();
        Uni<String> uni = Uni.createFrom().item("");
        StringBuilder expected = new StringBuilder();
        for (int stage = 0; stage < 40; stage++) {
            String suffix = Integer.toString(stage % 10);
            boolean known = stage % 3 != 0;
            expected.append(suffix);
            uni = uni.onItem().transformToUni(s -> {
                calls.incrementAndGet();
                // a known item, or a Uni that must be subscribed to
                return known
                        ? Uni.createFrom().item(s + suffix)
                        : Uni.createFrom().item(() -> s + suffix);
            });
        }
        assertThat(calls).hasValue(0);
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(expected.toString());
        uni.subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(expected.toString())
                .assertSignalsReceivedInOrder();
        assertThat(calls).hasValue(80);
    }

    // the run's processor gets item(1)'s outcome without a subscription to it (UniTerminalOp.subscribeRun)
    @Test
    void aSubscriberCancellingOnSubscriptionToARunOverAKnownItemRunsNoMapper() {
        AtomicInteger calls = new AtomicInteger();
        Uni.createFrom()
                .item(1)
                .onItem()
                .transformToUni(i -> Uni.createFrom().item(calls.incrementAndGet()))
                .onItem()
                .transformToUni(i -> Uni.createFrom().item(calls.incrementAndGet()))
                .subscribe()
                .withSubscriber(new UniAssertSubscriber<>(true))
                .assertNotTerminated();
        assertThat(calls).hasValue(0);
    }

    @Test
    void aCancellationFromAMapperInARunSkipsTheMappersAfterIt() {
        AtomicReference<UniAssertSubscriber<Integer>> subscriber = new AtomicReference<>(UniAssertSubscriber.create());
        AtomicBoolean after = new AtomicBoolean();
        Uni.createFrom()
                .item(1)
                .onItem()
                .transformToUni(i -> Uni.createFrom().item(i + 1))
                .onItem()
                .transformToUni(i -> {
                    subscriber.get().cancel();
                    return Uni.createFrom().item(i + 1);
                })
                .onItem()
                .transformToUni(i -> {
                    after.set(true);
                    return Uni.createFrom().item(i);
                })
                .subscribe()
                .withSubscriber(subscriber.get())
                .assertNotTerminated();
        assertThat(after).isFalse();
    }

    @Test
    void aProducedUniInsideARunIsSubscribedAndItsItemGoesToTheNextMapperOnItsThread() {
        AtomicReference<String> nextMapperThread = new AtomicReference<>();
        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .item(1)
                .onItem()
                .transformToUni(i -> Uni.createFrom()
                        .<Integer>emitter(e -> new Thread(() -> e.complete(i + 1), "inner-thread").start()))
                .onItem()
                .transformToUni(i -> {
                    nextMapperThread.set(Thread.currentThread().getName());
                    return Uni.createFrom().item(i * 10);
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.awaitItem().assertItem(20).assertSignalsReceivedInOrder();
        assertThat(nextMapperThread).hasValue("inner-thread");
    }

    @Test
    void aCancellationWhileAProducedUniInsideARunIsPendingReachesItAndStopsTheRun() {
        TestUni<Integer> inner = new TestUni<>();
        AtomicBoolean after = new AtomicBoolean();
        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .item(1)
                .onItem()
                .transformToUni(i -> Uni.createFrom().item(i + 1))
                .onItem()
                .transformToUni(i -> inner)
                .onItem()
                .transformToUni(i -> {
                    after.set(true);
                    return Uni.createFrom().item(i);
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(inner.isCancelled()).isTrue();
        inner.complete(5);
        subscriber.assertNotTerminated();
        assertThat(after).isFalse();
    }

    @Test
    void aFailureInsideARunSkipsTheMappersAfterIt() {
        AtomicBoolean after = new AtomicBoolean();
        Function<Integer, Uni<? extends Integer>> recordingMapper = i -> {
            after.set(true);
            return Uni.createFrom().item(i);
        };
        Uni.createFrom()
                .item(1)
                .onItem()
                .transformToUni(i -> Uni.createFrom().<Integer>failure(new IOException("known")))
                .onItem()
                .transformToUni(recordingMapper)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "known")
                .assertSignalsReceivedInOrder();
        Uni.createFrom()
                .item(1)
                .onItem()
                .transformToUni(i -> TestUni.<Integer>failure(new IOException("subscribed")))
                .onItem()
                .transformToUni(recordingMapper)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "subscribed");
        assertThat(after).isFalse();
    }
}
