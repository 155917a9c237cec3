package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`runSubscriptionOn(executor)`")
public class MultiRunSubscriptionOnTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.runSubscriptionOn(EXECUTOR);
    }
}
