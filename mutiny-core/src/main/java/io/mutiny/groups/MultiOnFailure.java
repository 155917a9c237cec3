package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.SUPPLIER_PRODUCED_NULL;
import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.nonNullNpe;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiOnFailureResumeOp;
import io.mutiny.operators.multi.MultiOnFailureTransformOp;
import io.mutiny.operators.multi.MultiOnTerminateCallOp;
import io.mutiny.operators.multi.MultiSignalConsumerOp;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Reacts to the failure of a {@link Multi}, when it matches the predicate this group was created with ({@code null}:
 * every failure); other failures pass through. Callbacks run on the thread that delivers the failure. When a callback
 * throws, a {@link CompositeException} of the original failure and the callback's goes downstream. As in Mutiny, a
 * {@code transform} or {@code recoverWithMulti} function returning {@code null} fails the stream with a
 * {@link NullPointerException} alone, a {@code recoverWithItem} function returning {@code null} completes it without
 * item, and a {@code recoverWithItem} supplier returning {@code null} sends a {@link CompositeException} of the
 * failure and a {@code NullPointerException}. Recovery streams receive the demand not yet satisfied.
 *
 * @param <T> the type of the items
 */
public class MultiOnFailure<T> {

    private final Multi<T> upstream;
    private final Predicate<? super Throwable> predicate;

    /** Creates the group for the failures of {@code upstream} matching {@code predicate} ({@code null}: all). */
    public MultiOnFailure(Multi<T> upstream, Predicate<? super Throwable> predicate) {
        this.upstream = nonNull(upstream, "upstream");
        this.predicate = predicate;
    }

    /** Calls {@code callback} with the failure, then passes the failure on. */
    public Multi<T> invoke(Consumer<Throwable> callback) {
        Consumer<Throwable> actual = Infrastructure.decorate(nonNull(callback, "callback"));
        return Infrastructure.onMultiCreation(MultiSignalConsumerOp.onFailure(upstream, predicate, actual));
    }

    /** Same as {@link #invoke(Consumer)}, ignoring the failure. */
    public Multi<T> invoke(Runnable callback) {
        Runnable actual = nonNull(callback, "callback");
        return invoke(failure -> actual.run());
    }

    /**
     * Calls {@code callback} with the failure and passes the failure on once the returned {@link Uni} emits an item;
     * if the Uni fails, a {@link CompositeException} of both goes instead. Cancelling while waiting cancels the Uni.
     */
    public Multi<T> call(Function<Throwable, Uni<?>> callback) {
        Function<Throwable, Uni<?>> actual = Infrastructure.decorate(nonNull(callback, "callback"));
        return Infrastructure.onMultiCreation(new MultiOnTerminateCallOp<>(upstream, predicate, actual, null, null));
    }

    /** Same as {@link #call(Function)}, ignoring the failure. */
    public Multi<T> call(Supplier<Uni<?>> callback) {
        Supplier<Uni<?>> actual = nonNull(callback, "callback");
        return call(failure -> actual.get());
    }

    /** Replaces the failure by the one {@code mapper} returns. */
    public Multi<T> transform(Function<? super Throwable, ? extends Throwable> mapper) {
        Function<? super Throwable, ? extends Throwable> actual = Infrastructure.decorate(nonNull(mapper, "mapper"));
        return Infrastructure.onMultiCreation(new MultiOnFailureTransformOp<>(upstream, predicate, actual));
    }

    /** Replaces the failure by the emission of {@code item} followed by the completion (when requested). */
    public Multi<T> recoverWithItem(T item) {
        nonNull(item, "item");
        return recoverWithItem(failure -> item);
    }

    /**
     * Replaces the failure by the item {@code supplier} gives, followed by the completion; a {@code null} item fails
     * the stream (see the class description).
     */
    public Multi<T> recoverWithItem(Supplier<T> supplier) {
        Supplier<T> actual = Infrastructure.decorate(nonNull(supplier, "supplier"));
        return recoverWithMulti(failure -> Multi.createFrom().item(nonNullNpe(actual.get(), SUPPLIER_PRODUCED_NULL)));
    }

    /**
     * Replaces the failure by the item {@code function} computes from it, followed by the completion; a {@code null}
     * item means the completion alone.
     */
    public Multi<T> recoverWithItem(Function<? super Throwable, ? extends T> function) {
        Function<? super Throwable, ? extends T> actual = Infrastructure.decorate(nonNull(function, "function"));
        return recoverWithMulti(failure -> {
            T item = actual.apply(failure);
            return item == null
                    ? Multi.createFrom().empty()
                    : Multi.createFrom().item(item);
        });
    }

    /** Replaces the failure by a completion. */
    public Multi<T> recoverWithCompletion() {
        return recoverWithMulti(failure -> Multi.createFrom().empty());
    }

    /** Continues with the stream {@code function} returns for the failure. */
    public Multi<T> recoverWithMulti(Function<? super Throwable, Multi<? extends T>> function) {
        Function<? super Throwable, Multi<? extends T>> actual = Infrastructure.decorate(nonNull(function, "function"));
        return Infrastructure.onMultiCreation(new MultiOnFailureResumeOp<>(upstream, predicate, actual));
    }

    /** Continues with the stream {@code supplier} gives at failure time. */
    public Multi<T> recoverWithMulti(Supplier<Multi<? extends T>> supplier) {
        Supplier<Multi<? extends T>> actual = nonNull(supplier, "supplier");
        return recoverWithMulti(failure -> actual.get());
    }

    /** Continues with {@code fallback}, subscribed at failure time. */
    public Multi<T> recoverWithMulti(Multi<? extends T> fallback) {
        nonNull(fallback, "fallback");
        return recoverWithMulti(failure -> fallback);
    }

    /** Resubscribes to the upstream on failure; configure how with the returned group. */
    public MultiRetry<T> retry() {
        return new MultiRetry<>(upstream, predicate);
    }
}
