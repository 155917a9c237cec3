package io.mutiny.helpers.test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.spies.MultiGlobalSpy;
import io.mutiny.helpers.spies.Spy;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

class AssertMultiTest {

    private static final Duration SHORT = Duration.ofMillis(100);

    @Test
    void verifiesItemsAndCompletion() {
        AssertMulti.create(Multi.createFrom().range(1, 4))
                .expectNext(1)
                .expectNext(2, 3)
                .expectComplete()
                .verify();
    }

    @Test
    void drivesTheDemandStepByStepAndCancels() {
        MultiGlobalSpy<Integer> spy = Spy.globally(Multi.createFrom().range(1, 100));
        AssertMulti.create(spy)
                .withInitialRequest(0)
                .thenRequest(2)
                .expectNext(1, 2)
                .thenRequest(1)
                .expectNext(3)
                .thenCancel()
                .verify();
        assertThat(spy.onRequestSpy().requestedCount()).isEqualTo(3);
        assertThat(spy.onItemSpy().items()).containsExactly(1, 2, 3);
        assertThat(spy.onCancellationSpy().isCancelled()).isTrue();
    }

    @Test
    void initialRequestLimitsTheItems() {
        MultiGlobalSpy<Integer> spy = Spy.globally(Multi.createFrom().range(1, 100));
        AssertMulti.create(spy)
                .withInitialRequest(2)
                .expectNext(1, 2)
                .thenCancel()
                .verify();
        assertThat(spy.onRequestSpy().requestedCount()).isEqualTo(2);
        assertThat(spy.onItemSpy().items()).containsExactly(1, 2);
    }

    @Test
    void verifiesMatchesCountsAndConsumers() {
        List<Integer> consumed = new ArrayList<>();
        List<List<Integer>> batches = new ArrayList<>();
        AssertMulti.create(Multi.createFrom().range(0, 8))
                .expectNextMatches(i -> i == 0, "zero")
                .expectNextCount(2)
                .consumeNext(consumed::add)
                .consumeNextItems(3, batches::add)
                .expectNext(7)
                .expectComplete()
                .verify();
        assertThat(consumed).containsExactly(3);
        assertThat(batches).containsExactly(List.of(4, 5, 6));
    }

    @Test
    void verifiesFailures() {
        IOException boom = new IOException("boom");
        AssertMulti.create(Multi.createFrom().<Integer>failure(boom))
                .expectFailure()
                .verify();
        AssertMulti.create(Multi.createFrom().<Integer>failure(boom))
                .expectFailure(IOException.class)
                .verify();
        AssertMulti.create(Multi.createFrom().<Integer>failure(boom))
                .expectFailure(IOException.class, "oo")
                .verify();
        List<Throwable> seen = new ArrayList<>();
        AssertMulti.create(Multi.createFrom().<Integer>failure(boom))
                .expectFailure(seen::add)
                .verify();
        assertThat(seen).containsExactly(boom);
    }

    @Test
    void reportsAnUnexpectedItemWithTheStep() {
        assertVerificationFails(
                AssertMulti.create(Multi.createFrom().items(1, 2))
                        .expectNext(1)
                        .expectNext(3)
                        .expectComplete(),
                "Step #2 `expectNext([3])` failed",
                "Expected item #2 to be 3 but received 2");
    }

    @Test
    void reportsAnItemNotMatching() {
        assertVerificationFails(
                AssertMulti.create(Multi.createFrom().items(1))
                        .expectNextMatches(i -> i > 5, "greater than 5")
                        .expectComplete(),
                "Step #1 `expectNextMatches(greater than 5)` failed",
                "to match greater than 5 but received 1");
    }

    @Test
    void reportsAConsumerAssertion() {
        assertVerificationFails(
                AssertMulti.create(Multi.createFrom().items(1))
                        .consumeNext(item -> assertThat(item).isEqualTo(2))
                        .expectComplete(),
                "Step #1 `consumeNext()` failed");
    }

    @Test
    void reportsAStreamEndingBeforeTheExpectedItems() {
        assertVerificationFails(
                AssertMulti.create(Multi.createFrom().items(1))
                        .expectNextCount(2)
                        .expectComplete(),
                "Step #1 `expectNextCount(2)` failed",
                "completed after 1 item(s)");
        assertVerificationFails(
                AssertMulti.create(Multi.createFrom().<Integer>failure(new IOException("boom")))
                        .expectNext(1)
                        .expectComplete(),
                "failed with java.io.IOException: boom");
    }

    @Test
    void reportsItemsLeftBeforeTheTerminalEvent() {
        assertVerificationFails(
                AssertMulti.create(Multi.createFrom().items(1, 2)).expectNext(1).expectComplete(),
                "Step #2 `expectComplete()` failed",
                "unexpected items before the terminal event: [2]");
        assertVerificationFails(
                AssertMulti.create(Multi.createFrom().items(1).onCompletion().failWith(new IOException("boom")))
                        .expectFailure(),
                "unexpected items before the terminal event: [1]");
    }

    @Test
    void reportsTheWrongTerminalEvent() {
        assertVerificationFails(
                AssertMulti.create(Multi.createFrom().<Integer>failure(new IOException("boom")))
                        .expectComplete(),
                "Step #1 `expectComplete()` failed");
        assertVerificationFails(
                AssertMulti.create(Multi.createFrom().<Integer>empty()).expectFailure(), "Step #1 `expectFailure()`");
        assertVerificationFails(
                AssertMulti.create(Multi.createFrom().<Integer>failure(new IOException("boom")))
                        .expectFailure(IllegalStateException.class),
                "Expected a failure of type java.lang.IllegalStateException");
        assertVerificationFails(
                AssertMulti.create(Multi.createFrom().<Integer>failure(new IOException("boom")))
                        .expectFailure(IOException.class, "bang"),
                "containing `bang`");
    }

