package io.mutiny.groups;

import io.mutiny.helpers.ParameterValidation;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Describes a stateful transformation of a stream, used by {@code multi.onItem().gather(gatherer)}: items are
 * accumulated into an accumulator, from which items are extracted as it fills up, and a last item may be produced
 * when the stream completes.
 *
 * @param <I> the type of the upstream items
 * @param <ACC> the type of the accumulator
 * @param <O> the type of the emitted items
 */
public interface Gatherer<I, ACC, O> {

    /**
     * Produces the initial accumulator, once per subscription.
     *
     * @return the initial accumulator, must not be {@code null}
     */
    ACC accumulator();

    /**
     * Adds an item to the accumulator.
     *
     * @param accumulator the current accumulator
     * @param item the item
     * @return the new accumulator (possibly the same instance), must not be {@code null}
     */
    ACC accumulate(ACC accumulator, I item);

    /**
     * Tries to extract an item from the accumulator: called after each accumulation with
     * {@code upstreamCompleted == false}, and repeatedly at completion with {@code true} until it returns empty.
     *
     * @param accumulator the current accumulator
     * @param upstreamCompleted whether the upstream has completed
     * @return the item to emit with the accumulator to continue with, or empty if nothing can be extracted yet;
     *     must not be {@code null}
     */
    Optional<Extraction<ACC, O>> extract(ACC accumulator, boolean upstreamCompleted);

    /**
     * Produces the last item, after the extractions at completion are exhausted.
     *
     * @param accumulator the final accumulator
     * @return the last item to emit, or empty; must not be {@code null}
     */
    Optional<O> finalize(ACC accumulator);

    /**
     * The first step of a gatherer builder (see {@link Gatherers#builder()}).
     *
     * @param <I> the type of the upstream items
     */
    public static class Builder<I> {

        /** Creates a builder. */
        public Builder() {
            // nothing to configure yet
        }

        /**
         * Sets the supplier of the initial accumulator.
         *
         * @param initialAccumulatorSupplier the supplier, must not be {@code null}
         * @param <ACC> the type of the accumulator
         * @return the next step
         */
        public <ACC> InitialAccumulatorStep<I, ACC> into(Supplier<ACC> initialAccumulatorSupplier) {
            ParameterValidation.nonNull(initialAccumulatorSupplier, "initialAccumulatorSupplier");
            return new InitialAccumulatorStep<>(initialAccumulatorSupplier);
        }
    }

    /**
     * The step setting the accumulation function.
     *
     * @param <I> the type of the upstream items
     * @param <ACC> the type of the accumulator
     */
    public static class InitialAccumulatorStep<I, ACC> {

        private final Supplier<ACC> initialAccumulatorSupplier;

        InitialAccumulatorStep(Supplier<ACC> initialAccumulatorSupplier) {
            this.initialAccumulatorSupplier = initialAccumulatorSupplier;
        }

        /**
         * Sets the accumulation function.
         *
         * @param accumulator adds an item to the accumulator, must not be {@code null}
         * @return the next step
         */
        public ExtractStep<I, ACC> accumulate(BiFunction<ACC, I, ACC> accumulator) {
            ParameterValidation.nonNull(accumulator, "accumulator");
            return new ExtractStep<>(initialAccumulatorSupplier, accumulator);
        }
    }

    /**
     * The step setting the extraction function.
     *
     * @param <I> the type of the upstream items
     * @param <ACC> the type of the accumulator
     */
    public static class ExtractStep<I, ACC> {

        private final Supplier<ACC> initialAccumulatorSupplier;
        private final BiFunction<ACC, I, ACC> accumulator;

        ExtractStep(Supplier<ACC> initialAccumulatorSupplier, BiFunction<ACC, I, ACC> accumulator) {
            this.initialAccumulatorSupplier = initialAccumulatorSupplier;
            this.accumulator = accumulator;
        }

        /**
         * Sets the extraction function (see {@link Gatherer#extract(Object, boolean)}).
         *
         * @param extractor the extraction function, must not be {@code null}
         * @param <O> the type of the emitted items
         * @return the next step
         */
        public <O> FinalizerStep<I, ACC, O> extract(BiFunction<ACC, Boolean, Optional<Extraction<ACC, O>>> extractor) {
            ParameterValidation.nonNull(extractor, "extractor");
            return new FinalizerStep<>(initialAccumulatorSupplier, accumulator, extractor);
        }
    }

    /**
     * The item extracted from an accumulator, with the accumulator to continue with.
     *
     * @param nextAccumulator the accumulator to use from now on
     * @param nextItem the item to emit
     * @param <ACC> the type of the accumulator
     * @param <O> the type of the item
     */
    public record Extraction<ACC, O>(ACC nextAccumulator, O nextItem) {

        /**
         * Creates an extraction.
         *
         * @param nextAccumulator the accumulator to use from now on
         * @param nextItem the item to emit
         * @param <ACC> the type of the accumulator
         * @param <O> the type of the item
         * @return the extraction
         */
        public static <ACC, O> Extraction<ACC, O> of(ACC nextAccumulator, O nextItem) {
            return new Extraction<>(nextAccumulator, nextItem);
        }
    }

    /**
     * The last step, setting the finalizer and building the gatherer.
     *
     * @param <I> the type of the upstream items
     * @param <ACC> the type of the accumulator
     * @param <O> the type of the emitted items
     */
    public static class FinalizerStep<I, ACC, O> {

        private final Supplier<ACC> initialAccumulatorSupplier;
        private final BiFunction<ACC, I, ACC> accumulator;
        private final BiFunction<ACC, Boolean, Optional<Extraction<ACC, O>>> extractor;

        FinalizerStep(
                Supplier<ACC> initialAccumulatorSupplier,
                BiFunction<ACC, I, ACC> accumulator,
                BiFunction<ACC, Boolean, Optional<Extraction<ACC, O>>> extractor) {
            this.initialAccumulatorSupplier = initialAccumulatorSupplier;
            this.accumulator = accumulator;
            this.extractor = extractor;
        }

        /**
         * Sets the finalizer (see {@link Gatherer#finalize(Object)}) and builds the gatherer.
         *
         * @param finalizer produces the last item, must not be {@code null}
         * @return the gatherer
         */
        public Gatherer<I, ACC, O> finalize(Function<ACC, Optional<O>> finalizer) {
            ParameterValidation.nonNull(finalizer, "finalizer");
            return new Gatherers.DefaultGatherer<>(initialAccumulatorSupplier, accumulator, extractor, finalizer);
        }
    }
}
