package io.mutiny.groups;

import io.mutiny.helpers.ParameterValidation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/** Factories of common {@link Gatherer}s, for {@code multi.onItem().gather(gatherer)}. */
public interface Gatherers {

    /**
     * Creates a gatherer from its four functions.
     *
     * @param initialAccumulatorSupplier produces the initial accumulator, must not be {@code null}
     * @param accumulator adds an item to the accumulator, must not be {@code null}
     * @param extractor extracts items (see {@link Gatherer#extract(Object, boolean)}), must not be {@code null}
     * @param finalizer produces the last item (see {@link Gatherer#finalize(Object)}), must not be {@code null}
     * @param <I> the type of the upstream items
     * @param <ACC> the type of the accumulator
     * @param <O> the type of the emitted items
     * @return the gatherer
     */
    static <I, ACC, O> Gatherer<I, ACC, O> of(
            Supplier<ACC> initialAccumulatorSupplier,
            BiFunction<ACC, I, ACC> accumulator,
            BiFunction<ACC, Boolean, Optional<Gatherer.Extraction<ACC, O>>> extractor,
            Function<ACC, Optional<O>> finalizer) {
        return new DefaultGatherer<>(initialAccumulatorSupplier, accumulator, extractor, finalizer);
    }

    /**
     * A gatherer emitting each running accumulation (the initial value is not emitted), then the final accumulation
     * again at completion: {@code 1, 2, 3} summed from {@code 0} gives {@code 1, 3, 6, 6}, an empty stream {@code 0}.
     *
     * @param initialAccumulatorSupplier produces the initial value, must not be {@code null}
     * @param accumulator combines the running value with an item, must not be {@code null}
     * @param <I> the type of the items
     * @return the gatherer
     */
    static <I> Gatherer<I, I, I> scan(Supplier<I> initialAccumulatorSupplier, BiFunction<I, I, I> accumulator) {
        ParameterValidation.nonNull(initialAccumulatorSupplier, "initialAccumulatorSupplier");
        ParameterValidation.nonNull(accumulator, "accumulator");
        return of(
                initialAccumulatorSupplier,
                accumulator,
                (current, completed) ->
                        completed ? Optional.empty() : Optional.of(Gatherer.Extraction.of(current, current)),
                Optional::of);
    }

    /**
     * A gatherer emitting only the final accumulation, when the upstream completes.
     *
     * @param initialAccumulatorSupplier produces the initial value, must not be {@code null}
     * @param accumulator combines the running value with an item, must not be {@code null}
     * @param <I> the type of the items
     * @return the gatherer
     */
    static <I> Gatherer<I, I, I> fold(Supplier<I> initialAccumulatorSupplier, BiFunction<I, I, I> accumulator) {
        ParameterValidation.nonNull(initialAccumulatorSupplier, "initialAccumulatorSupplier");
        ParameterValidation.nonNull(accumulator, "accumulator");
        return of(initialAccumulatorSupplier, accumulator, (current, completed) -> Optional.empty(), Optional::of);
    }

    /**
     * A gatherer emitting consecutive, non-overlapping lists of {@code size} items; the last list, emitted at
     * completion, may be shorter (it is not emitted if empty).
     *
     * @param size the size of the lists, strictly positive
     * @param <I> the type of the items
     * @return the gatherer
     */
    static <I> Gatherer<I, List<I>, List<I>> window(int size) {
        ParameterValidation.positive(size, "size");
        return of(
                ArrayList::new,
                (window, item) -> {
                    window.add(item);
                    return window;
                },
                (window, completed) -> window.size() == size
                        ? Optional.of(Gatherer.Extraction.of(new ArrayList<>(), window))
                        : Optional.empty(),
                window -> window.isEmpty() ? Optional.empty() : Optional.of(window));
    }

    /**
     * A gatherer emitting overlapping lists of {@code size} consecutive items, shifted by one item: for
     * {@code 1, 2, 3, 4} and a size of 3, {@code [1, 2, 3]}, {@code [2, 3, 4]}, then at completion the last
     * {@code size - 1} items {@code [3, 4]}. Fewer than {@code size} items produce one shorter list, at completion;
     * an empty stream, none.
     *
     * @param size the size of the lists, strictly positive
     * @param <I> the type of the items
     * @return the gatherer
     */
    static <I> Gatherer<I, List<I>, List<I>> slidingWindow(int size) {
        ParameterValidation.positive(size, "size");
        return of(
                ArrayList::new,
                (window, item) -> {
                    window.add(item);
                    return window;
                },
                (window, completed) -> window.size() == size
                        ? Optional.of(Gatherer.Extraction.of(new ArrayList<>(window.subList(1, size)), window))
                        : Optional.empty(),
                window -> window.isEmpty() ? Optional.empty() : Optional.of(window));
    }

    /**
     * Starts building a gatherer step by step: {@code builder().into(..).accumulate(..).extract(..).finalize(..)}.
     *
     * @param <I> the type of the upstream items
     * @return the builder
     */
    static <I> Gatherer.Builder<I> builder() {
        return new Gatherer.Builder<>();
    }

    /**
     * A {@link Gatherer} made of four functions.
     *
     * @param <I> the type of the upstream items
     * @param <ACC> the type of the accumulator
     * @param <O> the type of the emitted items
     */
    public static class DefaultGatherer<I, ACC, O> implements Gatherer<I, ACC, O> {

        private final Supplier<ACC> initialAccumulatorSupplier;
        private final BiFunction<ACC, I, ACC> accumulator;
        private final BiFunction<ACC, Boolean, Optional<Gatherer.Extraction<ACC, O>>> extractor;
        private final Function<ACC, Optional<O>> finalizer;

        /**
         * Creates the gatherer.
         *
         * @param initialAccumulatorSupplier produces the initial accumulator, must not be {@code null}
         * @param accumulator adds an item to the accumulator, must not be {@code null}
         * @param extractor extracts items, must not be {@code null}
         * @param finalizer produces the last item, must not be {@code null}
         */
        public DefaultGatherer(
                Supplier<ACC> initialAccumulatorSupplier,
                BiFunction<ACC, I, ACC> accumulator,
                BiFunction<ACC, Boolean, Optional<Gatherer.Extraction<ACC, O>>> extractor,
                Function<ACC, Optional<O>> finalizer) {
            this.initialAccumulatorSupplier =
                    ParameterValidation.nonNull(initialAccumulatorSupplier, "initialAccumulatorSupplier");
            this.accumulator = ParameterValidation.nonNull(accumulator, "accumulator");
            this.extractor = ParameterValidation.nonNull(extractor, "extractor");
            this.finalizer = ParameterValidation.nonNull(finalizer, "finalizer");
        }

        /** Calls the initial accumulator supplier. */
        @Override
        public ACC accumulator() {
            return initialAccumulatorSupplier.get();
        }

        /** Calls the accumulation function. */
        @Override
        public ACC accumulate(ACC current, I item) {
            return accumulator.apply(current, item);
        }

        /** Calls the extraction function. */
        @Override
        public Optional<Gatherer.Extraction<ACC, O>> extract(ACC current, boolean upstreamCompleted) {
            return extractor.apply(current, upstreamCompleted);
        }

        /** Calls the finalizer. */
        @Override
        public Optional<O> finalize(ACC current) {
            return finalizer.apply(current);
        }
    }
}
