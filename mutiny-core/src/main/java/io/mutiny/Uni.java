package io.mutiny;

import io.mutiny.groups.UniAwait;
import io.mutiny.groups.UniCombine;
import io.mutiny.groups.UniConvert;
import io.mutiny.groups.UniCreate;
import io.mutiny.groups.UniIfNoItem;
import io.mutiny.groups.UniJoin;
import io.mutiny.groups.UniMemoize;
import io.mutiny.groups.UniOnCancel;
import io.mutiny.groups.UniOnFailure;
import io.mutiny.groups.UniOnItem;
import io.mutiny.groups.UniOnItemOrFailure;
import io.mutiny.groups.UniOnSubscribe;
import io.mutiny.groups.UniOnTerminate;
import io.mutiny.groups.UniRepeat;
import io.mutiny.groups.UniSubscribe;
import io.mutiny.helpers.ParameterValidation;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * A lazy asynchronous action that emits one item (possibly {@code null}) or one failure. Nothing happens until a
 * subscriber subscribes; each subscription runs the action again (see {@link #memoize()} to share the outcome).
 *
 * <p>Operators are reached through group objects ({@link #onItem()}, {@link #onFailure()}, ...) that validate
 * their arguments eagerly and build the operator. An exception thrown by a user callback is delivered downstream
 * as a failure, never thrown to the caller.
 *
 * @param <T> the type of the item
 */
public interface Uni<T> {

    /** The entry point to create a {@code Uni} from an item, a supplier, an emitter, a future, a publisher... */
    static UniCreate createFrom() {
        return UniCreate.INSTANCE;
    }

    /** Applies {@code stage} to this {@code Uni} and returns its result, to keep long pipelines readable. */
    default <O> O stage(Function<Uni<T>, O> stage) {
        return ParameterValidation.nonNull(stage, "stage").apply(this);
    }

    /** Combines several {@code Uni}s: wait for all of them, or take the first one to emit. */
    static UniCombine combine() {
        return UniCombine.INSTANCE;
    }

    /** Subscribes to this {@code Uni}: with callbacks, with a subscriber, or as a {@link CompletableFuture}. */
    UniSubscribe<T> subscribe();

    /** Subscribes and returns a {@link CompletableFuture} completed with the item or the failure. */
    default CompletableFuture<T> subscribeAsCompletionStage() {
        return subscribe().asCompletionStage();
    }

    /** Same as {@link #subscribeAsCompletionStage()} with a subscriber {@link Context}. */
    default CompletableFuture<T> subscribeAsCompletionStage(Context context) {
        return subscribe().asCompletionStage(context);
    }

    /**
     * Blocks the calling thread until the item or the failure arrives. Fails fast with
     * {@link IllegalStateException} on a thread that must not block (see
     * {@link io.mutiny.infrastructure.Infrastructure#canCallerThreadBeBlocked()}).
     */
    UniAwait<T> await();

    /** Same as {@link #await()}, subscribing with a {@link Context}. */
    default UniAwait<T> awaitUsing(Context context) {
        return new UniAwait<>(this, ParameterValidation.nonNull(context, "context"));
    }

    /** Operators that act on the item: transform, invoke, call, chain, delay... */
    UniOnItem<T> onItem();

    /** Operators that act when this {@code Uni} is subscribed to. */
    UniOnSubscribe<T> onSubscription();

    /** Operators that act on either the item or the failure, with one callback. */
    UniOnItemOrFailure<T> onItemOrFailure();

    /** Operators that react to any failure: recover, retry, transform, invoke. */
    UniOnFailure<T, Throwable> onFailure();

    /** Operators that react to the failures that match {@code predicate} ({@code null}: every failure). */
    UniOnFailure<T, Throwable> onFailure(Predicate<? super Throwable> predicate);

    /** Operators that react to the failures that are instances of {@code typeOfFailure}. */
    <E extends Throwable> UniOnFailure<T, E> onFailure(Class<E> typeOfFailure);

    /** Operators that act when no item arrives within a given time: fail, recover, or fall back. */
    UniIfNoItem<T> ifNoItem();

    /** Emits the item or the failure on {@code executor}; a rejected task fails the {@code Uni}. */
    Uni<T> emitOn(Executor executor);

    /** Subscribes to the upstream on {@code executor}. */
    Uni<T> runSubscriptionOn(Executor executor);

    /** Caches the outcome and replays it to every subscriber, indefinitely or until a condition. */
    UniMemoize<T> memoize();

    /** Shortcut for {@code onItem().transform(mapper)}. */
    default <O> Uni<O> map(Function<? super T, ? extends O> mapper) {
        return onItem().transform(mapper);
    }

    /** Shortcut for {@code onItem().invoke(callback)}. */
    default Uni<T> invoke(Consumer<? super T> callback) {
        return onItem().invoke(callback);
    }

    /** Shortcut for {@code onItem().invoke(callback)}. */
    default Uni<T> invoke(Runnable callback) {
        return onItem().invoke(callback);
    }

    /** Shortcut for {@code onItem().call(function)}. */
    default Uni<T> call(Function<? super T, Uni<?>> function) {
        return onItem().call(function);
    }

    /** Shortcut for {@code onItem().call(supplier)}. */
    default Uni<T> call(Supplier<Uni<?>> supplier) {
        return onItem().call(supplier);
    }

    /** Shortcut for {@code onItem().transformToUni(mapper)}. */
    default <O> Uni<O> flatMap(Function<? super T, Uni<? extends O>> mapper) {
        return onItem().transformToUni(mapper);
    }

    /** Shortcut for {@code onItem().transformToUni(mapper)}. */
    default <O> Uni<O> chain(Function<? super T, Uni<? extends O>> mapper) {
        return onItem().transformToUni(mapper);
    }

    /** Shortcut for {@code onItem().transformToUni(ignored -> supplier.get())}. */
    default <O> Uni<O> chain(Supplier<Uni<? extends O>> supplier) {
        ParameterValidation.nonNull(supplier, "supplier");
        return onItem().transformToUni(ignored -> supplier.get());
    }

    /** Runs {@code action} after the item or the failure, like a {@code finally} block, then forwards the signal. */
    default Uni<T> eventually(Runnable action) {
        ParameterValidation.nonNull(action, "action");
        return onItemOrFailure().invoke((item, failure) -> action.run());
    }

    /**
     * Subscribes to the {@code Uni} given by {@code supplier} after the item or the failure, like an asynchronous
     * {@code finally} block, then forwards the original signal (or the action's failure).
     */
    default <O> Uni<T> eventually(Supplier<Uni<? extends O>> supplier) {
        ParameterValidation.nonNull(supplier, "supplier");
        return onItemOrFailure().call((item, failure) -> supplier.get());
    }

    /** Converts this {@code Uni} to another type, with a converter. */
    UniConvert<T> convert();

    /**
     * A {@code Multi} that emits this {@code Uni}'s item then completes (a {@code null} item gives an empty
     * {@code Multi}), or fails. This {@code Uni} is subscribed on the first request, not before, and the outcome is
     * delivered on its thread; {@code Uni.createFrom().failure(Throwable)}, which needs no subscription, fails the
     * {@code Multi} at once. A cancellation before the first request leaves this {@code Uni} unsubscribed, a later
     * one reaches it.
     */
    Multi<T> toMulti();

    /** Repeats the subscription to this {@code Uni} to produce a {@code Multi}. */
    UniRepeat<T> repeat();

    /** Operators that act on any terminal event: item, failure or cancellation. */
    UniOnTerminate<T> onTermination();

    /** Operators that act when the downstream cancels. */
    UniOnCancel<T> onCancellation();

    /** Applies a custom operator to this {@code Uni}. */
    default <R> Uni<R> plug(Function<Uni<T>, Uni<R>> operatorProvider) {
        Uni<R> result = ParameterValidation.nonNull(operatorProvider, "operatorProvider")
                .apply(this);
        return ParameterValidation.nonNullNpe(result, "The operator provider returned `null`");
    }

    /** Replaces the item with {@code item}. */
    default <O> Uni<O> replaceWith(O item) {
        return onItem().transform(ignored -> item);
    }

    /** Replaces the item with the value given by {@code supplier}. */
    default <O> Uni<O> replaceWith(Supplier<O> supplier) {
        ParameterValidation.nonNull(supplier, "supplier");
        return onItem().transform(ignored -> supplier.get());
    }

    /** Replaces the item with the outcome of {@code uni}. */
    default <O> Uni<O> replaceWith(Uni<O> uni) {
        ParameterValidation.nonNull(uni, "uni");
        return onItem().transformToUni(ignored -> uni);
    }

    /** Replaces the item with {@code null}. */
    default Uni<T> replaceWithNull() {
        return onItem().transform(ignored -> null);
    }

    /** Replaces the item with {@code null}, typed as {@link Void}. */
    default Uni<Void> replaceWithVoid() {
        return onItem().transform(ignored -> null);
    }

    /** Replaces a {@code null} item with the value given by {@code supplier}. */
    default Uni<T> replaceIfNullWith(Supplier<T> supplier) {
        return onItem().ifNull().continueWith(supplier);
    }

    /** Replaces a {@code null} item with {@code value}. */
    default Uni<T> replaceIfNullWith(T value) {
        return onItem().ifNull().continueWith(value);
    }

    /** Logs every event (subscription, item, failure, cancellation) with an identifier. */
    Uni<T> log(String identifier);

    /** Logs every event with an identifier derived from the upstream operator. */
    Uni<T> log();

    /** Joins several {@code Uni}s: all of them, or the first one. */
    static UniJoin join() {
        return UniJoin.SHARED_INSTANCE;
    }

    /** Builds the pipeline from the subscriber's {@link Context}, at subscription time. */
    default <R> Uni<R> withContext(BiFunction<Uni<T>, Context, Uni<R>> builder) {
        ParameterValidation.nonNull(builder, "builder");
        return Uni.createFrom().context(context -> builder.apply(this, context));
    }

    /** Pairs the item with the subscriber's {@link Context}. */
    default Uni<ItemWithContext<T>> attachContext() {
        return withContext((uni, context) -> uni.onItem().transform(item -> new ItemWithContext<>(context, item)));
    }
}
