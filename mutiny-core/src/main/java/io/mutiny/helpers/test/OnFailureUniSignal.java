package io.mutiny.helpers.test;

public final class OnFailureUniSignal implements io.mutiny.helpers.test.UniSignal {
    protected OnFailureUniSignal() {}

    public OnFailureUniSignal(java.lang.Throwable p0) {}

    public java.lang.Throwable value() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.lang.String toString() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
