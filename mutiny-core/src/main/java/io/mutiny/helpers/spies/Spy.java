package io.mutiny.helpers.spies;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.groups.MultiOverflowStrategy;
import io.mutiny.helpers.ParameterValidation;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Entry point of the spies: pass-through {@link Uni}s and {@link Multi}s that count the signals of one kind (and
 * record their values), for tests. Subscribe to the returned spy instead of the spied stream, then query it; counts
 * accumulate over all subscriptions until {@code reset()}. Every method fails with an
 * {@link IllegalArgumentException} if an argument is {@code null}.
 */
public interface Spy {

    /** Spies on the subscriptions a {@link Uni} delivers. */
    static <T> UniOnSubscribeSpy<T> onSubscribe(Uni<T> upstream) {
        return new UniOnSubscribeSpy<>(upstream);
    }

    /** Spies on the cancellations of a {@link Uni}. */
    static <T> UniOnCancellationSpy<T> onCancellation(Uni<T> upstream) {
        return new UniOnCancellationSpy<>(upstream);
    }

    /** Spies on the terminations (item, failure, cancellation) of a {@link Uni}. */
    static <T> UniOnTerminationSpy<T> onTermination(Uni<T> upstream) {
        return new UniOnTerminationSpy<>(upstream);
    }

    /** Spies on the item of a {@link Uni}. */
    static <T> UniOnItemSpy<T> onItem(Uni<T> upstream) {
        return new UniOnItemSpy<>(upstream);
    }

    /** Spies on the outcome (item or failure) of a {@link Uni}. */
    static <T> UniOnItemOrFailureSpy<T> onItemOrFailure(Uni<T> upstream) {
        return new UniOnItemOrFailureSpy<>(upstream);
    }

    /** Spies on every failure of a {@link Uni}. */
    static <T> UniOnFailureSpy<T> onFailure(Uni<T> upstream) {
        return onFailure(upstream, failure -> true);
    }

    /** Spies on the failures of a {@link Uni} that match {@code predicate}. */
    static <T> UniOnFailureSpy<T> onFailure(Uni<T> upstream, Predicate<? super Throwable> predicate) {
        return new UniOnFailureSpy<>(upstream, predicate);
    }

    /** Spies on the failures of a {@link Uni} that are instances of {@code typeOfFailure}. */
    static <T> UniOnFailureSpy<T> onFailure(Uni<T> upstream, Class<? extends Throwable> typeOfFailure) {
        ParameterValidation.nonNull(typeOfFailure, "typeOfFailure");
        return onFailure(upstream, typeOfFailure::isInstance);
    }

    /** Spies on every signal of a {@link Uni}, through one spy per signal kind. */
    static <T> UniGlobalSpy<T> globally(Uni<T> upstream) {
        return new UniGlobalSpy<>(upstream);
    }

    /** Spies on the cancellations of a {@link Multi}. */
    static <T> MultiOnCancellationSpy<T> onCancellation(Multi<T> upstream) {
        return new MultiOnCancellationSpy<>(upstream);
    }

    /** Spies on the completions of a {@link Multi}. */
    static <T> MultiOnCompletionSpy<T> onCompletion(Multi<T> upstream) {
        return new MultiOnCompletionSpy<>(upstream);
    }

    /** Spies on every failure of a {@link Multi}. */
    static <T> MultiOnFailureSpy<T> onFailure(Multi<T> upstream) {
        return onFailure(upstream, failure -> true);
    }

    /** Spies on the failures of a {@link Multi} that match {@code predicate}. */
    static <T> MultiOnFailureSpy<T> onFailure(Multi<T> upstream, Predicate<? super Throwable> predicate) {
        return new MultiOnFailureSpy<>(upstream, predicate);
    }

    /** Spies on the failures of a {@link Multi} that are instances of {@code typeOfFailure}. */
    static <T> MultiOnFailureSpy<T> onFailure(Multi<T> upstream, Class<? extends Throwable> typeOfFailure) {
        ParameterValidation.nonNull(typeOfFailure, "typeOfFailure");
        return onFailure(upstream, typeOfFailure::isInstance);
    }

    /** Spies on the items of a {@link Multi}, recording them. */
    static <T> MultiOnItemSpy<T> onItem(Multi<T> upstream) {
        return onItem(upstream, true);
    }

    /** Spies on the items of a {@link Multi}, recording them only if {@code trackItems}. */
    static <T> MultiOnItemSpy<T> onItem(Multi<T> upstream, boolean trackItems) {
        return new MultiOnItemSpy<>(upstream, trackItems);
    }

    /** Spies on the requests going to a {@link Multi}. */
    static <T> MultiOnRequestSpy<T> onRequest(Multi<T> upstream) {
        return new MultiOnRequestSpy<>(upstream);
    }

    /** Spies on the subscriptions a {@link Multi} delivers. */
    static <T> MultiOnSubscribeSpy<T> onSubscribe(Multi<T> upstream) {
        return new MultiOnSubscribeSpy<>(upstream);
    }

    /** Spies on the terminations (completion, failure, cancellation) of a {@link Multi}. */
    static <T> MultiOnTerminationSpy<T> onTermination(Multi<T> upstream) {
        return new MultiOnTerminationSpy<>(upstream);
    }

    /**
     * Spies on the items dropped by the overflow handling of a {@link Multi}, recording them; {@code strategy} picks
     * what happens to the overflowing items (for example {@code o -> o.drop()}).
     */
    static <T> MultiOnOverflowSpy<T> onOverflow(
            Multi<T> upstream, Function<MultiOverflowStrategy<? extends T>, Multi<? extends T>> strategy) {
        return onOverflow(upstream, true, strategy);
    }

    /**
     * Spies on the items dropped by the overflow handling of a {@link Multi}, recording them only if
     * {@code trackItems}; {@code strategy} picks what happens to the overflowing items.
     */
    static <T> MultiOnOverflowSpy<T> onOverflow(
            Multi<T> upstream,
            boolean trackItems,
            Function<MultiOverflowStrategy<? extends T>, Multi<? extends T>> strategy) {
        return new MultiOnOverflowSpy<>(upstream, trackItems, strategy);
    }

    /** Spies on every signal of a {@link Multi}, through one spy per signal kind. */
    static <T> MultiGlobalSpy<T> globally(Multi<T> upstream) {
        return new MultiGlobalSpy<>(upstream);
    }
}
