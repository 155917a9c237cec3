package io.mutiny;

public class CompositeException extends java.lang.RuntimeException {
    protected CompositeException() {}

    public CompositeException(java.util.List<java.lang.Throwable> p0) {}

    public CompositeException(java.lang.Throwable... p0) {}

    public CompositeException(io.mutiny.CompositeException p0, java.lang.Throwable p1) {}

    public java.lang.String getMessage() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.List<java.lang.Throwable> getCauses() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
