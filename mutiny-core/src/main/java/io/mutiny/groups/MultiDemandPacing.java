package io.mutiny.groups;

public class MultiDemandPacing<T> {
    protected MultiDemandPacing() {}

    public MultiDemandPacing(io.mutiny.operators.AbstractMulti<T> p0) {}

    public io.mutiny.groups.MultiDemandPacing<T> on(java.util.concurrent.ScheduledExecutorService p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> using(io.mutiny.subscription.DemandPacer p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
