package io.mutiny.groups;

public class UniIfNoItem<T> {
    protected UniIfNoItem() {}

    public UniIfNoItem(io.mutiny.Uni<T> p0) {}

    public io.mutiny.groups.UniOnTimeout<T> after(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
