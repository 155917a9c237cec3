package io.mutiny.groups;

public class MultiFlatten<I, O> {
    protected MultiFlatten() {}

    public io.mutiny.groups.MultiFlatten<I, O> collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiFlatten<I, O> withRequests(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<O> merge() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<O> merge(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<O> concatenate(boolean p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<O> concatenate() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
