package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onItem().transform(mapper)`")
public class MultiOnItemTransformTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onItem().transform(x -> x + 1);
    }
}
