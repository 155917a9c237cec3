package io.mutiny.helpers.test;

public final class OnItemUniSignal<T> implements io.mutiny.helpers.test.UniSignal {
    protected OnItemUniSignal() {}

    public OnItemUniSignal(T p0) {}

    public T value() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.lang.String toString() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
