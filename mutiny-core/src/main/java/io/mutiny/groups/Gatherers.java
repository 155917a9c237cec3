package io.mutiny.groups;

public interface Gatherers {
    public static <I, ACC, O> io.mutiny.groups.Gatherer<I, ACC, O> of(
            java.util.function.Supplier<ACC> p0,
            java.util.function.BiFunction<ACC, I, ACC> p1,
            java.util.function.BiFunction<
                            ACC, java.lang.Boolean, java.util.Optional<io.mutiny.groups.Gatherer.Extraction<ACC, O>>>
                    p2,
            java.util.function.Function<ACC, java.util.Optional<O>> p3) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <I> io.mutiny.groups.Gatherer<I, I, I> scan(
            java.util.function.Supplier<I> p0, java.util.function.BiFunction<I, I, I> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <I> io.mutiny.groups.Gatherer<I, I, I> fold(
            java.util.function.Supplier<I> p0, java.util.function.BiFunction<I, I, I> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <I> io.mutiny.groups.Gatherer<I, java.util.List<I>, java.util.List<I>> window(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <I> io.mutiny.groups.Gatherer<I, java.util.List<I>, java.util.List<I>> slidingWindow(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <I> io.mutiny.groups.Gatherer.Builder<I> builder() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static class DefaultGatherer<I, ACC, O> implements io.mutiny.groups.Gatherer<I, ACC, O> {
        protected DefaultGatherer() {}

        public DefaultGatherer(
                java.util.function.Supplier<ACC> p0,
                java.util.function.BiFunction<ACC, I, ACC> p1,
                java.util.function.BiFunction<
                                ACC,
                                java.lang.Boolean,
                                java.util.Optional<io.mutiny.groups.Gatherer.Extraction<ACC, O>>>
                        p2,
                java.util.function.Function<ACC, java.util.Optional<O>> p3) {}

        public ACC accumulator() {
            throw new UnsupportedOperationException("not implemented yet");
        }

        public ACC accumulate(ACC p0, I p1) {
            throw new UnsupportedOperationException("not implemented yet");
        }

        public java.util.Optional<io.mutiny.groups.Gatherer.Extraction<ACC, O>> extract(ACC p0, boolean p1) {
            throw new UnsupportedOperationException("not implemented yet");
        }

        public java.util.Optional<O> finalize(ACC p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }
}
