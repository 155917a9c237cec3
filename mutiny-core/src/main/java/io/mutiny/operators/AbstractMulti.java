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
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.function.BiFunction;
import java.util.function.LongFunction;
import java.util.function.Predicate;

/**
 * The base class of every {@link Multi} of this library, and gives access to all the groups.
 *
 * <p>Subscribing goes through one entry point: {@link #subscribe(Flow.Subscriber)} rejects a {@code null}
 * subscriber with a {@link NullPointerException} (rule 1.9), applies the {@link Infrastructure} interceptors and
 * adapts a plain {@link Flow.Subscriber}; {@link #subscribe(MultiSubscriber)} rejects {@code null} the same way.
 * Both then call {@link #subscribeActual(MultiSubscriber)} directly, which each operator implements without
 * validating again. Neither calls the other: each level of calls on the subscription path counts against the JIT's
 * inlining depth, which the subscriber's own {@code onSubscribe}, {@code request} and signals, all run within
 * {@code subscribeActual}, need (issue #11).
 *
 * <p>A subclass written for SmallRye Mutiny, which overrides {@code subscribe(MultiSubscriber)} or
 * {@code subscribe(Flow.Subscriber)} instead, still works: it replaces that entry point (and its validation), and
 * the other entry reaches it through the default {@link #subscribeActual(MultiSubscriber)}.
 */
public abstract class AbstractMulti<T> implements Multi<T> {

    /** The default number of items requested ahead by {@link #emitOn(Executor)}. */
    public static final int DEFAULT_PREFETCH = 256;

    private static final String NULL_SUBSCRIBER = "The subscriber must not be `null` (Reactive Streams rule 1.9)";

    /**
     * The entry point a subclass written for SmallRye Mutiny overrides ({@code subscribe(MultiSubscriber)} first, else
     * {@code subscribe(Flow.Subscriber)}), or {@code null} for a class overriding neither: looked up once per class.
     */
    private static final ClassValue<Class<?>> OVERRIDDEN_ENTRY = new ClassValue<>() {
        @Override
        protected Class<?> computeValue(Class<?> type) {
            for (Class<?> entry : new Class<?>[] {MultiSubscriber.class, Flow.Subscriber.class}) {
                try {
                    if (type.getMethod("subscribe", entry).getDeclaringClass() != AbstractMulti.class) {
                        return entry;
                    }
                } catch (NoSuchMethodException impossible) {
                    // both entries are public methods of this class
                }
            }
            return null;
        }
    };

    /**
     * Subscribes {@code subscriber} to this stream, after the {@link Infrastructure} interceptors.
     *
     * @throws NullPointerException if {@code subscriber} is {@code null} (Reactive Streams rule 1.9)
     */
    @Override
    public void subscribe(Flow.Subscriber<? super T> subscriber) {
        Objects.requireNonNull(subscriber, NULL_SUBSCRIBER);
        Flow.Subscriber<? super T> intercepted = Infrastructure.onMultiSubscription(this, subscriber);
        subscribeActual(MultiSubscriberAdapter.of(Objects.requireNonNull(intercepted, NULL_SUBSCRIBER)));
    }

    /**
     * Subscribes {@code subscriber} to this stream, as is: the {@link Infrastructure} interceptors apply at
     * {@link #subscribe(Flow.Subscriber)}, the entry of the {@code subscribe()} group.
     *
     * @throws NullPointerException if {@code subscriber} is {@code null} (Reactive Streams rule 1.9)
     */
    public void subscribe(MultiSubscriber<? super T> subscriber) {
        subscribeActual(Objects.requireNonNull(subscriber, NULL_SUBSCRIBER));
    }

    /**
     * What each operator implements: subscribes the (validated) {@code subscriber}, calling its {@code onSubscribe}
     * before any other signal.
     *
     * <p>The default serves the subclasses written for SmallRye Mutiny, which override
     * {@link #subscribe(MultiSubscriber)} or {@link #subscribe(Flow.Subscriber)} instead: it hands the subscriber to
     * the overriding method (reached this way from the other entry). A subclass overriding none of these methods fails
     * with an {@link UnsupportedOperationException}.
     */
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        Class<?> entry = OVERRIDDEN_ENTRY.get(getClass());
        if (entry == MultiSubscriber.class) {
            subscribe(subscriber);
        } else if (entry == Flow.Subscriber.class) {
            subscribe((Flow.Subscriber<? super T>) subscriber);
        } else {
            throw new UnsupportedOperationException(getClass().getName()
                    + " must override subscribeActual(MultiSubscriber) (or subscribe(MultiSubscriber))");
        }
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
