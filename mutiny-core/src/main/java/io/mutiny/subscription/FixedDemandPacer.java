package io.mutiny.subscription;

public class FixedDemandPacer implements io.mutiny.subscription.DemandPacer {
    protected FixedDemandPacer() {}

    public FixedDemandPacer(long p0, java.time.Duration p1) {}

    public io.mutiny.subscription.DemandPacer.Request initial() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.subscription.DemandPacer.Request apply(io.mutiny.subscription.DemandPacer.Request p0, long p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
