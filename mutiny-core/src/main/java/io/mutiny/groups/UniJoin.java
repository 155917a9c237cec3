package io.mutiny.groups;

public class UniJoin {
    protected UniJoin() {}

    public static final io.mutiny.groups.UniJoin SHARED_INSTANCE = new io.mutiny.groups.UniJoin();

    public final <T> io.mutiny.groups.UniJoin.JoinAllStrategy<T> all(io.mutiny.Uni<T>... p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public final <T> io.mutiny.groups.UniJoin.JoinAllStrategy<T> all(java.util.List<io.mutiny.Uni<T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public final <T> io.mutiny.groups.UniJoin.JoinFirstStrategy<T> first(io.mutiny.Uni<T>... p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public final <T> io.mutiny.groups.UniJoin.JoinFirstStrategy<T> first(java.util.List<io.mutiny.Uni<T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.groups.UniJoin.Builder<T> builder() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static class Builder<T> {
        protected Builder() {}

        public Builder(io.mutiny.groups.UniJoin p0) {}

        public io.mutiny.groups.UniJoin.Builder<T> add(io.mutiny.Uni<T> p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }

        public io.mutiny.groups.UniJoin.JoinAllStrategy<T> joinAll() {
            throw new UnsupportedOperationException("not implemented yet");
        }

        public io.mutiny.groups.UniJoin.JoinFirstStrategy<T> joinFirst() {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }

    public static class JoinAllStrategy<T> implements io.mutiny.groups.UniJoin.JoinAllStrategyTerminal<T> {
        protected JoinAllStrategy() {}

        public io.mutiny.groups.UniJoin.JoinAllStrategyTerminal<T> usingConcurrencyOf(int p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }

        public io.mutiny.Uni<java.util.List<T>> andCollectFailures() {
            throw new UnsupportedOperationException("not implemented yet");
        }

        public io.mutiny.Uni<java.util.List<T>> andFailFast() {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }

    public interface JoinAllStrategyTerminal<T> {
        io.mutiny.Uni<java.util.List<T>> andCollectFailures();

        io.mutiny.Uni<java.util.List<T>> andFailFast();
    }

    public static class JoinFirstStrategy<T> implements io.mutiny.groups.UniJoin.JoinFirstStrategyTerminal<T> {
        protected JoinFirstStrategy() {}

        public io.mutiny.groups.UniJoin.JoinFirstStrategyTerminal<T> usingConcurrencyOf(int p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }

        public io.mutiny.Uni<T> toTerminate() {
            throw new UnsupportedOperationException("not implemented yet");
        }

        public io.mutiny.Uni<T> withItem() {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }

    public interface JoinFirstStrategyTerminal<T> {
        io.mutiny.Uni<T> withItem();
    }
}
