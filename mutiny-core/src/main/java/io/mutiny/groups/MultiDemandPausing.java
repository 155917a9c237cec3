package io.mutiny.groups;

public class MultiDemandPausing<T> {
    protected MultiDemandPausing() {}

    public MultiDemandPausing(io.mutiny.operators.AbstractMulti<T> p0) {}

    public io.mutiny.groups.MultiDemandPausing<T> paused(boolean p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiDemandPausing<T> lateSubscription(boolean p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiDemandPausing<T> bufferSize(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiDemandPausing<T> bufferUnconditionally() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiDemandPausing<T> bufferStrategy(io.mutiny.subscription.BackPressureStrategy p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> using(io.mutiny.subscription.DemandPauser p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
