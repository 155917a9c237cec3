package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.doesNotContainNull;
import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.nonNullNpe;
import static io.mutiny.helpers.ParameterValidation.positive;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.converters.MultiConverter;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiDeferredOp;
import io.mutiny.operators.multi.MultiEmitterOp;
import io.mutiny.operators.multi.MultiEmptyOp;
import io.mutiny.operators.multi.MultiFailureOp;
import io.mutiny.operators.multi.MultiFromCompletionStageOp;
import io.mutiny.operators.multi.MultiFromItemOp;
import io.mutiny.operators.multi.MultiFromItemSupplierOp;
import io.mutiny.operators.multi.MultiFromIterableOp;
import io.mutiny.operators.multi.MultiFromPublisherOp;
import io.mutiny.operators.multi.MultiFromRangeOp;
import io.mutiny.operators.multi.MultiFromStreamOp;
import io.mutiny.operators.multi.MultiGeneratorOp;
import io.mutiny.operators.multi.MultiNothingOp;
import io.mutiny.subscription.BackPressureStrategy;
import io.mutiny.subscription.MultiEmitter;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Creates {@link Multi} instances from values, collections, streams, publishers, emitters, generators, timers...
 * Reached through {@code Multi.createFrom()}.
 *
 * <p>Unless said otherwise, the created streams are cold (each subscriber gets its own emission, and the suppliers
 * are called once per subscriber), emit on the thread that requests (or subscribes), never emit more items than
 * requested, and stop emitting when cancelled. An invalid request ({@code n <= 0}) fails the stream with an
 * {@link IllegalArgumentException} (rule 3.9). Null or invalid arguments throw {@link IllegalArgumentException}
 * at assembly time.
 */
public class MultiCreate {

    /** The shared instance, returned by {@code Multi.createFrom()}. */
    public static final MultiCreate INSTANCE = new MultiCreate();

    private MultiCreate() {
        // use INSTANCE
    }

    /**
     * Creates a {@link Multi} from {@code instance} with {@code converter} (for example one of the
     * {@link io.mutiny.converters.multi.BuiltinConverters}). The converter is called once, now.
     */
    public <I, T> Multi<T> converter(MultiConverter<I, T> converter, I instance) {
        nonNull(converter, "converter");
        nonNull(instance, "instance");
        return converter.from(instance);
    }

    /**
     * Emits the value of {@code stage} when it completes (nothing if the value is {@code null}), then completes;
     * fails if the stage fails. The item is delivered on the thread that completes the stage, or on the requesting
     * thread if the stage already completed. Cancelling does not cancel the stage (it may be shared).
     */
    public <T> Multi<T> completionStage(CompletionStage<? extends T> stage) {
        nonNull(stage, "stage");
        return completionStage(() -> stage);
    }

    /**
     * Same as {@link #completionStage(CompletionStage)} with a stage produced for each subscriber by
     * {@code supplier}; a supplier that throws or returns {@code null} fails the subscriber.
     */
    public <T> Multi<T> completionStage(Supplier<? extends CompletionStage<? extends T>> supplier) {
        nonNull(supplier, "supplier");
        return Infrastructure.onMultiCreation(new MultiFromCompletionStageOp<T>(supplier));
    }

    /**
     * Exposes {@code publisher} as a {@link Multi} without any protection: use it only with a publisher known to
     * follow the Reactive Streams rules. A {@link Multi} is returned as is.
     */
    @SuppressWarnings("unchecked")
    public <T> Multi<T> safePublisher(Flow.Publisher<T> publisher) {
        nonNull(publisher, "publisher");
        if (publisher instanceof Multi) {
            return (Multi<T>) publisher;
        }
        return Infrastructure.onMultiCreation(new MultiFromPublisherOp<>(publisher, false));
    }

    /**
     * Exposes {@code publisher} as a {@link Multi}. A {@link Multi} is returned as is; any other publisher is
     * guarded: signals after a terminal signal are dropped, a second {@code onSubscribe} is cancelled, a {@code null}
     * item fails the stream and cancels the publisher, and an invalid downstream request fails the stream. Items are
     * emitted on the publisher's threads; requests and cancellation are passed to it.
     */
    @SuppressWarnings("unchecked")
    public <T> Multi<T> publisher(Flow.Publisher<T> publisher) {
        nonNull(publisher, "publisher");
        if (publisher instanceof Multi) {
            return (Multi<T>) publisher;
        }
        return Infrastructure.onMultiCreation(new MultiFromPublisherOp<>(publisher, true));
    }