    @Test
    void timesOutWhenNothingArrives() {
        assertVerificationFails(
                AssertMulti.create(Multi.createFrom().<Integer>nothing())
                        .expectNext(1)
                        .thenCancel(),
                SHORT,
                "Timed out after 100 ms");
        assertVerificationFails(
                AssertMulti.create(Multi.createFrom().<Integer>nothing()).expectComplete(),
                SHORT,
                "Step #1 `expectComplete()` failed");
    }

    @Test
    void waitsOnlyUntilTheMissingDemandIsServed() {
        // with no demand, the item cannot arrive: the step times out instead of passing
        assertVerificationFails(
                AssertMulti.create(Multi.createFrom().items(1))
                        .withInitialRequest(0)
                        .expectNext(1)
                        .expectComplete(),
                SHORT,
                "Timed out");
    }

    @RepeatedTest(50)
    void verifiesItemsEmittedOnAnotherThread() {
        ExecutorService executor = Executors.newSingleThreadExecutor();
        try {
            AssertMulti.create(Multi.createFrom().range(0, 100).emitOn(executor))
                    .withInitialRequest(10)
                    .expectNextCount(10)
                    .thenRequest(90)
                    .expectNextCount(89)
                    .expectNext(99)
                    .expectComplete()
                    .verify();
        } finally {
            executor.shutdownNow();
        }
    }

    @Test
    void subscribesWithTheGivenContext() {
        Context context = Context.of("key", "value");
        AssertMulti.create(Multi.createFrom().context(ctx -> Multi.createFrom().item(ctx.<String>get("key"))), context)
                .expectNext("value")
                .expectComplete()
                .verify();
    }

    @Test
    void verifyCanRunAgainButStepsAreFrozen() {
        AssertMulti<Integer> verification =
                AssertMulti.create(Multi.createFrom().items(1)).expectNext(1).expectComplete();
        verification.verify();
        verification.verify();
        assertThatThrownBy(() -> verification.expectNext(2))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("verify()");
        assertThatThrownBy(() -> verification.withInitialRequest(1)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void rejectsInvalidStepSequences() {
        assertThatThrownBy(() -> AssertMulti.create(Multi.createFrom().items(1)).verify())
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("No steps defined");
        assertThatThrownBy(() -> AssertMulti.create(Multi.createFrom().items(1))
                        .expectNext(1)
                        .verify())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("last step must be terminal");
    }

    @Test
    void rejectsInvalidArguments() {
        AssertMulti<Integer> verification =
                AssertMulti.create(Multi.createFrom().items(1));
        assertInvalid(() -> AssertMulti.create(null), "multi");
        assertInvalid(() -> AssertMulti.create(Multi.createFrom().items(1), null), "context");
        assertInvalid(() -> verification.withInitialRequest(-1), "request");
        assertInvalid(() -> verification.expectNext((Integer) null), "item");
        assertInvalid(() -> verification.expectNext(1, null), "items");
        assertInvalid(() -> verification.expectNext(new Integer[0]), "items");
        assertInvalid(() -> verification.expectNextMatches(null, "x"), "predicate");
        assertInvalid(() -> verification.expectNextMatches(i -> true, null), "description");
        assertInvalid(() -> verification.expectNextCount(0), "count");
        assertInvalid(() -> verification.consumeNext(null), "consumer");
        assertInvalid(() -> verification.consumeNextItems(0, items -> {}), "count");
        assertInvalid(() -> verification.consumeNextItems(1, null), "consumer");
        assertInvalid(() -> verification.thenRequest(0), "n");
        assertInvalid(() -> verification.expectFailure((Class<? extends Throwable>) null), "type");
        assertInvalid(() -> verification.expectFailure(null, "x"), "type");
        assertInvalid(() -> verification.expectFailure(IOException.class, null), "messageSubstring");
        assertInvalid(() -> verification.expectFailure((java.util.function.Consumer<Throwable>) null), "validator");
        assertInvalid(() -> verification.expectComplete().verify(null), "timeout");
    }

    @Test
    void stepsDescribeThemselves() {
        assertThat(new AssertMulti.Step.ThenRequest<Integer>(3).description()).isEqualTo("thenRequest(3)");
        assertThat(new AssertMulti.Step.ExpectNext<>(List.of(1, 2)).description())
                .isEqualTo("expectNext([1, 2])");
        assertThat(new AssertMulti.Step.ExpectNextCount<Integer>(2))
                .isEqualTo(new AssertMulti.Step.ExpectNextCount<>(2));
    }

    private static void assertVerificationFails(AssertMulti<?> verification, String... messageParts) {
        assertVerificationFails(verification, AssertSubscriber.DEFAULT_TIMEOUT, messageParts);
    }

    private static void assertVerificationFails(AssertMulti<?> verification, Duration timeout, String... messageParts) {
        assertThatThrownBy(() -> verification.verify(timeout))
                .isInstanceOf(AssertionError.class)
                .hasMessageContainingAll(messageParts);
    }

    private static void assertInvalid(Executable call, String parameter) {
        assertThatThrownBy(call::execute)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("`" + parameter + "`");
    }
}
