package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onItem().scan(accumulator)`")
public class MultiOnItemScanTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onItem().scan(Long::sum);
    }
}
