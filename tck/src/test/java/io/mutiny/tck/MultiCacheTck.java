package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`cache()`")
public class MultiCacheTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.cache();
    }
}
