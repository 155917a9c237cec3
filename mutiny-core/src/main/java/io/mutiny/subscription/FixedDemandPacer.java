package io.mutiny.subscription;

import java.time.Duration;

/** A {@link DemandPacer} that allows the same demand in every window of the same length. */
public class FixedDemandPacer implements DemandPacer {

    private final Request request;

    /**
     * @param demand the demand allowed per window, strictly positive
     * @param delay the length of each window, strictly positive
     */
    public FixedDemandPacer(long demand, Duration delay) {
        // the request validates both values
        this.request = new Request(demand, delay);
    }

    /** The fixed request. */
    @Override
    public Request initial() {
        return request;
    }

    /** The fixed request, whatever was observed. */
    @Override
    public Request apply(Request previousRequest, long observedItemsCount) {
        return request;
    }
}
