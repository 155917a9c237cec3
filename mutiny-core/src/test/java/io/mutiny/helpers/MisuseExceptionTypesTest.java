package io.mutiny.helpers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.spies.Spy;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.multi.processors.BroadcastProcessor;
import io.mutiny.operators.multi.processors.UnicastProcessor;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.UniSubscriber;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The exception type and message of each misuse at assembly time, as observed on SmallRye Mutiny 3.3 for the same
 * call: {@link NullPointerException} for a {@code null} subscriber, failure type or stream iterable,
 * {@link IllegalArgumentException} naming the parameter elsewhere.
 */
class MisuseExceptionTypesTest {

    private static final Multi<Integer> MULTI = Multi.createFrom().items(1, 2);
    private static final Uni<Integer> UNI = Uni.createFrom().item(1);

    static Stream<Arguments> misuses() {
        return Stream.of(
                misuse(
                        "Multi.subscribe(null)",
                        () -> MULTI.subscribe((Flow.Subscriber<Integer>) null),
                        NPE,
                        "subscriber"),
                misuse(
                        "Multi.subscribe().withSubscriber(null)",
                        () -> MULTI.subscribe().withSubscriber((Flow.Subscriber<Integer>) null),
                        NPE,
                        "subscriber"),
                misuse(
                        "Uni.subscribe().withSubscriber(null)",
                        () -> UNI.subscribe().withSubscriber(null),
                        IAE,
                        "subscriber"),
                misuse(
                        "Multi.subscribe().with(null)",
                        () -> MULTI.subscribe().with((Consumer<Integer>) null),
                        IAE,
                        "onItem"),
                misuse(
                        "Multi.onFailure(Class null)",
                        () -> MULTI.onFailure((Class<Throwable>) null),
                        NPE,
                        "typeOfFailure"),
                misuse("Uni.onFailure(Class null)", () -> UNI.onFailure((Class<Throwable>) null), NPE, "typeOfFailure"),
                misuse(
                        "merging().streams(Iterable null)",
                        () -> Multi.createBy().merging().streams((Iterable<Flow.Publisher<Integer>>) null),
                        NPE,
                        "iterable"),
                misuse(
                        "concatenating().streams(Iterable null)",
                        () -> Multi.createBy().concatenating().streams((Iterable<Flow.Publisher<Integer>>) null),
                        NPE,
                        "iterable"),
                misuse("createFrom().items(null)", () -> Multi.createFrom().items((Integer[]) null), IAE, "items"),
                misuse("createFrom().iterable(null)", () -> Multi.createFrom().iterable(null), IAE, "iterable"),
                misuse("createFrom().range(5, 1)", () -> Multi.createFrom().range(5, 1), IAE, "startInclusive"),
                misuse("createFrom().emitter(null)", () -> Multi.createFrom().emitter(null), IAE, "consumer"),
                misuse("Uni failure(null)", () -> Uni.createFrom().failure((Throwable) null), IAE, "failure"),
                misuse(
                        "ticks().every(0)",
                        () -> Multi.createFrom().ticks().every(Duration.ZERO),
                        IAE,
                        "greater than zero"),
                misuse("select().first(-1)", () -> MULTI.select().first(-1), IAE, "count"),
                misuse("skip().first(-1)", () -> MULTI.skip().first(-1), IAE, "count"),
                misuse("select().where(null)", () -> MULTI.select().where(null), IAE, "predicate"),
                misuse("onItem().transform(null)", () -> MULTI.onItem().transform(null), IAE, "mapper"),
                misuse(
                        "group().intoLists().of(0)",
                        () -> MULTI.group().intoLists().of(0),
                        IAE,
                        "size"),
                misuse("emitOn(null)", () -> MULTI.emitOn(null), IAE, "executor"),
                misuse("Uni.runSubscriptionOn(null)", () -> UNI.runSubscriptionOn(null), IAE, "executor"),
                misuse("onOverflow().buffer(-1)", () -> MULTI.onOverflow().buffer(-1), IAE, "size"),
                misuse("capDemandsTo(0)", () -> MULTI.capDemandsTo(0), IAE, "max"),
                misuse("ifNoItem().after(-1s)", () -> UNI.ifNoItem().after(Duration.ofSeconds(-1)), IAE, "timeout"),
                misuse("retry().atMost(0)", () -> MULTI.onFailure().retry().atMost(0), IAE, "numberOfAttempts"),
                misuse("retry().withJitter(2)", () -> MULTI.onFailure().retry().withJitter(2), IAE, "jitter"),
                misuse(
                        "retry().withBackOff(..).when(..)",
                        () -> UNI.onFailure()
                                .retry()
                                .withBackOff(Duration.ofMillis(1))
                                .when(f -> f),
                        IAE,
                        "Invalid retry configuration, `when` cannot be used with a back-off configuration"),
                misuse(
                        "retry().expireIn(..) without back-off",
                        () -> MULTI.onFailure().retry().expireIn(1000),
                        IAE,
                        "Invalid retry configuration, `expiresAt/expiresIn` must be used with a back-off configuration"),
                misuse("delayIt().by(0)", () -> UNI.onItem().delayIt().by(Duration.ZERO), IAE, "duration"),
                misuse(
                        "delayIt().onExecutor(null)",
                        () -> UNI.onItem().delayIt().onExecutor(null),
                        IAE,
                        "executor"),
                misuse("Uni.combine().all().unis()", () -> Uni.combine().all().unis(), IAE, "The Uni set is empty"),
                misuse(
                        "Uni.join().first()",
                        () -> Uni.join().first(List.<Uni<Integer>>of()),
                        IAE,
                        "`unis` must not be empty"),
                misuse(
                        "transformToMulti(..).merge(0)",
                        () -> MULTI.onItem()
                                .transformToMulti(i -> Multi.createFrom().item(i))
                                .merge(0),
                        IAE,
                        "concurrency"),
                misuse("Uni.repeat().atMost(0)", () -> UNI.repeat().atMost(0), IAE, "times"),
                misuse("Uni.memoize().atLeast(0)", () -> UNI.memoize().atLeast(Duration.ZERO), IAE, "duration"),
                misuse("Context.of(odd)", () -> Context.of("a", 1, "b"), IAE, "pairs"),
                misuse(
                        "onItem().call(null)",
                        () -> MULTI.onItem().call((Function<Integer, Uni<?>>) null),
                        IAE,
                        "`action` must not be `null`"));
    }