    /**
     * Emits the item of {@code uni} (nothing if it is {@code null}) then completes, or fails with its failure. The
     * {@link Uni} is subscribed for each subscriber, on its first request (see {@link Uni#toMulti()}); cancelling
     * cancels its subscription.
     */
    public <T> Multi<T> uni(Uni<T> uni) {
        nonNull(uni, "uni");
        return uni.toMulti();
    }

    /**
     * Emits the item produced by {@code supplier} when requested, then completes. The supplier is called once per
     * subscriber, at subscription time; {@code null} gives an empty stream, a throw fails the subscriber.
     */
    public <T> Multi<T> item(Supplier<? extends T> supplier) {
        nonNull(supplier, "supplier");
        return Infrastructure.onMultiCreation(new MultiFromItemSupplierOp<>(supplier));
    }

    /**
     * Emits the items of the {@link Stream} produced by {@code supplier} for each subscriber, as requested, then
     * completes. The stream is closed on completion, failure and cancellation. A supplier that throws or returns
     * {@code null}, or a {@code null} item, fails the stream.
     */
    public <T> Multi<T> items(Supplier<? extends Stream<? extends T>> supplier) {
        nonNull(supplier, "supplier");
        return Infrastructure.onMultiCreation(new MultiFromStreamOp<T>(supplier));
    }

    /** Emits {@code item} when requested, then completes; a {@code null} item gives an empty stream. */
    public <T> Multi<T> item(T item) {
        return Infrastructure.onMultiCreation(new MultiFromItemOp<>(item));
    }

    /**
     * Emits {@code items} in order as they are requested, then completes (at once when there are none).
     *
     * @throws IllegalArgumentException if the array is {@code null} or contains {@code null}
     */
    @SafeVarargs
    public final <T> Multi<T> items(T... items) {
        doesNotContainNull(items, "items");
        if (items.length == 1) {
            // a known single item lets the flattening operators skip the subscription
            return item(items[0]);
        }
        return Infrastructure.onMultiCreation(MultiFromIterableOp.ofArray(items));
    }

    /**
     * Emits the items of {@code iterable} in order as they are requested, then completes. Each subscriber gets a new
     * iterator; an iterator that throws, or a {@code null} element, fails the stream.
     */
    public <T> Multi<T> iterable(Iterable<T> iterable) {
        nonNull(iterable, "iterable");
        return Infrastructure.onMultiCreation(new MultiFromIterableOp<>(iterable));
    }

    /**
     * Emits the items of {@code stream} as requested, then completes, and closes the stream when the emission ends.
     * A stream can be consumed once: a second subscriber gets an {@link IllegalStateException} failure.
     */
    public <T> Multi<T> items(Stream<T> stream) {
        nonNull(stream, "stream");
        return items(() -> stream);
    }

    /** Emits the value of {@code optional} if present, then completes. */
    public <T> Multi<T> optional(Optional<T> optional) {
        nonNull(optional, "optional");
        return item(optional.orElse(null));
    }

    /**
     * Emits the value of the {@link Optional} produced by {@code supplier} (called once per subscriber) if present,
     * then completes. A supplier that throws or returns {@code null} fails the subscriber.
     */
    public <T> Multi<T> optional(Supplier<Optional<T>> supplier) {
        nonNull(supplier, "supplier");
        return deferred(() -> optional(nonNullNpe(supplier.get(), ParameterValidation.SUPPLIER_PRODUCED_NULL)));
    }

    /**
     * Creates a stream whose items are pushed through a {@link MultiEmitter} given to {@code consumer}, once per
     * subscriber, at subscription time. Items emitted beyond the demand are buffered without limit
     * ({@link BackPressureStrategy#BUFFER}).
     */
    public <T> Multi<T> emitter(Consumer<MultiEmitter<? super T>> consumer) {
        return emitter(consumer, BackPressureStrategy.BUFFER);
    }

    /**
     * Same as {@link #emitter(Consumer)} with at most {@code bufferSize} items buffered beyond the demand: emitting
     * into a full buffer fails the stream with a {@link io.mutiny.subscription.BackPressureFailure}.
     */
    public <T> Multi<T> emitter(Consumer<MultiEmitter<? super T>> consumer, int bufferSize) {
        nonNull(consumer, "consumer");
        positive(bufferSize, "bufferSize");
        return Infrastructure.onMultiCreation(new MultiEmitterOp<>(consumer, BackPressureStrategy.BUFFER, bufferSize));
    }

    /**
     * Same as {@link #emitter(Consumer)} with the given strategy for items emitted without demand: BUFFER (keep
     * them all), DROP (discard them), ERROR (fail with a {@link io.mutiny.subscription.BackPressureFailure}), LATEST
     * (keep only the most recent one) or IGNORE (pass them on regardless of demand).
     */
    public <T> Multi<T> emitter(Consumer<MultiEmitter<? super T>> consumer, BackPressureStrategy strategy) {
        nonNull(consumer, "consumer");
        nonNull(strategy, "strategy");
        return Infrastructure.onMultiCreation(new MultiEmitterOp<>(consumer, strategy, MultiEmitterOp.UNBOUNDED));
    }

