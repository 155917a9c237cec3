package io.mutiny.subscription;

public class BackPressureFailure extends java.lang.RuntimeException {
    protected BackPressureFailure() {}

    public BackPressureFailure(java.lang.String p0) {}
}
