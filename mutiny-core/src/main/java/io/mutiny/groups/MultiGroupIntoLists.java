package io.mutiny.groups;

public class MultiGroupIntoLists<T> {
    protected MultiGroupIntoLists() {}

    public MultiGroupIntoLists(io.mutiny.Multi<T> p0) {}

    public io.mutiny.Multi<java.util.List<T>> every(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<java.util.List<T>> every(java.time.Duration p0, boolean p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<java.util.List<T>> of(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<java.util.List<T>> of(int p0, int p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<java.util.List<T>> of(int p0, java.time.Duration p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
