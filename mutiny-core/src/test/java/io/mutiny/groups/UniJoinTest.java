package io.mutiny.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.CompositeException;
import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.operators.uni.UniTerminalOp;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class UniJoinTest {

    private static Uni<Integer> item(int value) {
        return UniTerminalOp.item(value);
    }

    private static Uni<Integer> failure(String message) {
        return UniTerminalOp.failure(new IOException(message));
    }

    @Test
    void allEmitsTheItemsInListOrder() {
        TestUni<Integer> slow = new TestUni<>();
        UniAssertSubscriber<List<Integer>> recorder =
                Uni.join().all(slow, item(2)).andFailFast().subscribe().withSubscriber(UniAssertSubscriber.create());
        slow.complete(1);
        assertThat(recorder.assertCompleted().getItem()).containsExactly(1, 2);
    }

    @Test
    void allFailFastPropagatesTheFirstFailureAndCancelsTheRest() {
        TestUni<Integer> pending = new TestUni<>();
        UniAssertSubscriber<List<Integer>> recorder = Uni.join()
                .all(pending, failure("boom"))
                .andFailFast()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(recorder.assertFailed().getFailure())
                .isInstanceOf(IOException.class)
                .hasMessage("boom");
        assertThat(pending.cancellations()).isEqualTo(1);
    }

    @Test
    void allCollectFailuresWaitsAndAlwaysUsesAComposite() {
        TestUni<Integer> pending = new TestUni<>();
        UniAssertSubscriber<List<Integer>> recorder = Uni.join()
                .all(pending, failure("boom"))
                .andCollectFailures()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        recorder.assertNotTerminated();
        pending.fail(new IllegalStateException("second"));
        Throwable failure = recorder.assertFailed().getFailure();
        assertThat(failure).isInstanceOf(CompositeException.class);
        assertThat(((CompositeException) failure).getCauses())
                .extracting(Throwable::getMessage)
                .containsExactly("boom", "second");
    }

    @Test
    void firstWithItemIgnoresFailuresUntilAllFailed() {
        TestUni<Integer> pending = new TestUni<>();
        UniAssertSubscriber<Integer> recorder = Uni.join()
                .first(failure("a"), pending)
                .withItem()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        recorder.assertNotTerminated();
        pending.complete(7);
        assertThat(recorder.assertCompleted().getItem()).isEqualTo(7);

        Throwable all = Uni.join()
                .first(failure("a"), failure("b"))
                .withItem()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailed()
                .getFailure();
        assertThat(all).isInstanceOf(CompositeException.class);
        assertThat(((CompositeException) all).getCauses()).hasSize(2);
    }

    @Test
    void firstToTerminateForwardsTheFirstFailure() {
        TestUni<Integer> pending = new TestUni<>();
        UniAssertSubscriber<Integer> recorder = Uni.join()
                .first(failure("a"), pending)
                .toTerminate()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(recorder.assertFailed().getFailure()).hasMessage("a");
        assertThat(pending.subscriptions() == 0 || pending.cancellations() == 1).isTrue();
    }

    @Test
    void builderAndConcurrencyLimit() {
        List<TestUni<Integer>> probes = new ArrayList<>();
        UniJoin.Builder<Integer> builder = Uni.join().builder();
        for (int i = 0; i < 3; i++) {
            TestUni<Integer> probe = new TestUni<>();
            probes.add(probe);
            builder.add(probe);
        }
        UniAssertSubscriber<List<Integer>> recorder = builder.joinAll()
                .usingConcurrencyOf(1)
                .andFailFast()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(probes).extracting(p -> p.subscriptions()).containsExactly(1, 0, 0);
        probes.get(0).complete(0);
        assertThat(probes).extracting(p -> p.subscriptions()).containsExactly(1, 1, 0);
        probes.get(1).complete(1);
        probes.get(2).complete(2);
        assertThat(recorder.assertCompleted().getItem()).containsExactly(0, 1, 2);
    }

    @Test
    void firstWithConcurrencyOneMovesOnAfterEachFailure() {
        TestUni<Integer> second = new TestUni<>();
        UniAssertSubscriber<Integer> recorder = Uni.join()
                .first(failure("a"), second)
                .usingConcurrencyOf(1)
                .withItem()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(second.subscriptions()).isEqualTo(1);
        second.complete(2);
        assertThat(recorder.assertCompleted().getItem()).isEqualTo(2);
    }

    @Test
    void allOfAnEmptyListEmitsAnEmptyList() {
        assertThat(Uni.join()
                        .all(new ArrayList<Uni<Integer>>())
                        .andFailFast()
                        .subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertCompleted()
                        .getItem())
                .isEmpty();
        assertThat(Uni.join()
                        .<Integer>builder()
                        .joinAll()
                        .andCollectFailures()
                        .subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertCompleted()
                        .getItem())
                .isEmpty();
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Uni.join().first(new ArrayList<Uni<Integer>>()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("`unis` must not be empty");
        assertThatThrownBy(() -> Uni.join().first(item(1), null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unis");
        assertThatThrownBy(() -> Uni.join().builder().joinFirst()).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Uni.join().all(item(1)).usingConcurrencyOf(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("limit");
    }
}
