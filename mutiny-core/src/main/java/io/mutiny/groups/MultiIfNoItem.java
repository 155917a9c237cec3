package io.mutiny.groups;

public class MultiIfNoItem<T> {
    protected MultiIfNoItem() {}

    public MultiIfNoItem(io.mutiny.Multi<T> p0) {}

    public io.mutiny.groups.MultiOnItemTimeout<T> after(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
