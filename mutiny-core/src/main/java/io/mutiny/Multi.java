package io.mutiny;

import io.mutiny.groups.MultiBroadcast;
import io.mutiny.groups.MultiCollect;
import io.mutiny.groups.MultiConvert;
import io.mutiny.groups.MultiCreate;
import io.mutiny.groups.MultiCreateBy;
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
import io.mutiny.operators.multi.split.MultiSplitter;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * A stream of 0..n items, followed by either a completion or a failure: a {@link Flow.Publisher} with exact
 * back-pressure accounting. Nothing flows until a subscriber subscribes and requests items; a {@code Multi} never
 * emits more items than its subscriber requested.
 *
 * <p>Operators are reached through group objects ({@link #onItem()}, {@link #onFailure()}, {@link #select()}, ...)
 * that validate their arguments eagerly (an invalid argument throws {@link IllegalArgumentException} naming the
 * parameter when the pipeline is assembled) and build the operator. An exception thrown by a user callback is
 * delivered downstream as a failure, never thrown to the caller.
 *
 * @param <T> the type of the items
 */
public interface Multi<T> extends Flow.Publisher<T> {

    /** The entry point to create a {@code Multi} from items, iterables, emitters, publishers, timers... */
    static MultiCreate createFrom() {
        return MultiCreate.INSTANCE;
    }

    /** The entry point to create a {@code Multi} by merging, concatenating, combining or repeating others. */
    static MultiCreateBy createBy() {
        return MultiCreateBy.INSTANCE;
    }

    /** Subscribes to this stream: with callbacks, with a subscriber, or as a blocking iterable or stream. */
    MultiSubscribe<T> subscribe();

    /** Operators that act on each item: transform, invoke, call, flatten, scan... */
    MultiOnItem<T> onItem();

    /**
     * Applies {@code stage} to this {@code Multi} and returns its result: a way to keep a long pipeline readable
     * by grouping its steps.
     */
    default <O> O stage(Function<Multi<T>, O> stage) {
        return ParameterValidation.nonNull(stage, "stage").apply(this);
    }

    /**
     * A {@code Uni} that emits the first item of this stream (and cancels the rest), {@code null} if it completes
     * empty, or its failure.
     */
    Uni<T> toUni();

    /** Operators that react to any failure: recover, retry, transform, invoke. */
    MultiOnFailure<T> onFailure();

    /** Operators that react to the failures that match {@code predicate} ({@code null}: every failure). */
    MultiOnFailure<T> onFailure(Predicate<? super Throwable> predicate);

    /** Called when this {@code Multi} is subscribed to: invoke or call an action before items flow. */
    MultiOnSubscribe<T> onSubscription();

    /** Operators that react to the failures that are instances of {@code typeOfFailure}. */
    MultiOnFailure<T> onFailure(Class<? extends Throwable> typeOfFailure);

    /** Operators that act when no item arrives within a given time: fail or switch to a fallback. */
    MultiIfNoItem<T> ifNoItem();

    /**
     * Caches the events (items and terminal signal) of this stream and replays them to every subscriber; the
     * upstream is subscribed once, on the first subscription.
     */
    Multi<T> cache();

    /** Collects the items into a list, a map, a custom container... as a {@code Uni}. */
    MultiCollect<T> collect();

    /** Groups the items into lists, into {@code Multi}s, or by key. */
    MultiGroup<T> group();

    /**
     * Emits the items, the completion and the failure of this stream on {@code executor}, in order. At most a
     * bounded number of items (the default prefetch, 256) is requested upstream ahead of the downstream demand; a
     * rejected task fails the stream. The functions of the operators before {@code emitOn} keep running on the
     * thread that emits upstream, never moved to {@code executor}; a source running no user code (a range, an array)
     * may be iterated directly on {@code executor} (operator fusion, see {@code docs/internals.md}).
     */
    Multi<T> emitOn(Executor executor);

    /** Same as {@link #emitOn(Executor)} with an explicit {@code bufferSize} (the prefetch). */
    Multi<T> emitOn(Executor executor, int bufferSize);

    /**
     * Subscribes to the upstream on {@code executor}, and sends its {@code request} calls there too, one at a time:
     * two requests never run concurrently upstream (rule 2.7). Directly followed by {@code emitOn}, over a source
     * running no user code (a range, an array), the source is subscribed on {@code executor} and then iterated by
     * {@code emitOn} on its own executor, without requests (operator fusion, see {@code docs/internals.md}).
     */
    Multi<T> runSubscriptionOn(Executor executor);

    /** Operators that act on completion: invoke an action, continue with other items, fail instead. */
    MultiOnCompletion<T> onCompletion();

    /** Selects items: where a predicate holds, the first or last n, distinct ones... */
    MultiSelect<T> select();

    /** Skips items: where a predicate holds, the first or last n, repetitions... */
    MultiSkip<T> skip();

    /** What to do with the items that arrive when the downstream has no outstanding demand. */
    MultiOverflow<T> onOverflow();

    /** Shares this stream between several subscribers. */
    MultiBroadcast<T> broadcast();

    /** Converts this {@code Multi} to another type, with a converter. */
    MultiConvert<T> convert();

    /** Shortcut for {@code select().where(predicate)}. */
    default Multi<T> filter(Predicate<? super T> predicate) {
        return select().where(predicate);
    }

    /** Shortcut for {@code onItem().transform(mapper)}. */
    default <O> Multi<O> map(Function<? super T, ? extends O> mapper) {
        return onItem().transform(mapper);
    }

    /** Shortcut for {@code onItem().transformToMultiAndMerge(mapper)}. */
    default <O> Multi<O> flatMap(Function<? super T, ? extends Flow.Publisher<? extends O>> mapper) {
        return onItem().transformToMultiAndMerge(mapper);
    }

    /** Shortcut for {@code onItem().call(action)}. */
    default Multi<T> call(Function<? super T, Uni<?>> action) {
        return onItem().call(action);
    }

    /** Shortcut for {@code onItem().call(action)}. */
    default Multi<T> call(Supplier<Uni<?>> action) {
        return onItem().call(action);
    }

    /** Shortcut for {@code onItem().invoke(callback)}. */
    default Multi<T> invoke(Consumer<? super T> callback) {
        return onItem().invoke(callback);
    }

    /** Shortcut for {@code onItem().invoke(callback)}. */
    default Multi<T> invoke(Runnable callback) {
        return onItem().invoke(callback);
    }

    /** Shortcut for {@code onItem().transformToMultiAndConcatenate(mapper)}. */
    default <O> Multi<O> concatMap(Function<? super T, ? extends Flow.Publisher<? extends O>> mapper) {
        return onItem().transformToMultiAndConcatenate(mapper);
    }

    /** Operators that act on any terminal event: completion, failure or cancellation. */
    MultiOnTerminate<T> onTermination();

    /** Operators that act when the downstream cancels. */
    MultiOnCancel<T> onCancellation();

    /** Operators that act on each downstream {@code request(n)}. */
    MultiOnRequest<T> onRequest();

    /** Applies a custom operator to this stream. */
    default <R> Multi<R> plug(Function<Multi<T>, Multi<R>> operatorProvider) {
        Multi<R> result = ParameterValidation.nonNull(operatorProvider, "operatorProvider")
                .apply(this);
        return ParameterValidation.nonNullNpe(result, "The operator provider returned `null`");
    }

    /**
     * A hot stream: it subscribes upstream at once, with unbounded demand, and each subscriber sees only the items
     * emitted after it subscribed.
     */
    Multi<T> toHotStream();

    /** Logs every event (subscription, request, item, failure, completion, cancellation) with an identifier. */
    Multi<T> log(String identifier);

    /** Logs every event with an identifier derived from the upstream operator. */
    Multi<T> log();

    /** Builds the pipeline from the subscriber's {@link Context}, at subscription time. */
    default <R> Multi<R> withContext(BiFunction<Multi<T>, Context, Multi<R>> builder) {
        ParameterValidation.nonNull(builder, "builder");
        return Multi.createFrom().context(context -> builder.apply(this, context));
    }

    /** Pairs each item with the subscriber's {@link Context}. */
    default Multi<ItemWithContext<T>> attachContext() {
        return withContext((multi, context) -> multi.onItem().transform(item -> new ItemWithContext<>(context, item)));
    }

    /** Paces the downstream demand with a {@link io.mutiny.subscription.DemandPacer}, on a scheduler. */
    MultiDemandPacing<T> paceDemand();

    /** Lets the demand be paused and resumed from the outside. */
    default MultiDemandPausing<T> pauseDemand() {
        return Multi.createFrom().publisher(this).pauseDemand();
    }

    /**
     * Caps every downstream {@code request(n)} to at most {@code max} upstream: each downstream request triggers one
     * upstream request of {@code min(outstanding demand, max)}; the rest is not requested on its own (as in Mutiny).
     */
    default Multi<T> capDemandsTo(long max) {
        ParameterValidation.positive(max, "max");
        return capDemandsUsing(outstanding -> Math.min(outstanding, max));
    }

    /**
     * Caps the upstream requests with {@code function}, which receives the outstanding downstream demand and
     * returns how much to request upstream (greater than zero, at most the outstanding demand): one upstream request
     * per downstream request, the demand held back is only reconsidered at the next downstream request. A function
     * that throws, returns {@code null}, zero or less ({@link IllegalArgumentException}) or more than the outstanding
     * demand ({@link IllegalStateException}) cancels the upstream and fails the stream.
     */
    Multi<T> capDemandsUsing(LongFunction<Long> function);

    /** Splits this stream into several, one per value of the enumeration {@code keyType}. */
    default <K extends Enum<K>> MultiSplitter<T, K> split(Class<K> keyType, Function<T, K> splitter) {
        return new MultiSplitter<>(this, keyType, splitter);
    }
}
