package io.mutiny.tck;

import io.mutiny.Multi;

/** Replay records like {@code cache()}: the same cap and extra rule 3.17 test as {@link MultiCacheTck}. */
@Verifies("`Multi.createBy().replaying().ofMulti(upstream)`; rule 3.17's overflowing-demand scenario on a 1,000-item"
        + " stream, as for `cache()`")
public class MultiCreateByReplayingTck extends MultiCacheTck {
    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return Multi.createBy().replaying().ofMulti(upstream);
    }
}
