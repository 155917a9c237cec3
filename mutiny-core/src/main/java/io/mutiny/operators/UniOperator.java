package io.mutiny.operators;

import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;

/**
 * The base class of operators that have one upstream {@link Uni}.
 *
 * @param <I> the type of the upstream item
 * @param <O> the type of the item this operator emits
 */
public abstract class UniOperator<I, O> extends AbstractUni<O> {

    private final Uni<? extends I> upstream;

    /**
     * @param upstream the upstream {@code Uni}, not {@code null}
     * @throws IllegalArgumentException if {@code upstream} is {@code null}
     */
    public UniOperator(Uni<? extends I> upstream) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
    }

    /** The upstream {@code Uni}. */
    public Uni<? extends I> upstream() {
        return upstream;
    }
}
