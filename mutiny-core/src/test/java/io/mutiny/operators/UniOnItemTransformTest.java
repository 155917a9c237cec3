package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.subscription.UniEmitter;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class UniOnItemTransformTest {

    @Test
    void transformsTheItem() {
        Uni.createFrom()
                .item(1)
                .onItem()
                .transform(i -> i + 1)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(2)
                .assertSignalsReceivedInOrder();
        Uni.createFrom()
                .item(1)
                .map(i -> "#" + i)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("#1");
    }

    @Test
    void nullItemAndNullResult() {
        Uni.createFrom()
                .<Integer>nullItem()
                .onItem()
                .transform(i -> i == null ? "was null" : "no")
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("was null");
        Uni.createFrom()
                .item(1)
                .onItem()
                .transform(i -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
    }

    @Test
    void failurePassesThroughWithoutCallingTheMapper() {
        AtomicBoolean called = new AtomicBoolean();
        Uni.createFrom()
                .<Integer>failure(new IOException("boom"))
                .onItem()
                .transform(i -> called.getAndSet(true))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "boom");
        assertThat(called).isFalse();
    }

    @Test
    void throwingMapperFails() {
        Uni.createFrom()
                .item(1)
                .onItem()
                .transform(i -> {
                    throw new IllegalStateException("mapper");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "mapper")
                .assertSignalsReceivedInOrder();
    }

    // 2 stages: one run of fused transforms (see UniOnItemTransformOp)
    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void cancellationBeforeTheItemReachesUpstreamAndSkipsTheMapper(int stages) {
        AtomicBoolean terminated = new AtomicBoolean();
        AtomicInteger calls = new AtomicInteger();
        AtomicReference<UniEmitter<? super Integer>> emitter = new AtomicReference<>();
        Uni<Integer> uni = Uni.createFrom().emitter(e -> {
            e.onTermination(() -> terminated.set(true));
            emitter.set(e);
        });
        for (int stage = 0; stage < stages; stage++) {
            uni = uni.onItem().transform(i -> calls.incrementAndGet());
        }
        UniAssertSubscriber<Integer> subscriber = uni.subscribe().withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(terminated).isTrue();
        emitter.get().complete(1);
        subscriber.assertNotTerminated();
        assertThat(calls).hasValue(0);
    }

    @Test
    void cancellationAfterTheItemIsHarmless() {
        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .item(1)
                .onItem()
                .transform(i -> i * 10)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        subscriber.assertItem(10);
    }

    @Test
    void cancelledOnSubscription() {
        AtomicInteger calls = new AtomicInteger();
        Uni.createFrom()
                .item(1)
                .onItem()
                .transform(i -> calls.incrementAndGet())
                .subscribe()
                .withSubscriber(new UniAssertSubscriber<>(true))
                .assertNotTerminated();
        assertThat(calls).hasValue(0);
    }

    @Test
    void propagatesContextUpstream() {
        Uni.createFrom()
                .context(c -> Uni.createFrom().item(c.<String>get("k")))
                .onItem()
                .transform(s -> s + "!")
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create(io.mutiny.Context.of("k", "v")))
                .assertItem("v!");
    }

    @Test
    void nullMapperIsRejected() {
        assertThatThrownBy(() -> Uni.createFrom().item(1).onItem().transform(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("mapper");
    }

    @Test
    void aFatalErrorThrownByTheMapperIsRethrownNotSignalled() {
        UniAssertSubscriber<Integer> subscriber = UniAssertSubscriber.create();
        Uni<Integer> uni = Uni.createFrom().item(1).onItem().transform(n -> {
            throw new StackOverflowError("fatal");
        });

        assertThatThrownBy(() -> uni.subscribe().withSubscriber(subscriber))
                .isInstanceOf(StackOverflowError.class)
                .hasMessage("fatal");
        assertThat(subscriber.getFailure()).isNull();
    }

    // consecutive transforms are applied by one processor per run (see UniOnItemTransformOp): the tests below check
    // that a run behaves as the stages it replaces

    @Test
    void aChainLongerThanOneRunAppliesEveryMapperOncePerSubscriberInOrder() {
        AtomicInteger calls = new AtomicInteger();
        Uni<String> uni = Uni.createFrom().item("");
        StringBuilder expected = new StringBuilder();
        for (int stage = 0; stage < 40; stage++) {
            String suffix = Integer.toString(stage % 10);
            expected.append(suffix);
            uni = uni.onItem().transform(s -> {
                calls.incrementAndGet();
                return s + suffix;
            });
        }
        assertThat(calls).hasValue(0);
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(expected.toString());
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(expected.toString());
        assertThat(calls).hasValue(80);
    }

    @Test
    void aStageInsideARunStaysAUniOfItsOwn() {
        Uni<Integer> first = Uni.createFrom().item(1).onItem().transform(i -> i + 1);
        Uni<Integer> second = first.onItem().transform(i -> i * 10);
        Uni<Integer> third = second.onItem().transform(i -> i - 3);
        third.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(17);
        second.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(20);
        first.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(2);
    }

    // the run's processor gets item(1)'s outcome without a subscription to it (UniTerminalOp.subscribeRun), and is
    // the subscription of the stage below it, through which the cancellation comes
    @Test
    void aRunOverAKnownItemBelowAnotherStageRunsNoMapperOnceCancelledOnSubscription() {
        AtomicInteger calls = new AtomicInteger();
        Uni.createFrom()
                .item(1)
                .onItem()
                .transform(i -> calls.incrementAndGet())
                .onItem()
                .transform(i -> calls.incrementAndGet())
                .onFailure()
                .recoverWithItem(-1)
                .subscribe()
                .withSubscriber(new UniAssertSubscriber<>(true))
                .assertNotTerminated();
        assertThat(calls).hasValue(0);
    }

    @Test
    void aThrowingMapperInARunSkipsTheMappersAfterIt() {
        AtomicBoolean after = new AtomicBoolean();
        Uni.createFrom()
                .item(1)
                .onItem()
                .transform(i -> i + 1)
                .onItem()
                .<Integer>transform(i -> {
                    throw new IllegalStateException("second");
                })
                .onItem()
                .transform(i -> after.getAndSet(true))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "second")
                .assertSignalsReceivedInOrder();
        assertThat(after).isFalse();
    }

    @Test
    void aCancellationFromAMapperInARunSkipsTheMappersAfterIt() {
        AtomicReference<UniAssertSubscriber<Integer>> subscriber = new AtomicReference<>();
        AtomicBoolean after = new AtomicBoolean();
        subscriber.set(UniAssertSubscriber.create());
        Uni.createFrom()
                .item(1)
                .onItem()
                .transform(i -> {
                    subscriber.get().cancel();
                    return i + 1;
                })
                .onItem()
                .transform(i -> {
                    after.set(true);
                    return i;
                })
                .subscribe()
                .withSubscriber(subscriber.get())
                .assertNotTerminated();
        assertThat(after).isFalse();
    }
    // a run's processor has one mapper call per position in the run (see UniOnItemTransformOp): every length up to
    // two runs, each mapper once and in order
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13})
    void aChainOfEachLengthAppliesEveryMapperOnceInOrder(int stages) {
        AtomicInteger calls = new AtomicInteger();
        Uni<String> uni = Uni.createFrom().item("");
        StringBuilder expected = new StringBuilder();
        for (int stage = 0; stage < stages; stage++) {
            String suffix = Integer.toString(stage, Character.MAX_RADIX);
            expected.append(suffix);
            uni = uni.onItem().transform(s -> {
                calls.incrementAndGet();
                return s + suffix;
            });
        }
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(expected.toString());
        assertThat(calls).hasValue(stages);
    }

    // seven stages: two runs (UniOnItemTransformOp.MAX_RUN), over a source that is not a known item; a cancellation
    // from the last mapper comes too late, as in SmallRye Mutiny
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5})
    void aCancellationFromAnyMapperOfAChainSkipsTheMappersAfterIt(int cancelling) {
        AtomicReference<UniAssertSubscriber<Integer>> subscriber = new AtomicReference<>();
        AtomicInteger calls = new AtomicInteger();
        subscriber.set(UniAssertSubscriber.create());
        Uni<Integer> uni = Uni.createFrom().emitter(emitter -> emitter.complete(0));
        for (int stage = 0; stage < 7; stage++) {
            int position = stage;
            uni = uni.onItem().transform(i -> {
                calls.incrementAndGet();
                if (position == cancelling) {
                    subscriber.get().cancel();
                }
                return i + 1;
            });
        }
        uni.subscribe().withSubscriber(subscriber.get()).assertNotTerminated();
        assertThat(calls).hasValue(cancelling + 1);
    }
}
