package io.mutiny.groups;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Builds a gathering operator step by step: {@code multi.onItem().gather().into(..).accumulate(..).extract(..)
 * .finalize(..)}. The last step returns the {@code Multi}; see {@link MultiOnItem#gather(Gatherer)} for the
 * behaviour.
 *
 * @param <I> the type of the upstream items
 */
public class MultiOnItemGather<I> {

    private final Multi<I> upstream;

    /**
     * Creates the builder for {@code upstream}.
     *
     * @param upstream the upstream, must not be {@code null}
     */
    public MultiOnItemGather(Multi<I> upstream) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
    }

    /**
     * Sets the supplier of the initial accumulator, called once per subscription.
     *
     * @param initialAccumulatorSupplier the supplier, must not be {@code null}
     * @param <ACC> the type of the accumulator
     * @return the next step
     */
    public <ACC> InitialAccumulatorStep<I, ACC> into(Supplier<ACC> initialAccumulatorSupplier) {
        return new InitialAccumulatorStep<>(upstream, Gatherers.<I>builder().into(initialAccumulatorSupplier));
    }

    /**
     * The step setting the accumulation function.
     *
     * @param <I> the type of the upstream items
     * @param <ACC> the type of the accumulator
     */
    public static class InitialAccumulatorStep<I, ACC> {

        private final Multi<I> upstream;
        private final Gatherer.InitialAccumulatorStep<I, ACC> step;

        InitialAccumulatorStep(Multi<I> upstream, Gatherer.InitialAccumulatorStep<I, ACC> step) {
            this.upstream = upstream;
            this.step = step;
        }

        /**
         * Sets the accumulation function.
         *
         * @param accumulator adds an item to the accumulator, must not be {@code null}
         * @return the next step
         */
        public ExtractStep<I, ACC> accumulate(BiFunction<ACC, I, ACC> accumulator) {
            return new ExtractStep<>(upstream, step.accumulate(accumulator));
        }
    }

    /**
     * The step setting the extraction function.
     *
     * @param <I> the type of the upstream items
     * @param <ACC> the type of the accumulator
     */
    public static class ExtractStep<I, ACC> {

        private final Multi<I> upstream;
        private final Gatherer.ExtractStep<I, ACC> step;

        ExtractStep(Multi<I> upstream, Gatherer.ExtractStep<I, ACC> step) {
            this.upstream = upstream;
            this.step = step;
        }

        /**
         * Sets the extraction function (see {@link Gatherer#extract(Object, boolean)}).
         *
         * @param extractor the extraction function, must not be {@code null}
         * @param <O> the type of the emitted items
         * @return the next step
         */
        public <O> FinalizerStep<I, ACC, O> extract(
                BiFunction<ACC, Boolean, Optional<Gatherer.Extraction<ACC, O>>> extractor) {
            return new FinalizerStep<>(upstream, step.extract(extractor));
        }
    }

    /**
     * The last step, setting the finalizer and building the {@code Multi}.
     *
     * @param <I> the type of the upstream items
     * @param <ACC> the type of the accumulator
     * @param <O> the type of the emitted items
     */
    public static class FinalizerStep<I, ACC, O> {

        private final Multi<I> upstream;
        private final Gatherer.FinalizerStep<I, ACC, O> step;

        FinalizerStep(Multi<I> upstream, Gatherer.FinalizerStep<I, ACC, O> step) {
            this.upstream = upstream;
            this.step = step;
        }

        /**
         * Sets the finalizer (see {@link Gatherer#finalize(Object)}) and builds the gathering {@code Multi}.
         *
         * @param finalizer produces the last item, must not be {@code null}
         * @return the new {@code Multi}
         */
        public Multi<O> finalize(Function<ACC, Optional<O>> finalizer) {
            return upstream.onItem().gather(step.finalize(finalizer));
        }
    }
}
