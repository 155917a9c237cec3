package io.mutiny.operators;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.groups.UniAwait;
import io.mutiny.groups.UniConvert;
import io.mutiny.groups.UniIfNoItem;
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
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiFailureOp;
import io.mutiny.operators.multi.MultiFromItemSupplierOp;
import io.mutiny.operators.uni.UniEmitOnOp;
import io.mutiny.operators.uni.UniLogOp;
import io.mutiny.operators.uni.UniOperatorProcessor;
import io.mutiny.operators.uni.UniRunSubscriptionOnOp;
import io.mutiny.operators.uni.UniTerminalOp;
import io.mutiny.operators.uni.UniToMultiOp;
import io.mutiny.operators.uni.UniTrampoline;
import io.mutiny.subscription.UniSubscriber;
import java.util.concurrent.Executor;
import java.util.function.BiFunction;
import java.util.function.Predicate;

/**
 * The base class of every {@link Uni} of this library.
 *
 * <p>Subscribing goes through one entry point, {@link #subscribe(UniSubscriber)}: it rejects a {@code null}
 * subscriber, applies the {@link Infrastructure} subscription interceptors, and, at a boundary stage of a long chain
 * (see {@link UniTrampoline}), goes through the trampoline so that subscribing to a very long chain cannot overflow
 * the stack. It then calls {@link #subscribeActual(UniSubscriber)}, which each operator implements without
 * validating again. Operators subscribe to their upstream with {@link #subscribe(Uni, UniSubscriber)}, which also
 * accepts a {@code Uni} that is not an {@code AbstractUni}.
 *
 * <p>A subclass written for SmallRye Mutiny, which overrides {@code subscribe(UniSubscriber)} instead, still works:
 * it replaces the entry point (its validation, interceptors and trampoline).
 */
public abstract class AbstractUni<T> implements Uni<T> {

    /**
     * Subscribes {@code subscriber} to this {@code Uni}, after the {@link Infrastructure} subscription interceptors.
     * The subscriber receives {@code onSubscribe}, then at most one of {@code onItem} / {@code onFailure}, on the
     * thread the operator documents.
     *
     * <p>New subclasses implement {@link #subscribeActual(UniSubscriber)} and leave this method alone.
     *
     * @throws IllegalArgumentException if {@code subscriber} is {@code null}, as {@code withSubscriber(null)} in
     *     SmallRye Mutiny
     */
    public void subscribe(UniSubscriber<? super T> subscriber) {
        UniSubscriber<? super T> actual =
                Infrastructure.onUniSubscription(this, ParameterValidation.nonNull(subscriber, "subscriber"));
        if (UniOperatorProcessor.subscribesThroughTrampoline(subscriber)) {
            subscribeThroughTrampoline(actual);
        } else {
            subscribeActual(actual);
        }
    }

    // out of line: the entry point stays small enough to be inlined into the operators
    private void subscribeThroughTrampoline(UniSubscriber<? super T> subscriber) {
        UniTrampoline.run(() -> subscribeActual(subscriber));
    }

