package io.mutiny.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.CompositeException;
import io.mutiny.Uni;
import io.mutiny.operators.uni.UniTerminalOp;
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
        UniProbe<Integer> slow = new UniProbe<>();
        UniRecorder<List<Integer>> recorder =
                UniRecorder.subscribe(Uni.join().all(slow, item(2)).andFailFast());
        slow.emit(1);
        assertThat(recorder.item()).containsExactly(1, 2);
    }

    @Test
    void allFailFastPropagatesTheFirstFailureAndCancelsTheRest() {
        UniProbe<Integer> pending = new UniProbe<>();
        UniRecorder<List<Integer>> recorder =
                UniRecorder.subscribe(Uni.join().all(pending, failure("boom")).andFailFast());
        assertThat(recorder.failure()).isInstanceOf(IOException.class).hasMessage("boom");
        assertThat(pending.cancellations).hasValue(1);
    }

    @Test
    void allCollectFailuresWaitsAndAlwaysUsesAComposite() {
        UniProbe<Integer> pending = new UniProbe<>();
        UniRecorder<List<Integer>> recorder =
                UniRecorder.subscribe(Uni.join().all(pending, failure("boom")).andCollectFailures());
        assertThat(recorder.hasOutcome()).isFalse();
        pending.fail(new IllegalStateException("second"));
        Throwable failure = recorder.failure();
        assertThat(failure).isInstanceOf(CompositeException.class);
        assertThat(((CompositeException) failure).getCauses())
                .extracting(Throwable::getMessage)
                .containsExactly("boom", "second");
    }

    @Test
    void firstWithItemIgnoresFailuresUntilAllFailed() {
        UniProbe<Integer> pending = new UniProbe<>();
        UniRecorder<Integer> recorder =
                UniRecorder.subscribe(Uni.join().first(failure("a"), pending).withItem());
        assertThat(recorder.hasOutcome()).isFalse();
        pending.emit(7);
        assertThat(recorder.item()).isEqualTo(7);

        Throwable all = UniRecorder.subscribe(
                        Uni.join().first(failure("a"), failure("b")).withItem())
                .failure();
        assertThat(all).isInstanceOf(CompositeException.class);
        assertThat(((CompositeException) all).getCauses()).hasSize(2);
    }

    @Test
    void firstToTerminateForwardsTheFirstFailure() {
        UniProbe<Integer> pending = new UniProbe<>();
        UniRecorder<Integer> recorder =
                UniRecorder.subscribe(Uni.join().first(failure("a"), pending).toTerminate());
        assertThat(recorder.failure()).hasMessage("a");
        assertThat(pending.subscriptions.get() == 0 || pending.cancellations.get() == 1)
                .isTrue();
    }

    @Test
    void builderAndConcurrencyLimit() {
        List<UniProbe<Integer>> probes = new ArrayList<>();
        UniJoin.Builder<Integer> builder = Uni.join().builder();
        for (int i = 0; i < 3; i++) {
            UniProbe<Integer> probe = new UniProbe<>();
            probes.add(probe);
            builder.add(probe);
        }
        UniRecorder<List<Integer>> recorder =
                UniRecorder.subscribe(builder.joinAll().usingConcurrencyOf(1).andFailFast());
        assertThat(probes).extracting(p -> p.subscriptions.get()).containsExactly(1, 0, 0);
        probes.get(0).emit(0);
        assertThat(probes).extracting(p -> p.subscriptions.get()).containsExactly(1, 1, 0);
        probes.get(1).emit(1);
        probes.get(2).emit(2);
        assertThat(recorder.item()).containsExactly(0, 1, 2);
    }

    @Test
    void firstWithConcurrencyOneMovesOnAfterEachFailure() {
        UniProbe<Integer> second = new UniProbe<>();
        UniRecorder<Integer> recorder = UniRecorder.subscribe(
                Uni.join().first(failure("a"), second).usingConcurrencyOf(1).withItem());
        assertThat(second.subscriptions).hasValue(1);
        second.emit(2);
        assertThat(recorder.item()).isEqualTo(2);
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Uni.join().all(new ArrayList<Uni<Integer>>()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unis");
        assertThatThrownBy(() -> Uni.join().first(item(1), null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unis");
        assertThatThrownBy(() -> Uni.join().builder().joinAll()).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Uni.join().all(item(1)).usingConcurrencyOf(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("limit");
    }
}
