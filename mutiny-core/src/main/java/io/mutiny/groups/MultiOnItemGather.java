package io.mutiny.groups;

public class MultiOnItemGather<I> {
    protected MultiOnItemGather() {}

    public MultiOnItemGather(io.mutiny.Multi<I> p0) {}

    public <ACC> io.mutiny.groups.MultiOnItemGather.InitialAccumulatorStep<I, ACC> into(
            java.util.function.Supplier<ACC> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static class ExtractStep<I, ACC> {
        protected ExtractStep() {}

        public <O> io.mutiny.groups.MultiOnItemGather.FinalizerStep<I, ACC, O> extract(
                java.util.function.BiFunction<
                                ACC,
                                java.lang.Boolean,
                                java.util.Optional<io.mutiny.groups.Gatherer.Extraction<ACC, O>>>
                        p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }

    public static class FinalizerStep<I, ACC, O> {
        protected FinalizerStep() {}

        public io.mutiny.Multi<O> finalize(java.util.function.Function<ACC, java.util.Optional<O>> p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }

    public static class InitialAccumulatorStep<I, ACC> {
        protected InitialAccumulatorStep() {}

        public io.mutiny.groups.MultiOnItemGather.ExtractStep<I, ACC> accumulate(
                java.util.function.BiFunction<ACC, I, ACC> p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }
}
