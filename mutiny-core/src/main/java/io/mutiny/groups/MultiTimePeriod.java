package io.mutiny.groups;

public class MultiTimePeriod {
    public MultiTimePeriod() {}

    public io.mutiny.groups.MultiTimePeriod startingAfter(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiTimePeriod onExecutor(java.util.concurrent.ScheduledExecutorService p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<java.lang.Long> every(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
