package io.mutiny.groups;

public class MultiGroupIntoMultis<T> {
    protected MultiGroupIntoMultis() {}

    public MultiGroupIntoMultis(io.mutiny.Multi<T> p0) {}

    public io.mutiny.Multi<io.mutiny.Multi<T>> every(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<io.mutiny.Multi<T>> of(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<io.mutiny.Multi<T>> of(int p0, int p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
