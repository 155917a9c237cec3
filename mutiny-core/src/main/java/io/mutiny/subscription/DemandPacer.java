package io.mutiny.subscription;

public interface DemandPacer {
    io.mutiny.subscription.DemandPacer.Request initial();

    io.mutiny.subscription.DemandPacer.Request apply(io.mutiny.subscription.DemandPacer.Request p0, long p1);

    public record Request(long demand, java.time.Duration delay) {}
}
