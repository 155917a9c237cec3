package io.mutiny.operators;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;

/**
 * The base class of operators that have one upstream {@link Multi}.
 *
 * @param <I> the type of the upstream items
 * @param <O> the type of the items this operator emits
 */
public abstract class MultiOperator<I, O> extends AbstractMulti<O> {

    private final Multi<? extends I> upstream;

    /**
     * @param upstream the upstream {@code Multi}, not {@code null}
     * @throws IllegalArgumentException if {@code upstream} is {@code null}
     */
    public MultiOperator(Multi<? extends I> upstream) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
    }

    /** The upstream {@code Multi}. */
    @SuppressWarnings("unchecked")
    public Multi<I> upstream() {
        return (Multi<I>) upstream;
    }
}
