package io.mutiny.helpers.test;

public final class OnCancellationUniSignal implements io.mutiny.helpers.test.UniSignal {
    public OnCancellationUniSignal() {}

    public java.lang.Void value() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.lang.String toString() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
