package io.mutiny.tck;

import io.mutiny.Multi;
import org.testng.annotations.Test;

/**
 * {@code cache()} requests its upstream unboundedly and records every item, so the TCK's stream of
 * {@code Integer.MAX_VALUE} items (used only by the third rule 3.17 test) cannot be held in memory:
 * {@link #maxElementsFromPublisher()} caps the size, and {@link #cacheMustNotSignalOnErrorWhenPendingAboveLongMaxValue()}
 * runs that rule 3.17 scenario on a stream that fits.
 */
@Verifies("`cache()`; rule 3.17's overflowing-demand scenario runs on a 1,000-item cached stream (see the class)")
public class MultiCacheTck extends MultiOperatorTck {

    /** Enough for every TCK test but the one needing {@code Integer.MAX_VALUE} items. */
    static final long LARGEST_CACHED_STREAM = 1_000_000;

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.cache();
    }

    @Override
    public long maxElementsFromPublisher() {
        return LARGEST_CACHED_STREAM;
    }

    /** Rule 3.17's overflowing-demand scenario, on a stream that fits in memory. */
    @Test
    public void cacheMustNotSignalOnErrorWhenPendingAboveLongMaxValue() throws InterruptedException {
        verifyOverflowingDemandIsUnbounded(createFlowPublisher(1_000), 1_000);
    }
}
