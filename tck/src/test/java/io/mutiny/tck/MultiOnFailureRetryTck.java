package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onFailure(IllegalStateException.class).retry().atMost(3)`")
public class MultiOnFailureRetryTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onFailure(IllegalStateException.class).retry().atMost(3);
    }
}
