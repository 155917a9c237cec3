package io.mutiny.groups;

import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.uni.UniCombineAllOp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * Combines the items of several {@link Uni}s, given as a list, into one item.
 *
 * <p>The resulting {@code Uni} subscribes to the sources (all at once, or at most {@link #usingConcurrencyOf(int)}
 * at a time, in list order), waits until every one emitted its item, then emits the result of the combinator
 * applied to the items in source order, on the thread that delivered the last item. By default the first failure
 * cancels the other sources and is propagated at once; with {@link #collectFailures()} every source runs to its
 * end and the failures are propagated together (one failure as is, several in a
 * {@link io.mutiny.CompositeException}). Cancelling the resulting {@code Uni} cancels every running source. Combining
 * the upstream with no other source gives the combinator a one-item list; combining no source at all is refused.
 *
 * <p>This group is a mutable builder: {@code collectFailures()} and {@code usingConcurrencyOf(..)} configure it
 * and return it.
 *
 * @param <T1> the type of the first item
 */
public class UniAndGroupIterable<T1> {

    private final List<Uni<?>> sources;
    private boolean collectFailures;
    private int concurrency = Integer.MAX_VALUE;

    /**
     * Combines the items of {@code unis}.
     *
     * @throws IllegalArgumentException if {@code unis} is {@code null}, empty or contains {@code null}
     */
    public UniAndGroupIterable(Iterable<? extends Uni<?>> unis) {
        this(null, unis, false);
        if (sources.isEmpty()) {
            throw new IllegalArgumentException("The Uni set is empty");
        }
    }

    /**
     * Combines the item of {@code source} with the items of {@code others}, in this order.
     *
     * @throws IllegalArgumentException if an argument is {@code null} or {@code others} contains {@code null}
     */
    public UniAndGroupIterable(Uni<? extends T1> source, Iterable<? extends Uni<?>> others) {
        this(ParameterValidation.nonNull(source, "source"), others, false);
    }

    /**
     * Combines the item of {@code source} (when not {@code null}) with the items of {@code others}, in this order,
     * collecting failures when {@code collectFailures} is {@code true}.
     *
     * @throws IllegalArgumentException if {@code others} is {@code null} or contains {@code null}
     */
    public UniAndGroupIterable(Uni<? extends T1> source, Iterable<? extends Uni<?>> others, boolean collectFailures) {
        ParameterValidation.doesNotContainNull(others, "unis");
        this.sources = new ArrayList<>();
        if (source != null) {
            sources.add(source);
        }
        others.forEach(sources::add);
        this.collectFailures = collectFailures;
    }

    /**
     * Waits for every source to terminate before propagating failures: a single failure is propagated as is,
     * several are wrapped in a {@link io.mutiny.CompositeException}.
     *
     * @return this group
     */
    public UniAndGroupIterable<T1> collectFailures() {
        this.collectFailures = true;
        return this;
    }

    /**
     * Subscribes to at most {@code level} sources at a time, in list order; the next one is subscribed when one
     * of them emits its item (or fails, when failures are collected).
     *
     * @return this group
     * @throws IllegalArgumentException if {@code level} is not positive
     */
    public UniAndGroupIterable<T1> usingConcurrencyOf(int level) {
        this.concurrency = ParameterValidation.positive(level, "level");
        return this;
    }

    /**
     * Emits the result of {@code function} applied to the list of items (in source order; items may be
     * {@code null}). An exception thrown by the function becomes the failure of the resulting {@code Uni}.
     *
     * @throws IllegalArgumentException if {@code function} is {@code null}
     */
    public <O> Uni<O> combinedWith(Function<List<?>, O> function) {
        ParameterValidation.nonNull(function, "function");
        return combine(function::apply);
    }

    /** Same as {@link #combinedWith(Function)}. */
    public <O> Uni<O> with(Function<List<?>, O> function) {
        return combinedWith(function);
    }

    /**
     * Like {@link #combinedWith(Function)}, but {@code function} returns a {@code Uni} whose outcome is the
     * outcome of the resulting {@code Uni}; a {@code null} {@code Uni} fails with a {@link NullPointerException}.
     */
    public <O> Uni<O> withUni(Function<List<?>, Uni<O>> function) {
        ParameterValidation.nonNull(function, "function");
        return flatten(combine(function::apply));
    }

    /**
     * Emits the result of {@code function} applied to the list of items, each cast to {@code type}; an item that
     * is not an instance of {@code type} makes the resulting {@code Uni} fail with a {@link ClassCastException}.
     */
    public <O, I> Uni<O> combinedWith(Class<I> type, Function<List<I>, O> function) {
        ParameterValidation.nonNull(type, "type");
        ParameterValidation.nonNull(function, "function");
        return combine(items -> function.apply(castAll(type, items)));
    }

    /** Same as {@link #combinedWith(Class, Function)}. */
    public <O, I> Uni<O> with(Class<I> type, Function<List<I>, O> function) {
        return combinedWith(type, function);
    }

    /** Like {@link #combinedWith(Class, Function)}, with a function returning a {@code Uni} to continue with. */
    public <O, I> Uni<O> withUni(Class<I> type, Function<List<I>, Uni<O>> function) {
        ParameterValidation.nonNull(type, "type");
        ParameterValidation.nonNull(function, "function");
        return flatten(combine(items -> function.apply(castAll(type, items))));
    }

    /** Waits for every source, then emits a {@code null} item; failures are handled as configured. */
    public Uni<Void> discardItems() {
        return combine(items -> null);
    }

    /** Builds the combining {@code Uni} with the current configuration; {@code combinator} runs once per outcome. */
    <O> Uni<O> combine(Function<List<Object>, O> combinator) {
        return Infrastructure.onUniCreation(new UniCombineAllOp<>(
                sources, Infrastructure.decorate(combinator), collectFailures, false, concurrency));
    }

    /** Validates the sources after the first one, naming them {@code uni2}, {@code uni3}... */
    static List<Uni<?>> others(Uni<?>... unis) {
        for (int index = 0; index < unis.length; index++) {
            ParameterValidation.nonNull(unis[index], "uni" + (index + 2));
        }
        return Arrays.asList(unis);
    }

    static <O> Uni<O> flatten(Uni<Uni<O>> nested) {
        return nested.onItem()
                .transformToUni(
                        inner -> ParameterValidation.nonNullNpe(inner, ParameterValidation.MAPPER_RETURNED_NULL));
    }

    private static <I> List<I> castAll(Class<I> type, List<Object> items) {
        List<I> cast = new ArrayList<>(items.size());
        for (Object item : items) {
            cast.add(type.cast(item));
        }
        return cast;
    }
}
