package io.mutiny.groups;

public class MultiConcat {
    protected MultiConcat() {}

    public MultiConcat(boolean p0) {}

    public final <T> io.mutiny.Multi<T> streams(java.util.concurrent.Flow.Publisher<T>... p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> streams(java.lang.Iterable<? extends java.util.concurrent.Flow.Publisher<T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiConcat collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