    /**
     * Subscribes each subscriber to a new {@link Multi} produced by {@code supplier} at subscription time. A supplier
     * that throws or returns {@code null} fails the subscriber.
     */
    public <T> Multi<T> deferred(Supplier<Multi<? extends T>> supplier) {
        nonNull(supplier, "supplier");
        return Infrastructure.onMultiCreation(new MultiDeferredOp<T>(context -> supplier.get()));
    }

    /**
     * Same as {@link #deferred(Supplier)}, the factory receiving the subscriber's {@link Context} (empty if the
     * subscriber carries none).
     */
    public <T> Multi<T> context(Function<Context, Multi<? extends T>> mapper) {
        nonNull(mapper, "mapper");
        return Infrastructure.onMultiCreation(new MultiDeferredOp<T>(mapper));
    }

    /** Fails each subscriber with {@code failure} right after {@code onSubscribe}. */
    public <T> Multi<T> failure(Throwable failure) {
        nonNull(failure, "failure");
        return failure(() -> failure);
    }

    /**
     * Fails each subscriber right after {@code onSubscribe} with the failure produced by {@code supplier}; if the
     * supplier throws, with that exception; if it returns {@code null}, with a {@link NullPointerException}.
     */
    public <T> Multi<T> failure(Supplier<Throwable> supplier) {
        nonNull(supplier, "supplier");
        return Infrastructure.onMultiCreation(new MultiFailureOp<>(supplier));
    }

    /** A stream that never emits anything (only the failure of an invalid request). */
    public <T> Multi<T> nothing() {
        return Infrastructure.onMultiCreation(new MultiNothingOp<>());
    }

    /** A stream that completes each subscriber right after {@code onSubscribe}. */
    public <T> Multi<T> empty() {
        return Infrastructure.onMultiCreation(new MultiEmptyOp<>());
    }

    /** Periodic ticks: configure and build them with the returned {@link MultiTimePeriod}. */
    public MultiTimePeriod ticks() {
        return new MultiTimePeriod();
    }

    /**
     * Emits the integers from {@code startInclusive} (included) to {@code endExclusive} (excluded) as requested,
     * then completes.
     *
     * @throws IllegalArgumentException if {@code endExclusive < startInclusive}
     */
    public Multi<Integer> range(int startInclusive, int endExclusive) {
        if ((long) endExclusive - startInclusive == 1) {
            // a known single item lets the flattening operators skip the subscription
            return item(startInclusive);
        }
        return Infrastructure.onMultiCreation(new MultiFromRangeOp(startInclusive, endExclusive));
    }

    /**
     * Streams the items of a publisher built from a resource, and finalizes the resource when the stream ends:
     * complete the configuration with one of {@link MultiResource}'s {@code withFinalizer} methods.
     * {@code resourceSupplier} is called once per subscriber.
     */
    public <R, I> MultiResource<R, I> resource(
            Supplier<? extends R> resourceSupplier, Function<? super R, ? extends Flow.Publisher<I>> streamSupplier) {
        return new MultiResource<>(resourceSupplier, streamSupplier);
    }

    /** Same as {@link #resource(Supplier, Function)} with a resource produced asynchronously by a {@link Uni}. */
    public <R, I> MultiResourceUni<R, I> resourceFromUni(
            Supplier<Uni<R>> resourceSupplier, Function<? super R, ? extends Flow.Publisher<I>> streamSupplier) {
        return new MultiResourceUni<>(resourceSupplier, streamSupplier);
    }

    /**
     * Emits items produced synchronously by {@code generator}: each call receives the current state and a
     * {@link GeneratorEmitter} (emit at most one item, and/or complete or fail) and returns the next state.
     * {@code initialStateSupplier} is called once per subscriber, at subscription. The generator is called once per
     * unit of demand (a call that emits nothing still uses its unit), never before a request, on the requesting
     * thread; it is not called any more once the stream is cancelled or terminated. A generator that throws fails
     * the stream.
     */
    public <S, T> Multi<T> generator(
            Supplier<S> initialStateSupplier, BiFunction<S, GeneratorEmitter<? super T>, S> generator) {
        nonNull(initialStateSupplier, "initialStateSupplier");
        nonNull(generator, "generator");
        return Infrastructure.onMultiCreation(new MultiGeneratorOp<>(initialStateSupplier, generator));
    }
}
