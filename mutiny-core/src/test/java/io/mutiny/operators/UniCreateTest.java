package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.subscription.UniEmitter;
import java.io.IOException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class UniCreateTest {

    @Test
    void item() {
        Uni<Integer> uni = Uni.createFrom().item(1);
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(1);
        uni.subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1)
                .assertSignalsReceivedInOrder();
    }

    @Test
    void itemNotDeliveredWhenCancelledOnSubscription() {
        UniAssertSubscriber<Integer> subscriber =
                Uni.createFrom().item(1).subscribe().withSubscriber(new UniAssertSubscriber<>(true));
        subscriber.assertSubscribed().assertNotTerminated();
    }

    @Test
    void nullAndVoidItems() {
        Uni.createFrom()
                .nullItem()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
        Uni.createFrom()
                .voidItem()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
        Uni.createFrom()
                .item((String) null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
    }

    @Test
    void itemSupplierIsCalledPerSubscriber() {
        AtomicInteger counter = new AtomicInteger();
        Uni<Integer> uni = Uni.createFrom().item(counter::incrementAndGet);
        assertThat(counter).hasValue(0);
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(1);
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(2);
    }

    @Test
    void itemSupplierReturningNullGivesNullItem() {
        Uni.createFrom()
                .item(() -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
    }

    @Test
    void itemSupplierThrowing() {
        Uni.createFrom()
                .item(() -> {
                    throw new IllegalStateException("boom");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void itemSupplierNotCalledWhenCancelledOnSubscription() {
        AtomicBoolean called = new AtomicBoolean();
        Uni.createFrom().item(() -> called.getAndSet(true)).subscribe().withSubscriber(new UniAssertSubscriber<>(true));
        assertThat(called).isFalse();
    }

    @Test
    void itemWithSharedState() {
        AtomicInteger stateCalls = new AtomicInteger();
        Uni<Integer> uni = Uni.createFrom()
                .item(
                        () -> {
                            stateCalls.incrementAndGet();
                            return new AtomicInteger();
                        },
                        AtomicInteger::incrementAndGet);
        assertThat(stateCalls).hasValue(0);
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(1);
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(2);
        assertThat(stateCalls).hasValue(1);
    }

    @Test
    void failingOrNullStateFailsEverySubscriber() {
        AtomicInteger stateCalls = new AtomicInteger();
        Uni<Integer> failing = Uni.createFrom()
                .item(
                        () -> {
                            stateCalls.incrementAndGet();
                            throw new IllegalStateException("no state");
                        },
                        state -> 1);
        failing.subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "no state");
        failing.subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "no state");
        assertThat(stateCalls).hasValue(1);
        Uni.createFrom()
                .item(() -> null, state -> 1)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void failure() {
        Uni.createFrom()
                .failure(new IOException("boom"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "boom")
                .assertSignalsReceivedInOrder();
    }

    @Test
    void failureSupplier() {
        AtomicInteger counter = new AtomicInteger();
        Uni<Object> uni = Uni.createFrom().failure(() -> new IOException("#" + counter.incrementAndGet()));
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertFailedWith(IOException.class, "#1");
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertFailedWith(IOException.class, "#2");
        Uni.createFrom()
                .failure(() -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
        Uni.createFrom()
                .failure(() -> {
                    throw new IllegalStateException("thrown");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "thrown");
    }

    @Test
    void failureNotDeliveredWhenCancelledOnSubscription() {
        Uni.createFrom()
                .failure(new IOException())
                .subscribe()
                .withSubscriber(new UniAssertSubscriber<>(true))
                .assertNotTerminated();
    }

    @Test
    void nothing() {
        UniAssertSubscriber<Object> subscriber =
                Uni.createFrom().nothing().subscribe().withSubscriber(UniAssertSubscriber.create());
        subscriber.assertSubscribed().assertNotTerminated();
        subscriber.cancel();
        subscriber.assertNotTerminated();
    }

    @Test
    void optional() {
        Uni.createFrom()
                .optional(Optional.of(1))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1);
        Uni.createFrom()
                .optional(Optional.empty())
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
        Uni.createFrom()
                .optional(() -> Optional.of(2))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(2);
        Uni.createFrom()
                .optional((Supplier<Optional<Integer>>) () -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void emitterCompletes() {
        Uni.createFrom()
                .<Integer>emitter(emitter -> emitter.complete(5))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(5)
                .assertSignalsReceivedInOrder();
        Uni.createFrom()
                .<Integer>emitter(emitter -> emitter.complete(null))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
    }

    @Test
    void emitterFromAnotherThread() {
        UniAssertSubscriber<String> subscriber = Uni.createFrom()
                .<String>emitter(emitter -> new Thread(() -> emitter.complete("async"), "emitting").start())
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.awaitItem().assertItem("async");
        assertThat(subscriber.getOnItemThreadName()).isEqualTo("emitting");
    }

    @Test
    void emitterKeepsOnlyTheFirstOutcome() {
        AtomicReference<Throwable> dropped = new AtomicReference<>();
        io.mutiny.infrastructure.Infrastructure.setDroppedExceptionHandler(dropped::set);
        try {
            Uni.createFrom()
                    .<Integer>emitter(emitter -> {
                        emitter.complete(1);
                        emitter.complete(2);
                        emitter.fail(new IOException("late"));
                    })
                    .subscribe()
                    .withSubscriber(UniAssertSubscriber.create())
                    .assertItem(1)
                    .assertSignalsReceivedInOrder();
            assertThat(dropped.get()).hasMessage("late");
        } finally {
            io.mutiny.infrastructure.Infrastructure.resetDroppedExceptionHandler();
        }
    }

    @Test
    void emitterFails() {
        Uni.createFrom()
                .emitter(emitter -> emitter.fail(new IOException("boom")))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "boom");
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Uni.createFrom()
                .emitter(emitter -> {
                    try {
                        emitter.fail(null);
                    } catch (IllegalArgumentException e) {
                        thrown.set(e);
                    }
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(thrown.get()).hasMessageContaining("failure");
    }

    @Test
    void emitterConsumerThrowing() {
        Uni.createFrom()
                .emitter(emitter -> {
                    throw new IllegalStateException("boom");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void emitterTerminationCallbackOnItemFailureAndCancellation() {
        AtomicInteger terminations = new AtomicInteger();
        Uni.createFrom()
                .<Integer>emitter(
                        e -> e.onTermination(terminations::incrementAndGet).complete(1))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1);
        assertThat(terminations).hasValue(1);
        Uni.createFrom()
                .<Integer>emitter(
                        e -> e.onTermination(terminations::incrementAndGet).fail(new IOException()))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailed();
        assertThat(terminations).hasValue(2);
        AtomicReference<UniEmitter<? super Integer>> captured = new AtomicReference<>();
        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .<Integer>emitter(e -> {
                    e.onTermination(terminations::incrementAndGet);
                    captured.set(e);
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        subscriber.cancel();
        assertThat(terminations).hasValue(3);
        captured.get().complete(1);
        subscriber.assertNotTerminated();
        assertThat(terminations).hasValue(3);
        // registered after termination: runs at once
        captured.get().onTermination(terminations::incrementAndGet);
        assertThat(terminations).hasValue(4);
    }

    @Test
    void emitterSeesSubscriberContext() {
        io.mutiny.Context context = io.mutiny.Context.of("key", "value");
        Uni.createFrom()
                .<String>emitter(e -> e.complete(e.context().get("key")))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create(context))
                .assertItem("value");
    }

    @Test
    void emitterWithSharedState() {
        AtomicInteger stateCalls = new AtomicInteger();
        Uni<Integer> uni = Uni.createFrom()
                .emitter(
                        () -> {
                            stateCalls.incrementAndGet();
                            return new AtomicInteger(10);
                        },
                        (state, emitter) -> emitter.complete(state.incrementAndGet()));
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(11);
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(12);
        assertThat(stateCalls).hasValue(1);
    }

    @Test
    void emitterCompletingAndCancellingConcurrently() throws InterruptedException {
        for (int i = 0; i < 2_000; i++) {
            AtomicReference<UniEmitter<? super Integer>> captured = new AtomicReference<>();
            AtomicInteger terminations = new AtomicInteger();
            UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                    .<Integer>emitter(e -> {
                        e.onTermination(terminations::incrementAndGet);
                        captured.set(e);
                    })
                    .subscribe()
                    .withSubscriber(UniAssertSubscriber.create());
            CountDownLatch start = new CountDownLatch(1);
            Thread completer = new Thread(() -> {
                awaitQuietly(start);
                captured.get().complete(1);
            });
            completer.start();
            start.countDown();
            subscriber.cancel();
            completer.join(5_000);
            assertThat(terminations).hasValue(1);
            subscriber.assertSignalsReceivedInOrder();
            assertThat(subscriber.getSignals()).hasSizeLessThanOrEqualTo(3);
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void deferred() {
        AtomicInteger counter = new AtomicInteger();
        Uni<Integer> uni = Uni.createFrom().deferred(() -> Uni.createFrom().item(counter.incrementAndGet()));
        assertThat(counter).hasValue(0);
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(1);
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(2);
    }

    @Test
    void deferredSupplierThrowingOrReturningNull() {
        Uni.createFrom()
                .deferred(() -> {
                    throw new IllegalStateException("boom");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "boom")
                .assertSignalsReceivedInOrder();
        Uni.createFrom()
                .deferred(() -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void deferredWithSharedState() {
        Uni<Integer> uni = Uni.createFrom()
                .deferred(() -> new AtomicInteger(), state -> Uni.createFrom().item(state.incrementAndGet()));
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(1);
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(2);
    }

    @Test
    void contextGivesTheSubscriberContext() {
        Uni<String> uni = Uni.createFrom().context(context -> Uni.createFrom().item(context.<String>get("k")));
        uni.subscribe()
                .withSubscriber(UniAssertSubscriber.create(io.mutiny.Context.of("k", "v")))
                .assertItem("v");
        uni.subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(java.util.NoSuchElementException.class);
    }

    @Test
    void invalidArgumentsNameTheParameter() {
        assertThatThrownBy(() -> Uni.createFrom().failure((Throwable) null)).hasMessageContaining("failure");
        assertThatThrownBy(() -> Uni.createFrom().failure((Supplier<Throwable>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("supplier");
        assertThatThrownBy(() -> Uni.createFrom().item((Supplier<Integer>) null))
                .hasMessageContaining("supplier");
        assertThatThrownBy(() -> Uni.createFrom().item(null, x -> x)).hasMessageContaining("stateSupplier");
        assertThatThrownBy(() -> Uni.createFrom().item(() -> 1, null)).hasMessageContaining("mapper");
        assertThatThrownBy(() -> Uni.createFrom().emitter((Consumer<UniEmitter<? super Object>>) null))
                .hasMessageContaining("consumer");
        assertThatThrownBy(() -> Uni.createFrom().deferred(null)).hasMessageContaining("supplier");
        assertThatThrownBy(() -> Uni.createFrom().context(null)).hasMessageContaining("mapper");
        assertThatThrownBy(() -> Uni.createFrom().optional((Optional<Object>) null))
                .hasMessageContaining("optional");
        assertThatThrownBy(() -> Uni.createFrom().completionStage((java.util.concurrent.CompletionStage<Object>) null))
                .hasMessageContaining("stage");
        assertThatThrownBy(() -> Uni.createFrom().future((java.util.concurrent.Future<Object>) null))
                .hasMessageContaining("future");
        assertThatThrownBy(() ->
                        Uni.createFrom().future(new java.util.concurrent.CompletableFuture<>(), Duration.ofMillis(-1)))
                .hasMessageContaining("timeout");
        assertThatThrownBy(() -> Uni.createFrom().publisher(null)).hasMessageContaining("publisher");
        assertThatThrownBy(() -> Uni.createFrom().multi(null)).hasMessageContaining("multi");
        assertThatThrownBy(() -> Uni.createFrom().converter(null, 1)).hasMessageContaining("converter");
    }
}
