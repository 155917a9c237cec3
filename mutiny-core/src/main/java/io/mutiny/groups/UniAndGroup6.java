package io.mutiny.groups;

import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.tuples.Functions;
import io.mutiny.tuples.Tuple6;

/**
 * Combines the items of 6 {@link Uni}s into one item, with the behaviour described in
 * {@link UniAndGroupIterable}: items are passed to the combinator in source order, the first failure wins
 * unless {@link #collectFailures()} is used, and cancellation reaches every running source.
 */
public class UniAndGroup6<T1, T2, T3, T4, T5, T6> extends UniAndGroupIterable<T1> {

    /**
     * Combines the items of the given {@code Uni}s, in this order.
     *
     * @throws IllegalArgumentException if one of them is {@code null}
     */
    public UniAndGroup6(
            Uni<? extends T1> uni1,
            Uni<? extends T2> uni2,
            Uni<? extends T3> uni3,
            Uni<? extends T4> uni4,
            Uni<? extends T5> uni5,
            Uni<? extends T6> uni6) {
        super(ParameterValidation.nonNull(uni1, "uni1"), others(uni2, uni3, uni4, uni5, uni6));
    }

    /** Collects failures instead of failing fast; see {@link UniAndGroupIterable#collectFailures()}. */
    @Override
    public UniAndGroup6<T1, T2, T3, T4, T5, T6> collectFailures() {
        super.collectFailures();
        return this;
    }

    /** Limits the number of sources subscribed at a time; see {@link UniAndGroupIterable#usingConcurrencyOf(int)}. */
    @Override
    public UniAndGroup6<T1, T2, T3, T4, T5, T6> usingConcurrencyOf(int level) {
        super.usingConcurrencyOf(level);
        return this;
    }

    /** Emits the items as a {@link Tuple6}, in source order. */
    public Uni<Tuple6<T1, T2, T3, T4, T5, T6>> asTuple() {
        return combinedWith(Tuple6::of);
    }

    /**
     * Emits the result of {@code combinator} applied to the items, in source order; an exception it throws
     * becomes the failure of the resulting {@code Uni}.
     *
     * @throws IllegalArgumentException if {@code combinator} is {@code null}
     */
    @SuppressWarnings("unchecked")
    public <O> Uni<O> combinedWith(Functions.Function6<T1, T2, T3, T4, T5, T6, O> combinator) {
        ParameterValidation.nonNull(combinator, "combinator");
        return combine(items -> combinator.apply(
                (T1) items.get(0), (T2) items.get(1), (T3) items.get(2), (T4) items.get(3), (T5) items.get(4), (T6)
                        items.get(5)));
    }

    /** Same as {@link #combinedWith}. */
    public <O> Uni<O> with(Functions.Function6<T1, T2, T3, T4, T5, T6, O> combinator) {
        return combinedWith(combinator);
    }

    /**
     * Like {@link #combinedWith}, but {@code combinator} returns the {@code Uni} whose outcome becomes the
     * outcome of the resulting {@code Uni}; a {@code null} {@code Uni} fails with a {@link NullPointerException}.
     */
    @SuppressWarnings("unchecked")
    public <O> Uni<O> withUni(Functions.Function6<T1, T2, T3, T4, T5, T6, Uni<O>> combinator) {
        ParameterValidation.nonNull(combinator, "combinator");
        return flatten(combine(items -> combinator.apply(
                (T1) items.get(0), (T2) items.get(1), (T3) items.get(2), (T4) items.get(3), (T5) items.get(4), (T6)
                        items.get(5))));
    }
}
