package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class MultiRepetitionTest {

    @Test
    void supplierRepeatedAtMost() {
        AtomicInteger counter = new AtomicInteger();
        Multi.createBy()
                .repeating()
                .supplier(counter::incrementAndGet)
                .atMost(3)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .awaitCompletion()
                .assertItems(1, 2, 3);
    }

    @Test
    void runsOnlyWhenRequested() {
        AtomicInteger counter = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .repeating()
                .supplier(counter::incrementAndGet)
                .indefinitely()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        subscriber.awaitItems(2);
        assertThat(counter.get()).isEqualTo(2);
        subscriber.cancel();
    }

    @Test
    void stateIsSharedBetweenRuns() {
        Multi.createBy()
                .repeating()
                .supplier(AtomicInteger::new, AtomicInteger::incrementAndGet)
                .until(i -> i > 3)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .awaitCompletion()
                .assertItems(1, 2, 3);
    }

    @Test
    void uniVariants() {
        AtomicInteger counter = new AtomicInteger();
        Supplier<Uni<? extends Integer>> uniSupplier = () -> Uni.createFrom().item(counter.incrementAndGet());
        Multi.createBy()
                .repeating()
                .uni(uniSupplier)
                .atMost(2)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .awaitCompletion()
                .assertItems(1, 2);
        Multi.createBy()
                .repeating()
                .<AtomicInteger, Integer>uni(
                        AtomicInteger::new, state -> Uni.createFrom().item(state.incrementAndGet()))
                .whilst(i -> i < 2)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .awaitCompletion()
                .assertItems(1, 2);
        Multi.createBy()
                .repeating()
                .<String>uni(emitter -> emitter.complete("x"))
                .atMost(2)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .awaitCompletion()
                .assertItems("x", "x");
    }

    @Test
    void completionStageVariants() {
        Multi.createBy()
                .repeating()
                .completionStage(() -> CompletableFuture.completedFuture("a"))
                .atMost(2)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .awaitCompletion()
                .assertItems("a", "a");
        Multi.createBy()
                .repeating()
                .completionStage(
                        AtomicInteger::new, state -> CompletableFuture.completedFuture(state.incrementAndGet()))
                .atMost(3)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .awaitCompletion()
                .assertItems(1, 2, 3);
    }

    @Test
    void aFailingRunFailsTheStream() {
        Multi.createBy()
                .repeating()
                .supplier(() -> {
                    throw new IllegalStateException("boom");
                })
                .atMost(3)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .awaitFailure()
                .assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Multi.createBy().repeating().supplier(null)).hasMessageContaining("supplier");
        assertThatThrownBy(() -> Multi.createBy().repeating().supplier(null, s -> s))
                .hasMessageContaining("stateSupplier");
        assertThatThrownBy(() -> Multi.createBy().repeating().uni((Supplier<Uni<? extends Integer>>) null))
                .hasMessageContaining("uniSupplier");
        assertThatThrownBy(() -> Multi.createBy().repeating().completionStage(AtomicInteger::new, null))
                .hasMessageContaining("producer");
    }
}
