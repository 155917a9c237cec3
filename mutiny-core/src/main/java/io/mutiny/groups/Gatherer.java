package io.mutiny.groups;

public interface Gatherer<I, ACC, O> {
    ACC accumulator();

    ACC accumulate(ACC p0, I p1);

    java.util.Optional<io.mutiny.groups.Gatherer.Extraction<ACC, O>> extract(ACC p0, boolean p1);

    java.util.Optional<O> finalize(ACC p0);

    public static class Builder<I> {
        public Builder() {}

        public <ACC> io.mutiny.groups.Gatherer.InitialAccumulatorStep<I, ACC> into(
                java.util.function.Supplier<ACC> p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }

    public static class ExtractStep<I, ACC> {
        protected ExtractStep() {}

        public <O> io.mutiny.groups.Gatherer.FinalizerStep<I, ACC, O> extract(
                java.util.function.BiFunction<
                                ACC,
                                java.lang.Boolean,
                                java.util.Optional<io.mutiny.groups.Gatherer.Extraction<ACC, O>>>
                        p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }

    public record Extraction<ACC, O>(ACC nextAccumulator, O nextItem) {
        public static <ACC, O> io.mutiny.groups.Gatherer.Extraction<ACC, O> of(ACC p0, O p1) {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }

    public static class FinalizerStep<I, ACC, O> {
        protected FinalizerStep() {}

        public io.mutiny.groups.Gatherer<I, ACC, O> finalize(
                java.util.function.Function<ACC, java.util.Optional<O>> p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }

    public static class InitialAccumulatorStep<I, ACC> {
        protected InitialAccumulatorStep() {}

        public io.mutiny.groups.Gatherer.ExtractStep<I, ACC> accumulate(java.util.function.BiFunction<ACC, I, ACC> p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }
}
