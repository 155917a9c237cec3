package io.mutiny;

public final class ItemWithContext<T> {
    protected ItemWithContext() {}

    public ItemWithContext(io.mutiny.Context p0, T p1) {}

    public io.mutiny.Context context() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public T get() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.lang.String toString() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public boolean equals(java.lang.Object p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public int hashCode() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
