package io.mutiny.groups;

public class MultiMerge {
    protected MultiMerge() {}

    public final <T> io.mutiny.Multi<T> streams(java.util.concurrent.Flow.Publisher<T>... p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> streams(java.lang.Iterable<? extends java.util.concurrent.Flow.Publisher<T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiMerge collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiMerge withRequests(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiMerge withConcurrency(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
