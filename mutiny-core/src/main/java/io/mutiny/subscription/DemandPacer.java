package io.mutiny.subscription;

import io.mutiny.helpers.ParameterValidation;
import java.time.Duration;

/**
 * Decides, window after window, how many items {@code Multi.paceDemand()} may request upstream: a window starts with
 * {@link #initial()} at subscription, and each following window with {@link #apply(Request, long)}.
 */
public interface DemandPacer {

    /** The demand allowed in the first window, and how long that window lasts. */
    Request initial();

    /**
     * The demand allowed in the next window, and how long it lasts.
     *
     * @param previousRequest the request of the window that just ended
     * @param observedItemsCount how many items the upstream emitted during that window
     */
    Request apply(Request previousRequest, long observedItemsCount);

    /**
     * A pacing step: at most {@code demand} items may be requested upstream during the next {@code delay}.
     *
     * @param demand the demand, strictly positive
     * @param delay the length of the window, strictly positive
     */
    record Request(long demand, Duration delay) {
        /** Validates the step: {@link IllegalArgumentException} unless both are strictly positive. */
        public Request {
            ParameterValidation.positive(demand, "demand");
            ParameterValidation.validate(delay, "delay");
        }
    }
}