    private static final Class<NullPointerException> NPE = NullPointerException.class;
    private static final Class<IllegalArgumentException> IAE = IllegalArgumentException.class;

    private static Arguments misuse(
            String call, ThrowingCallable misuse, Class<? extends Throwable> type, String messagePart) {
        return Arguments.of(call, misuse, type, messagePart);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("misuses")
    void misuseThrowsTheSameExceptionTypeAsMutiny(
            String call, ThrowingCallable misuse, Class<? extends Throwable> type, String messagePart) {
        assertThatThrownBy(misuse).isExactlyInstanceOf(type).hasMessageContaining(messagePart);
    }

    /**
     * Every stage goes through the one entry point, so a {@code null} subscriber gets one exception type per type of
     * stream, whatever the operator: {@link NullPointerException} for a {@code Multi} (rule 1.9; Mutiny's sources and
     * most operators agree, its spies and {@code UnicastProcessor} throw {@link IllegalArgumentException}),
     * {@link IllegalArgumentException} for a {@code Uni} (as Mutiny's {@code withSubscriber(null)} and operators).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("stages")
    void everyStageRejectsANullSubscriberWithTheSameExceptionType(
            String stage, ThrowingCallable subscribeNull, Class<? extends Throwable> type) {
        assertThatThrownBy(subscribeNull).isExactlyInstanceOf(type).hasMessageContaining("subscriber");
    }

    static Stream<Arguments> stages() {
        return Stream.of(
                multiStage("items", MULTI),
                multiStage("range", Multi.createFrom().range(0, 2)),
                multiStage("transform", MULTI.onItem().transform(i -> i)),
                multiStage("select().where", MULTI.select().where(i -> true)),
                multiStage("emitOn", MULTI.emitOn(Runnable::run)),
                multiStage("transformToMultiAndMerge", MULTI.onItem().transformToMultiAndMerge(i -> Multi.createFrom()
                        .item(i))),
                multiStage("Spy.onItem", Spy.onItem(MULTI)),
                multiStage("UnicastProcessor", UnicastProcessor.create()),
                multiStage("BroadcastProcessor", BroadcastProcessor.create()),
                uniStage("item", UNI),
                uniStage("transform", UNI.onItem().transform(i -> i)),
                uniStage("chain", UNI.chain(i -> Uni.createFrom().item(i))),
                uniStage("Spy.onItem", Spy.onItem(UNI)));
    }

    @SuppressWarnings("unchecked")
    private static Arguments multiStage(String stage, Multi<?> multi) {
        return Arguments.of(
                "Multi " + stage,
                (ThrowingCallable) () -> ((AbstractMulti<Object>) multi).subscribe((MultiSubscriber<Object>) null),
                NPE);
    }

    @SuppressWarnings("unchecked")
    private static Arguments uniStage(String stage, Uni<?> uni) {
        return Arguments.of(
                "Uni " + stage,
                (ThrowingCallable) () -> ((AbstractUni<Object>) uni).subscribe((UniSubscriber<Object>) null),
                IAE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("acceptedNulls")
    void nullThatMutinyAcceptsIsAccepted(String call, ThrowingCallable accepted) {
        assertThat(org.assertj.core.api.Assertions.catchThrowable(accepted))
                .as(call)
                .isNull();
    }

    static Stream<Arguments> acceptedNulls() {
        return Stream.of(
                Arguments.of("Multi.onFailure(Predicate null)", (ThrowingCallable)
                        () -> MULTI.onFailure((Predicate<Throwable>) null)),
                Arguments.of("Uni.onFailure(Predicate null)", (ThrowingCallable)
                        () -> UNI.onFailure((Predicate<Throwable>) null)));
    }
}