    /**
     * What each operator implements: subscribes the validated and intercepted {@code subscriber}, calling its
     * {@code onSubscribe} before any other signal.
     *
     * <p>It is not abstract so that a subclass written for SmallRye Mutiny, which overrides
     * {@link #subscribe(UniSubscriber)} only, still compiles; a subclass overriding neither method fails with an
     * {@link UnsupportedOperationException} on subscription.
     */
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        throw new UnsupportedOperationException(
                getClass().getName() + " must override subscribeActual(UniSubscriber) (or subscribe(UniSubscriber))");
    }

    /**
     * Subscribes {@code subscriber} to {@code upstream}: through {@link #subscribe(UniSubscriber)} for an
     * {@code AbstractUni}, otherwise after the {@link Infrastructure} subscription interceptors through
     * {@code upstream.subscribe().withSubscriber(..)}. This is how operators subscribe to their upstream.
     */
    @SuppressWarnings("unchecked")
    public static <T> void subscribe(Uni<? extends T> upstream, UniSubscriber<? super T> subscriber) {
        if (upstream instanceof AbstractUni) {
            ((AbstractUni<T>) upstream).subscribe(subscriber);
        } else {
            ((Uni<T>) upstream)
                    .subscribe()
                    .withSubscriber(Infrastructure.onUniSubscription(
                            (Uni<T>) upstream, ParameterValidation.nonNull(subscriber, "subscriber")));
        }
    }

    @Override
    public UniSubscribe<T> subscribe() {
        return new UniSubscribe<>(this);
    }

    @Override
    public UniOnItem<T> onItem() {
        return new UniOnItem<>(this);
    }

    @Override
    public UniIfNoItem<T> ifNoItem() {
        return new UniIfNoItem<>(this);
    }

    @Override
    public UniOnFailure<T, Throwable> onFailure() {
        return new UniOnFailure<>(this, Throwable.class, null);
    }

    @Override
    public UniOnFailure<T, Throwable> onFailure(Predicate<? super Throwable> predicate) {
        // null selects every failure, as in SmallRye Mutiny
        return new UniOnFailure<>(this, Throwable.class, predicate);
    }

    @Override
    public <E extends Throwable> UniOnFailure<T, E> onFailure(Class<E> typeOfFailure) {
        return new UniOnFailure<>(this, ParameterValidation.nonNullAsNpe(typeOfFailure, "typeOfFailure"), null);
    }

    @Override
    public UniOnSubscribe<T> onSubscription() {
        return new UniOnSubscribe<>(this);
    }

    @Override
    public UniOnItemOrFailure<T> onItemOrFailure() {
        return new UniOnItemOrFailure<>(this);
    }

    @Override
    public UniAwait<T> await() {
        return awaitUsing(Context.empty());
    }

    @Override
    public UniAwait<T> awaitUsing(Context context) {
        return new UniAwait<>(this, ParameterValidation.nonNull(context, "context"));
    }

    @Override
    public Uni<T> emitOn(Executor executor) {
        ParameterValidation.nonNull(executor, "executor");
        return Infrastructure.onUniCreation(new UniEmitOnOp<>(this, executor));
    }

    @Override
    public Uni<T> runSubscriptionOn(Executor executor) {
        ParameterValidation.nonNull(executor, "executor");
        return Infrastructure.onUniCreation(new UniRunSubscriptionOnOp<>(this, executor));
    }

    @Override
    public UniMemoize<T> memoize() {
        return new UniMemoize<>(this);
    }

    /** Shortcut for {@code memoize().indefinitely()}. */
    public Uni<T> cache() {
        return memoize().indefinitely();
    }

    @Override
    public UniConvert<T> convert() {
        return new UniConvert<>(this);
    }

    @Override
    public Multi<T> toMulti() {
        if (this instanceof UniTerminalOp<T> known) {
            // a known outcome needs no Uni subscription, so there is nothing to delay until the first request
            Throwable failure = known.failure();
            if (failure != null) {
                // delivered at once: a failure needs no demand (rule 1.4)
                return Infrastructure.onMultiCreation(new MultiFailureOp<>(() -> failure));
            }
            T item = known.item();
            if (item != null) {
                return Infrastructure.onMultiCreation(new MultiFromItemSupplierOp<>(() -> item));
            }
        }
        return Infrastructure.onMultiCreation(new UniToMultiOp<>(this));
    }

    @Override
    public UniRepeat<T> repeat() {
        return new UniRepeat<>(this);
    }

    @Override
    public UniOnTerminate<T> onTermination() {
        return new UniOnTerminate<>(this);
    }

    @Override
    public UniOnCancel<T> onCancellation() {
        return new UniOnCancel<>(this);
    }

    @Override
    public Uni<T> log(String identifier) {
        ParameterValidation.nonNull(identifier, "identifier");
        return Infrastructure.onUniCreation(new UniLogOp<>(this, identifier));
    }

    @Override
    public Uni<T> log() {
        return log("Uni." + getClass().getSimpleName());
    }

    @Override
    public <R> Uni<R> withContext(BiFunction<Uni<T>, Context, Uni<R>> builder) {
        return Uni.super.withContext(builder);
    }
}
