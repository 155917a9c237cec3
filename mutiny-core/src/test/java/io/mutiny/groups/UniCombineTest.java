package io.mutiny.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.CompositeException;
import io.mutiny.Uni;
import io.mutiny.operators.uni.UniTerminalOp;
import io.mutiny.tuples.Tuple2;
import io.mutiny.tuples.Tuple9;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class UniCombineTest {

    private static <T> Uni<T> item(T value) {
        return UniTerminalOp.item(value);
    }

    private static <T> Uni<T> failure(Throwable failure) {
        return UniTerminalOp.failure(failure);
    }

    @Test
    void asTupleKeepsSourceOrderNotCompletionOrder() {
        UniProbe<String> first = new UniProbe<>();
        UniProbe<Integer> second = new UniProbe<>();
        UniRecorder<Tuple2<String, Integer>> recorder =
                UniRecorder.subscribe(Uni.combine().all().unis(first, second).asTuple());
        second.emit(2);
        assertThat(recorder.hasOutcome()).isFalse();
        first.emit("a");
        assertThat(recorder.item()).isEqualTo(Tuple2.of("a", 2));
        assertThat(recorder.signals).hasValue(1);
    }

    @Test
    void nineUnisAsTupleAndCombinator() {
        Uni<Tuple9<Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer>> tuple =
                Uni.combine()
                        .all()
                        .unis(item(1), item(2), item(3), item(4), item(5), item(6), item(7), item(8), item(9))
                        .asTuple();
        assertThat(UniRecorder.subscribe(tuple).item().asList()).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9);
        Uni<Integer> sum = Uni.combine().all().unis(item(1), item(2), item(3)).with((a, b, c) -> a + b + c);
        assertThat(UniRecorder.subscribe(sum).item()).isEqualTo(6);
    }

    @Test
    void nullItemsAreCombined() {
        Uni<List<Object>> combined =
                Uni.combine().all().unis(item(null), item("x")).combinedWith(list -> new ArrayList<Object>(list));
        assertThat(UniRecorder.subscribe(combined).item()).containsExactly(null, "x");
    }

    @Test
    void firstFailureWinsAndCancelsTheOthers() {
        UniProbe<String> first = new UniProbe<>();
        UniProbe<String> second = new UniProbe<>();
        UniRecorder<Tuple2<String, String>> recorder =
                UniRecorder.subscribe(Uni.combine().all().unis(first, second).asTuple());
        second.fail(new IOException("boom"));
        assertThat(recorder.failure()).isInstanceOf(IOException.class).hasMessage("boom");
        assertThat(first.cancellations).hasValue(1);
        first.emit("late");
        assertThat(recorder.signals).hasValue(1);
    }

    @Test
    void collectFailuresWaitsForAllThenPropagatesOneAsIsAndSeveralAsComposite() {
        UniProbe<String> first = new UniProbe<>();
        UniProbe<String> second = new UniProbe<>();
        UniRecorder<Tuple2<String, String>> one = UniRecorder.subscribe(
                Uni.combine().all().unis(first, second).collectFailures().asTuple());
        first.fail(new IOException("one"));
        assertThat(one.hasOutcome()).isFalse();
        assertThat(second.cancellations).hasValue(0);
        second.emit("ok");
        assertThat(one.failure()).isInstanceOf(IOException.class);

        Uni<Tuple2<Object, Object>> both = Uni.combine()
                .all()
                .unis(failure(new IOException("a")), failure(new IllegalStateException("b")))
                .collectFailures()
                .asTuple();
        Throwable failure = UniRecorder.subscribe(both).failure();
        assertThat(failure).isInstanceOf(CompositeException.class);
        assertThat(((CompositeException) failure).getCauses()).hasSize(2);
    }

    @Test
    void usingConcurrencyOfLimitsRunningSources() {
        List<UniProbe<Integer>> probes = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            probes.add(new UniProbe<>());
        }
        UniRecorder<List<Object>> recorder = UniRecorder.subscribe(Uni.combine()
                .all()
                .unis(probes)
                .usingConcurrencyOf(2)
                .combinedWith(list -> new ArrayList<Object>(list)));
        assertThat(probes).extracting(p -> p.subscriptions.get()).containsExactly(1, 1, 0, 0);
        probes.get(1).emit(1);
        assertThat(probes).extracting(p -> p.subscriptions.get()).containsExactly(1, 1, 1, 0);
        probes.get(0).emit(0);
        probes.get(2).emit(2);
        probes.get(3).emit(3);
        assertThat(recorder.item()).containsExactly(0, 1, 2, 3);
    }

    @Test
    void longSynchronousListWithConcurrencyOneDoesNotOverflowTheStack() {
        List<Uni<Integer>> unis = new ArrayList<>();
        for (int i = 0; i < 50_000; i++) {
            unis.add(item(i));
        }
        Uni<Integer> size = Uni.combine().all().unis(unis).usingConcurrencyOf(1).combinedWith(List::size);
        assertThat(UniRecorder.subscribe(size).item()).isEqualTo(50_000);
    }

    @Test
    void withUniContinuesWithTheReturnedUni() {
        Uni<Integer> sum = Uni.combine().all().unis(item(1), item(2)).withUni((a, b) -> item(a + b));
        assertThat(UniRecorder.subscribe(sum).item()).isEqualTo(3);
        Uni<Integer> nullUni = Uni.combine().all().unis(item(1), item(2)).withUni((a, b) -> null);
        assertThat(UniRecorder.subscribe(nullUni).failure()).isInstanceOf(NullPointerException.class);
        Uni<Integer> listUni = Uni.combine()
                .all()
                .unis(item(1), item(2), item(3), item(4))
                .withUni((a, b, c, d) -> item(a + b + c + d));
        assertThat(UniRecorder.subscribe(listUni).item()).isEqualTo(10);
    }

    @Test
    void combinatorThrowingBecomesTheFailure() {
        Uni<Object> combined = Uni.combine().all().unis(item(1), item(2)).combinedWith((a, b) -> {
            throw new IllegalStateException("combinator");
        });
        assertThat(UniRecorder.subscribe(combined).failure()).hasMessage("combinator");
    }

    @Test
    void typedCombinationCastsItemsAndFailsOnWrongType() {
        Uni<Integer> sum = Uni.combine()
                .all()
                .unis(Arrays.asList(item(1), item(2)))
                .with(Integer.class, list -> list.get(0) + list.get(1));
        assertThat(UniRecorder.subscribe(sum).item()).isEqualTo(3);
        Uni<Integer> wrong = Uni.combine()
                .all()
                .unis(Arrays.asList(item(1), item("two")))
                .with(Integer.class, list -> list.get(0) + list.get(1));
        assertThat(UniRecorder.subscribe(wrong).failure()).isInstanceOf(ClassCastException.class);
    }

    @Test
    void discardItemsAndEmptyList() {
        assertThat(UniRecorder.subscribe(
                                Uni.combine().all().unis(item(1), item(2)).discardItems())
                        .item())
                .isNull();
        Uni<Integer> empty = Uni.combine().all().unis(new ArrayList<Uni<?>>()).combinedWith(List::size);
        assertThat(UniRecorder.subscribe(empty).item()).isZero();
    }

    @Test
    void cancellationReachesEveryRunningSource() {
        UniProbe<String> first = new UniProbe<>();
        UniProbe<String> second = new UniProbe<>();
        UniRecorder<Tuple2<String, String>> recorder =
                UniRecorder.subscribe(Uni.combine().all().unis(first, second).asTuple());
        recorder.cancel();
        recorder.cancel();
        assertThat(first.cancellations).hasValue(1);
        assertThat(second.cancellations).hasValue(1);
        first.emit("a");
        second.emit("b");
        assertThat(recorder.hasOutcome()).isFalse();
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Uni.combine().all().unis(item(1), null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("uni2");
        assertThatThrownBy(() -> Uni.combine().all().unis(item(1), item(2)).combinedWith((BiFunction<
                                Integer, Integer, Object>)
                        null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("combinator");
        assertThatThrownBy(() -> Uni.combine().all().unis(item(1), item(2)).usingConcurrencyOf(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("level");
        assertThatThrownBy(() -> Uni.combine().all().unis((Iterable<Uni<?>>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unis");
    }

    @RepeatedTest(300)
    void itemAndFailureRacingDeliverExactlyOneOutcome() throws Exception {
        UniProbe<String> first = new UniProbe<>();
        UniProbe<String> second = new UniProbe<>();
        UniRecorder<Tuple2<String, String>> recorder =
                UniRecorder.subscribe(Uni.combine().all().unis(first, second).asTuple());
        first.emit("a");
        CyclicBarrier barrier = new CyclicBarrier(2);
        Thread racer = new Thread(() -> {
            awaitBarrier(barrier);
            second.emit("b");
        });
        racer.start();
        awaitBarrier(barrier);
        recorder.cancel();
        racer.join(TimeUnit.SECONDS.toMillis(5));
        assertThat(recorder.signals.get()).isLessThanOrEqualTo(1);
    }

    static void awaitBarrier(CyclicBarrier barrier) {
        try {
            barrier.await(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
