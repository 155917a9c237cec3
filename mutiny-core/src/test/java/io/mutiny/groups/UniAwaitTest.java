package io.mutiny.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Context;
import io.mutiny.TimeoutException;
import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.uni.UniTerminalOp;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicReference;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class UniAwaitTest {

    @AfterEach
    void reset() {
        Infrastructure.resetCanCallerThreadBeBlockedSupplier();
    }

    @Test
    void returnsTheItemOrAnEmptyOptional() {
        assertThat(UniTerminalOp.item("x").await().indefinitely()).isEqualTo("x");
        assertThat(UniTerminalOp.item("x").await().atMost(Duration.ofSeconds(1)))
                .isEqualTo("x");
        assertThat(UniTerminalOp.item(null).await().asOptional().indefinitely()).isEmpty();
        assertThat(UniTerminalOp.item("y").await().asOptional().atMost(Duration.ofSeconds(1)))
                .contains("y");
    }

    @Test
    void waitsForAnItemFromAnotherThread() {
        TestUni<String> probe = new TestUni<>();
        new Thread(() -> {
                    Awaitility.await().atMost(Duration.ofSeconds(5)).until(probe::hasSubscriber);
                    probe.complete("late");
                })
                .start();
        assertThat(probe.await().atMost(Duration.ofSeconds(5))).isEqualTo("late");
    }

    @Test
    void uncheckedFailuresAreRethrownAndCheckedOnesWrapped() {
        assertThatThrownBy(() -> UniTerminalOp.failure(new IllegalStateException("boom"))
                        .await()
                        .indefinitely())
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("boom");
        assertThatThrownBy(() ->
                        UniTerminalOp.failure(new IOException("io")).await().indefinitely())
                .isInstanceOf(CompletionException.class)
                .hasCauseInstanceOf(IOException.class);
    }

    @Test
    void atMostTimesOutAndCancels() {
        TestUni<String> never = new TestUni<>();
        assertThatThrownBy(() -> never.await().atMost(Duration.ofMillis(20))).isInstanceOf(TimeoutException.class);
        assertThat(never.cancellations()).isEqualTo(1);
    }

    @Test
    void interruptionCancelsAndRethrows() throws Exception {
        TestUni<String> never = new TestUni<>();
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        AtomicReference<Boolean> stillInterrupted = new AtomicReference<>();
        Thread waiter = new Thread(() -> {
            try {
                never.await().indefinitely();
            } catch (Throwable t) {
                thrown.set(t);
                stillInterrupted.set(Thread.currentThread().isInterrupted());
            }
        });
        waiter.start();
        Awaitility.await().atMost(Duration.ofSeconds(5)).until(never::hasSubscriber);
        waiter.interrupt();
        waiter.join(5000);
        assertThat(thrown.get()).isInstanceOf(CompletionException.class).hasCauseInstanceOf(InterruptedException.class);
        assertThat(stillInterrupted.get()).isTrue();
        assertThat(never.cancellations()).isEqualTo(1);
    }

    @Test
    void anInterruptedThreadFailsEvenWhenTheItemIsAlreadyThere() {
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> UniTerminalOp.item("x").await().indefinitely())
                    .isInstanceOf(CompletionException.class)
                    .hasCauseInstanceOf(InterruptedException.class);
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
    }

    @RepeatedTest(200)
    void anItemRacingTheWaiterIsNeverLost() throws Exception {
        TestUni<String> probe = new TestUni<>();
        Thread emitter = new Thread(() -> {
            while (!probe.hasSubscriber()) {
                Thread.onSpinWait();
            }
            probe.complete("raced");
        });
        emitter.start();
        assertThat(probe.await().atMost(Duration.ofSeconds(5))).isEqualTo("raced");
        emitter.join(5000);
    }

    @Test
    void refusesToBlockANonBlockingThread() {
        TestUni<String> probe = new TestUni<>();
        Infrastructure.setCanCallerThreadBeBlockedSupplier(() -> false);
        assertThatThrownBy(() -> probe.await().indefinitely())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(Thread.currentThread().getName())
                .hasMessageContaining("emitOn");
        assertThatThrownBy(() -> probe.await().asOptional().atMost(Duration.ofSeconds(1)))
                .isInstanceOf(IllegalStateException.class);
        assertThat(probe.subscriptions()).isEqualTo(0);
    }

    @Test
    void subscribesWithTheGivenContext() {
        AtomicReference<Context> seen = new AtomicReference<>();
        Uni<String> uni = new AbstractUni<>() {
            @Override
            public void subscribe(UniSubscriber<? super String> subscriber) {
                seen.set(subscriber.context());
                AbstractUni.subscribe(UniTerminalOp.item("x"), subscriber);
            }
        };
        uni.awaitUsing(Context.of("k", "v")).indefinitely();
        assertThat(seen.get().<String>get("k")).isEqualTo("v");
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> UniTerminalOp.item("x").await().atMost(Duration.ofMillis(-1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("duration");
        assertThatThrownBy(() -> new UniAwait<>(UniTerminalOp.item("x"), null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("context");
    }
}
