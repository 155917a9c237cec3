package io.mutiny.operators;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.groups.MultiBroadcast;
import io.mutiny.groups.MultiCollect;
import io.mutiny.groups.MultiConvert;
import io.mutiny.groups.MultiDemandPacing;
import io.mutiny.groups.MultiDemandPausing;
import io.mutiny.groups.MultiGroup;
import io.mutiny.groups.MultiIfNoItem;
import io.mutiny.groups.MultiOnCancel;
import io.mutiny.groups.MultiOnCompletion;
import io.mutiny.groups.MultiOnFailure;
import io.mutiny.groups.MultiOnItem;
import io.mutiny.groups.MultiOnRequest;
import io.mutiny.groups.MultiOnSubscribe;
import io.mutiny.groups.MultiOnTerminate;
import io.mutiny.groups.MultiOverflow;
import io.mutiny.groups.MultiSelect;
import io.mutiny.groups.MultiSkip;
import io.mutiny.groups.MultiSubscribe;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiCacheOp;
import io.mutiny.operators.multi.MultiCapDemandsUsingOp;
import io.mutiny.operators.multi.MultiEmitOnOp;
import io.mutiny.operators.multi.MultiLogOp;
import io.mutiny.operators.multi.MultiRunSubscriptionOnOp;
import io.mutiny.operators.multi.MultiToHotStreamOp;
import io.mutiny.operators.multi.MultiToUniOp;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.MultiSubscriberAdapter;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.function.BiFunction;
import java.util.function.LongFunction;
import java.util.function.Predicate;

/**
 * The base class of every {@link Multi} of this library. Subclasses implement
 * {@link #subscribe(MultiSubscriber)}; this class validates the subscriber, applies the interceptors and adapts
 * plain {@link Flow.Subscriber}s, and gives access to all the groups.
 */
public abstract class AbstractMulti<T> implements Multi<T> {

    /** The default number of items requested ahead by {@link #emitOn(Executor)}. */
    public static final int DEFAULT_PREFETCH = 256;

    /**
     * Subscribes {@code subscriber} to this stream. Operators implement this method; users go through
     * {@link #subscribe(Flow.Subscriber)} or {@link #subscribe()}.
     */
    public abstract void subscribe(MultiSubscriber<? super T> subscriber);

    /**
     * Subscribes {@code subscriber} to this stream, after the {@link Infrastructure} interceptors.
     *
     * @throws NullPointerException if {@code subscriber} is {@code null} (Reactive Streams rule 1.9)
     */
    @Override
    public void subscribe(Flow.Subscriber<? super T> subscriber) {
        if (subscriber == null) {
            throw new NullPointerException("The subscriber must not be `null` (Reactive Streams rule 1.9)");
        }
        Flow.Subscriber<? super T> intercepted = Infrastructure.onMultiSubscription(this, subscriber);
        subscribe(MultiSubscriberAdapter.of(intercepted));
    }

    @Override
    public MultiOnItem<T> onItem() {
        return new MultiOnItem<>(this);
    }

    @Override
    public MultiSubscribe<T> subscribe() {
        return new MultiSubscribe<>(this);
    }

    @Override
    public Uni<T> toUni() {
        return Infrastructure.onUniCreation(new MultiToUniOp<>(this));
    }

    @Override
    public MultiOnFailure<T> onFailure() {
        return new MultiOnFailure<>(this, null);
    }

    @Override
    public MultiOnFailure<T> onFailure(Predicate<? super Throwable> predicate) {
        // null selects every failure, as in SmallRye Mutiny
        return new MultiOnFailure<>(this, predicate);
    }

    @Override
    public MultiOnFailure<T> onFailure(Class<? extends Throwable> typeOfFailure) {
        ParameterValidation.nonNullAsNpe(typeOfFailure, "typeOfFailure");
        return new MultiOnFailure<>(this, typeOfFailure::isInstance);
    }

    @Override
    public MultiIfNoItem<T> ifNoItem() {
        return new MultiIfNoItem<>(this);
    }

    @Override
    public Multi<T> cache() {
        return Infrastructure.onMultiCreation(new MultiCacheOp<>(this));
    }

    @Override
    public Multi<T> emitOn(Executor executor) {
        return emitOn(executor, DEFAULT_PREFETCH);
    }

    @Override
    public Multi<T> emitOn(Executor executor, int bufferSize) {
        ParameterValidation.nonNull(executor, "executor");
        ParameterValidation.positive(bufferSize, "bufferSize");
        return Infrastructure.onMultiCreation(new MultiEmitOnOp<>(this, executor, bufferSize));
    }

    @Override
    public Multi<T> runSubscriptionOn(Executor executor) {
        ParameterValidation.nonNull(executor, "executor");
        return Infrastructure.onMultiCreation(new MultiRunSubscriptionOnOp<>(this, executor));
    }

    @Override
    public MultiOnCompletion<T> onCompletion() {
        return new MultiOnCompletion<>(this);
    }

    @Override
    public MultiSelect<T> select() {
        return new MultiSelect<>(this);
    }

    @Override
    public MultiSkip<T> skip() {
        return new MultiSkip<>(this);
    }

    @Override
    public MultiOverflow<T> onOverflow() {
        return new MultiOverflow<>(this);
    }

    @Override
    public MultiOnSubscribe<T> onSubscription() {
        return new MultiOnSubscribe<>(this);
    }

    @Override
    public MultiBroadcast<T> broadcast() {
        return new MultiBroadcast<>(this);
    }

    @Override
    public MultiConvert<T> convert() {
        return new MultiConvert<>(this);
    }

    @Override
    public MultiOnTerminate<T> onTermination() {
        return new MultiOnTerminate<>(this);
    }

    @Override
    public MultiOnCancel<T> onCancellation() {
        return new MultiOnCancel<>(this);
    }

    @Override
    public MultiOnRequest<T> onRequest() {
        return new MultiOnRequest<>(this);
    }

    @Override
    public MultiCollect<T> collect() {
        return new MultiCollect<>(this);
    }

    @Override
    public MultiGroup<T> group() {
        return new MultiGroup<>(this);
    }

    @Override
    public Multi<T> toHotStream() {
        return Infrastructure.onMultiCreation(new MultiToHotStreamOp<>(this));
    }

    @Override
    public Multi<T> log(String identifier) {
        ParameterValidation.nonNull(identifier, "identifier");
        return Infrastructure.onMultiCreation(new MultiLogOp<>(this, identifier));
    }

    @Override
    public Multi<T> log() {
        return log("Multi." + getClass().getSimpleName());
    }

    @Override
    public <R> Multi<R> withContext(BiFunction<Multi<T>, io.mutiny.Context, Multi<R>> builder) {
        return Multi.super.withContext(builder);
    }

    @Override
    public MultiDemandPacing<T> paceDemand() {
        return new MultiDemandPacing<>(this);
    }

    @Override
    public MultiDemandPausing<T> pauseDemand() {
        return new MultiDemandPausing<>(this);
    }

    @Override
    public Multi<T> capDemandsUsing(LongFunction<Long> function) {
        ParameterValidation.nonNull(function, "function");
        return Infrastructure.onMultiCreation(new MultiCapDemandsUsingOp<>(this, function));
    }
}
