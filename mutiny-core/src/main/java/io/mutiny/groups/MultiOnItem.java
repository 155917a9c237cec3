package io.mutiny.groups;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiConcatMapOp;
import io.mutiny.operators.multi.MultiFromUniItemOp;
import io.mutiny.operators.multi.MultiGatherOp;
import io.mutiny.operators.multi.MultiIgnoreOp;
import io.mutiny.operators.multi.MultiMapOp;
import io.mutiny.operators.multi.MultiOnItemFailWithOp;
import io.mutiny.operators.multi.MultiOnItemInvokeOp;
import io.mutiny.operators.multi.MultiScanOp;
import java.util.Arrays;
import java.util.concurrent.Flow;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The operators reacting to the items of a {@link Multi}: {@code multi.onItem().transform(..)}, {@code invoke},
 * {@code call}, the {@code transformTo...} flattening operators, {@code scan}, {@code gather}...
 *
 * <p>Unless stated otherwise, the callbacks run on the thread emitting the item, the demand passes through
 * unchanged, a callback that throws (or returns {@code null} where a value is required) cancels the upstream and
 * fails the stream, and cancellation reaches the upstream.
 *
 * @param <T> the type of the items
 */
public class MultiOnItem<T> {

    private final Multi<T> upstream;

    /**
     * Creates the group for {@code upstream}.
     *
     * @param upstream the upstream, must not be {@code null}
     */
    public MultiOnItem(Multi<T> upstream) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
    }

    /**
     * Emits {@code mapper(item)} for each item.
     *
     * @param mapper the function, must not be {@code null}, must not return {@code null}
     * @param <R> the type of the emitted items
     * @return the new {@code Multi}
     */
    public <R> Multi<R> transform(Function<? super T, ? extends R> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return Infrastructure.onMultiCreation(new MultiMapOp<>(upstream, Infrastructure.decorate(mapper)));
    }

    /**
     * Calls {@code callback} with each item before forwarding it. If the callback throws, the item is not
     * forwarded: the upstream is cancelled and the stream fails.
     *
     * @param callback the callback, must not be {@code null}
     * @return the new {@code Multi}
     */
    public Multi<T> invoke(Consumer<? super T> callback) {
        ParameterValidation.nonNull(callback, "callback");
        return Infrastructure.onMultiCreation(new MultiOnItemInvokeOp<>(upstream, Infrastructure.decorate(callback)));
    }

    /**
     * Calls {@code callback} (ignoring the item) before forwarding each item. See {@link #invoke(Consumer)}.
     *
     * @param callback the callback, must not be {@code null}
     * @return the new {@code Multi}
     */
    public Multi<T> invoke(Runnable callback) {
        ParameterValidation.nonNull(callback, "callback");
        Runnable actual = Infrastructure.decorate(callback);
        return Infrastructure.onMultiCreation(new MultiOnItemInvokeOp<>(upstream, ignored -> actual.run()));
    }

    /**
     * For each item, subscribes to the {@code Uni} that {@code action} returns and forwards the item once that
     * {@code Uni} emitted its own item (whatever it is, {@code null} included). Items are processed one at a time,
     * in order: the next upstream item is requested when the downstream has demand and the previous {@code Uni}
     * completed. The item is forwarded on the thread that completed the {@code Uni}. A failed {@code Uni} (or an
     * action that throws or returns {@code null}) cancels the upstream and fails the stream; cancellation cancels
     * the pending {@code Uni}.
     *
     * @param action the action, must not be {@code null}
     * @return the new {@code Multi}
     */
    public Multi<T> call(Function<? super T, Uni<?>> action) {
        ParameterValidation.nonNull(action, "action");
        Function<? super T, Uni<?>> actual = Infrastructure.decorate(action);
        return Infrastructure.onMultiCreation(new MultiConcatMapOp<T, T>(
                upstream,
                item -> MultiFromUniItemOp.of(
                        ParameterValidation.nonNullNpe(actual.apply(item), ParameterValidation.MAPPER_RETURNED_NULL),
                        ignored -> item),
                false,
                false));
    }

    /**
     * Same as {@link #call(Function)} with an action that ignores the item.
     *
     * @param action the supplier of the {@code Uni}, must not be {@code null}
     * @return the new {@code Multi}
     */
    public Multi<T> call(Supplier<Uni<?>> action) {
        ParameterValidation.nonNull(action, "action");
        Supplier<Uni<?>> actual = Infrastructure.decorate(action);
        return call(ignored -> actual.get());
    }

    /**
     * Flattens items that are themselves {@link Flow.Publisher}s (including {@link Multi}s), {@link Iterable}s or
     * arrays: their elements are emitted in order, one container after the other (concatenation). An item of
     * another type fails the stream with an {@link IllegalArgumentException}.
     *
     * @param <O> the type of the elements
     * @return the new {@code Multi}
     */
    @SuppressWarnings("unchecked")
    public <O> Multi<O> disjoint() {
        return transformToMultiAndConcatenate(item -> {
            if (item instanceof Flow.Publisher) {
                return (Flow.Publisher<O>) item;
            }
            if (item instanceof Iterable) {
                return Multi.createFrom().iterable((Iterable<O>) item);
            }
            if (item instanceof Object[]) {
                return Multi.createFrom().iterable(Arrays.asList((O[]) item));
            }
            throw new IllegalArgumentException(
                    "Invalid item for `disjoint`: expected a Flow.Publisher, an Iterable or an" + " array, got "
                            + item.getClass().getName());
        });
    }

    /**
     * Maps each item to a publisher; the returned {@link MultiFlatten} chooses how their items are flattened
     * (merge or concatenation).
     *
     * @param mapper the function producing a publisher per item, must not be {@code null}, must not return
     *     {@code null}
     * @param <O> the type of the emitted items
     * @return the object to choose the flattening with
     */
    public <O> MultiFlatten<T, O> transformToMulti(Function<? super T, ? extends Flow.Publisher<? extends O>> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return new MultiFlatten<>(upstream, Infrastructure.decorate(mapper), Infrastructure.getBufferSizeXs(), false);
    }

    /**
     * Same as {@code transformToMulti(mapper).concatenate()}.
     *
     * @param mapper the function producing a publisher per item, must not be {@code null}
     * @param <O> the type of the emitted items
     * @return the new {@code Multi}
     */
    public <O> Multi<O> transformToMultiAndConcatenate(
            Function<? super T, ? extends Flow.Publisher<? extends O>> mapper) {
        return this.<O>transformToMulti(mapper).concatenate();
    }

    /**
     * Same as {@code transformToMulti(mapper).merge()}.
     *
     * @param mapper the function producing a publisher per item, must not be {@code null}
     * @param <O> the type of the emitted items
     * @return the new {@code Multi}
     */
    public <O> Multi<O> transformToMultiAndMerge(Function<? super T, ? extends Flow.Publisher<? extends O>> mapper) {
        return this.<O>transformToMulti(mapper).merge();
    }

    /**
     * Maps each item to an {@link Iterable} and emits its elements, in order, one iterable after the other. The
     * elements are emitted on demand. An iterable containing {@code null}, or a mapper that throws or returns
     * {@code null}, fails the stream.
     *
     * @param mapper the function, must not be {@code null}
     * @param <O> the type of the elements
     * @return the new {@code Multi}
     */
    public <O> Multi<O> transformToIterable(Function<? super T, ? extends Iterable<O>> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        Function<? super T, ? extends Iterable<O>> actual = Infrastructure.decorate(mapper);
        return transformToMultiAndConcatenate(item -> Multi.createFrom()
                .iterable(
                        ParameterValidation.nonNullNpe(actual.apply(item), ParameterValidation.MAPPER_RETURNED_NULL)));
    }

    /**
     * Maps each item to a {@code Uni}; the returned {@link MultiFlatten} chooses how their items are flattened
     * (merge or concatenation). A {@code Uni} emitting {@code null} contributes no item.
     *
     * @param mapper the function producing a {@code Uni} per item, must not be {@code null}, must not return
     *     {@code null}
     * @param <O> the type of the emitted items
     * @return the object to choose the flattening with
     */
    public <O> MultiFlatten<T, O> transformToUni(Function<? super T, Uni<? extends O>> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        Function<? super T, Uni<? extends O>> actual = Infrastructure.decorate(mapper);
        return new MultiFlatten<T, O>(
                upstream,
                item -> MultiFromUniItemOp.<O, O>of(
                        ParameterValidation.nonNullNpe(actual.apply(item), ParameterValidation.MAPPER_RETURNED_NULL),
                        Function.identity()),
                1,
                false);
    }

    /**
     * Same as {@code transformToUni(mapper).concatenate()}.
     *
     * @param mapper the function producing a {@code Uni} per item, must not be {@code null}
     * @param <O> the type of the emitted items
     * @return the new {@code Multi}
     */
    public <O> Multi<O> transformToUniAndConcatenate(Function<? super T, Uni<? extends O>> mapper) {
        return this.<O>transformToUni(mapper).concatenate();
    }

    /**
     * Same as {@code transformToUni(mapper).merge()}.
     *
     * @param mapper the function producing a {@code Uni} per item, must not be {@code null}
     * @param <O> the type of the emitted items
     * @return the new {@code Multi}
     */
    public <O> Multi<O> transformToUniAndMerge(Function<? super T, Uni<? extends O>> mapper) {
        return this.<O>transformToUni(mapper).merge();
    }

    /**
     * Drops every item and only forwards the completion or the failure. The upstream is requested without bound.
     *
     * @return the new {@code Multi}, which never emits items
     */
    public Multi<Void> ignore() {
        return Infrastructure.onMultiCreation(new MultiIgnoreOp<>(upstream));
    }

    /**
     * Drops every item and emits {@code null} as the {@code Uni} item when the upstream completes, or its failure.
     *
     * @return the new {@code Uni}
     */
    public Uni<Void> ignoreAsUni() {
        return ignore().toUni();
    }

    /**
     * Casts each item to {@code target}. An item that is not an instance of it fails the stream with a
     * {@link ClassCastException}.
     *
     * @param target the target class, must not be {@code null}
     * @param <O> the type of the emitted items
     * @return the new {@code Multi}
     */
    public <O> Multi<O> castTo(Class<O> target) {
        ParameterValidation.nonNull(target, "target");
        return Infrastructure.onMultiCreation(new MultiMapOp<>(upstream, target::cast));
    }

    /**
     * Emits the initial state produced by {@code initialStateProducer} (on the first request), then, for each
     * item, the new state computed by {@code accumulator(state, item)}.
     *
     * @param initialStateProducer produces the initial state for each subscriber, must not be {@code null}
     * @param accumulator computes the next state, must not be {@code null}, must not return {@code null}
     * @param <S> the type of the state
     * @return the new {@code Multi}
     */
    public <S> Multi<S> scan(Supplier<S> initialStateProducer, BiFunction<S, ? super T, S> accumulator) {
        ParameterValidation.nonNull(initialStateProducer, "initialStateProducer");
        ParameterValidation.nonNull(accumulator, "accumulator");
        return Infrastructure.onMultiCreation(new MultiScanOp<>(
                upstream, Infrastructure.decorate(initialStateProducer), Infrastructure.decorate(accumulator)));
    }

    /**
     * Emits the first item as is, then for each following item the accumulation {@code accumulator(previous,
     * item)}.
     *
     * @param accumulator computes the next value, must not be {@code null}, must not return {@code null}
     * @return the new {@code Multi}
     */
    public Multi<T> scan(BinaryOperator<T> accumulator) {
        ParameterValidation.nonNull(accumulator, "accumulator");
        return Infrastructure.onMultiCreation(
                new MultiScanOp<T, T>(upstream, null, Infrastructure.decorate(accumulator)));
    }

    /**
     * Fails the stream with the failure {@code mapper} produces for the first item, cancelling the upstream. An
     * upstream without items completes the stream.
     *
     * @param mapper produces the failure, must not be {@code null}, must not return {@code null}
     * @return the new {@code Multi}
     */
    public Multi<T> failWith(Function<? super T, ? extends Throwable> mapper) {
        ParameterValidation.nonNull(mapper, "mapper");
        return Infrastructure.onMultiCreation(new MultiOnItemFailWithOp<>(upstream, Infrastructure.decorate(mapper)));
    }

    /**
     * Same as {@link #failWith(Function)} with a supplier that ignores the item.
     *
     * @param supplier produces the failure, must not be {@code null}, must not return {@code null}
     * @return the new {@code Multi}
     */
    public Multi<T> failWith(Supplier<? extends Throwable> supplier) {
        ParameterValidation.nonNull(supplier, "supplier");
        Supplier<? extends Throwable> actual = Infrastructure.decorate(supplier);
        return Infrastructure.onMultiCreation(new MultiOnItemFailWithOp<>(upstream, ignored -> actual.get()));
    }

    /**
     * Starts building a gathering operator step by step: {@code gather().into(..).accumulate(..).extract(..)
     * .finalize(..)}. See {@link #gather(Gatherer)}.
     *
     * @return the first step of the builder
     */
    public MultiOnItemGather<T> gather() {
        return new MultiOnItemGather<>(upstream);
    }

    /**
     * Accumulates the items with {@code gatherer} and emits what it extracts: for each item the accumulator is
     * updated then {@code extract(accumulator, false)} may produce an item (and the next accumulator); when none is
     * produced, one more upstream item is requested. At completion, {@code extract(accumulator, true)} is called
     * as long as it produces items, then {@code finalize(accumulator)} may produce a last one. These last items
     * honour the downstream demand.
     *
     * @param gatherer the gatherer, must not be {@code null}
     * @param <ACC> the type of the accumulator
     * @param <O> the type of the emitted items
     * @return the new {@code Multi}
     */
    public <ACC, O> Multi<O> gather(Gatherer<T, ACC, O> gatherer) {
        ParameterValidation.nonNull(gatherer, "gatherer");
        return Infrastructure.onMultiCreation(new MultiGatherOp<>(upstream, gatherer));
    }
}
