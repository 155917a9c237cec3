package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`select().distinct()`")
public class MultiSelectDistinctTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.select().distinct();
    }
}
