package io.mutiny.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.CompositeException;
import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.operators.uni.UniTerminalOp;
import io.mutiny.test.TestUni;
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

    /** A subscriber to the combination of {@code first} and {@code second} as a tuple. */
    private static <A, B> UniAssertSubscriber<Tuple2<A, B>> subscribeToTupleOf(Uni<A> first, Uni<B> second) {
        return Uni.combine()
                .all()
                .unis(first, second)
                .asTuple()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
    }

    /** The item {@code uni} emits at once (it must complete on subscription). */
    private static <T> T itemOf(Uni<T> uni) {
        return uni.subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertCompleted()
                .getItem();
    }

    @Test
    void asTupleKeepsSourceOrderNotCompletionOrder() {
        TestUni<String> first = new TestUni<>();
        TestUni<Integer> second = new TestUni<>();
        UniAssertSubscriber<Tuple2<String, Integer>> recorder = subscribeToTupleOf(first, second);
        second.complete(2);
        recorder.assertNotTerminated();
        first.complete("a");
        assertThat(recorder.assertCompleted().getItem()).isEqualTo(Tuple2.of("a", 2));
        recorder.assertSignalsReceivedInOrder().assertTerminated();
    }

    @Test
    void nineUnisAsTupleAndCombinator() {
        Uni<Tuple9<Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer>> tuple =
                Uni.combine()
                        .all()
                        .unis(item(1), item(2), item(3), item(4), item(5), item(6), item(7), item(8), item(9))
                        .asTuple();
        assertThat(itemOf(tuple).asList()).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9);
        Uni<Integer> sum = Uni.combine().all().unis(item(1), item(2), item(3)).with((a, b, c) -> a + b + c);
        assertThat(itemOf(sum)).isEqualTo(6);
    }

    @Test
    void nullItemsAreCombined() {
        Uni<List<Object>> combined =
                Uni.combine().all().unis(item(null), item("x")).combinedWith(list -> new ArrayList<Object>(list));
        assertThat(itemOf(combined)).containsExactly(null, "x");
    }

    @Test
    void firstFailureWinsAndCancelsTheOthers() {
        TestUni<String> first = new TestUni<>();
        TestUni<String> second = new TestUni<>();
        UniAssertSubscriber<Tuple2<String, String>> recorder = subscribeToTupleOf(first, second);
        second.fail(new IOException("boom"));
        assertThat(recorder.assertFailed().getFailure())
                .isInstanceOf(IOException.class)
                .hasMessage("boom");
        assertThat(first.cancellations()).isEqualTo(1);
        first.complete("late");
        recorder.assertSignalsReceivedInOrder().assertTerminated();
    }

    @Test
    void collectFailuresWaitsForAllThenPropagatesOneAsIsAndSeveralAsComposite() {
        TestUni<String> first = new TestUni<>();
        TestUni<String> second = new TestUni<>();
        UniAssertSubscriber<Tuple2<String, String>> one = Uni.combine()
                .all()
                .unis(first, second)
                .collectFailures()
                .asTuple()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        first.fail(new IOException("one"));
        one.assertNotTerminated();
        assertThat(second.cancellations()).isEqualTo(0);
        second.complete("ok");
        assertThat(one.assertFailed().getFailure()).isInstanceOf(IOException.class);

        Uni<Tuple2<Object, Object>> both = Uni.combine()
                .all()
                .unis(failure(new IOException("a")), failure(new IllegalStateException("b")))
                .collectFailures()
                .asTuple();
        Throwable failure = both.subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailed()
                .getFailure();
        assertThat(failure).isInstanceOf(CompositeException.class);
        assertThat(((CompositeException) failure).getCauses()).hasSize(2);
    }

    @Test
    void usingConcurrencyOfLimitsRunningSources() {
        List<TestUni<Integer>> probes = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            probes.add(new TestUni<>());
        }
        UniAssertSubscriber<List<Object>> recorder = Uni.combine()
                .all()
                .unis(probes)
                .usingConcurrencyOf(2)
                .combinedWith(list -> new ArrayList<Object>(list))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(probes).extracting(p -> p.subscriptions()).containsExactly(1, 1, 0, 0);
        probes.get(1).complete(1);
        assertThat(probes).extracting(p -> p.subscriptions()).containsExactly(1, 1, 1, 0);
        probes.get(0).complete(0);
        probes.get(2).complete(2);
        probes.get(3).complete(3);
        assertThat(recorder.assertCompleted().getItem()).containsExactly(0, 1, 2, 3);
    }

    @Test
    void longSynchronousListWithConcurrencyOneDoesNotOverflowTheStack() {
        List<Uni<Integer>> unis = new ArrayList<>();
        for (int i = 0; i < 50_000; i++) {
            unis.add(item(i));
        }
        Uni<Integer> size = Uni.combine().all().unis(unis).usingConcurrencyOf(1).combinedWith(List::size);
        assertThat(itemOf(size)).isEqualTo(50_000);
    }

    @Test
    void withUniContinuesWithTheReturnedUni() {
        Uni<Integer> sum = Uni.combine().all().unis(item(1), item(2)).withUni((a, b) -> item(a + b));
        assertThat(itemOf(sum)).isEqualTo(3);
        Uni<Integer> nullUni = Uni.combine().all().unis(item(1), item(2)).withUni((a, b) -> null);
        assertThat(nullUni.subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertFailed()
                        .getFailure())
                .isInstanceOf(NullPointerException.class);
        Uni<Integer> listUni = Uni.combine()
                .all()
                .unis(item(1), item(2), item(3), item(4))
                .withUni((a, b, c, d) -> item(a + b + c + d));
        assertThat(itemOf(listUni)).isEqualTo(10);
    }

    @Test
    void combinatorThrowingBecomesTheFailure() {
        Uni<Object> combined = Uni.combine().all().unis(item(1), item(2)).combinedWith((a, b) -> {
            throw new IllegalStateException("combinator");
        });
        assertThat(combined.subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertFailed()
                        .getFailure())
                .hasMessage("combinator");
    }

    @Test
    void typedCombinationCastsItemsAndFailsOnWrongType() {
        Uni<Integer> sum = Uni.combine()
                .all()
                .unis(Arrays.asList(item(1), item(2)))
                .with(Integer.class, list -> list.get(0) + list.get(1));
        assertThat(itemOf(sum)).isEqualTo(3);
        Uni<Integer> wrong = Uni.combine()
                .all()
                .unis(Arrays.asList(item(1), item("two")))
                .with(Integer.class, list -> list.get(0) + list.get(1));
        assertThat(wrong.subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertFailed()
                        .getFailure())
                .isInstanceOf(ClassCastException.class);
    }

    @Test
    void discardItems() {
        assertThat(Uni.combine()
                        .all()
                        .unis(item(1), item(2))
                        .discardItems()
                        .subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertCompleted()
                        .getItem())
                .isNull();
    }

    @Test
    void unisOfAnEmptyListIsRefused() {
        assertThatThrownBy(() -> Uni.combine().all().unis(new ArrayList<Uni<?>>()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("The Uni set is empty");
        assertThatThrownBy(() -> Uni.combine().all().unis())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("The Uni set is empty");
        Uni<Integer> upstreamAlone =
                new UniAndGroupIterable<Integer>(item(1), new ArrayList<Uni<?>>()).combinedWith(List::size);
        assertThat(upstreamAlone
                        .subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertCompleted()
                        .getItem())
                .isEqualTo(1);
    }

    @Test
    void cancellationReachesEveryRunningSource() {
        TestUni<String> first = new TestUni<>();
        TestUni<String> second = new TestUni<>();
        UniAssertSubscriber<Tuple2<String, String>> recorder = subscribeToTupleOf(first, second);
        recorder.cancel();
        recorder.cancel();
        assertThat(first.cancellations()).isEqualTo(1);
        assertThat(second.cancellations()).isEqualTo(1);
        first.complete("a");
        second.complete("b");
        recorder.assertNotTerminated();
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
        TestUni<String> first = new TestUni<>();
        TestUni<String> second = new TestUni<>();
        UniAssertSubscriber<Tuple2<String, String>> recorder = subscribeToTupleOf(first, second);
        first.complete("a");
        CyclicBarrier barrier = new CyclicBarrier(2);
        Thread racer = new Thread(() -> {
            awaitBarrier(barrier);
            second.complete("b");
        });
        racer.start();
        awaitBarrier(barrier);
        recorder.cancel();
        racer.join(TimeUnit.SECONDS.toMillis(5));
        recorder.assertSignalsReceivedInOrder();
    }

    static void awaitBarrier(CyclicBarrier barrier) {
        try {
            barrier.await(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
