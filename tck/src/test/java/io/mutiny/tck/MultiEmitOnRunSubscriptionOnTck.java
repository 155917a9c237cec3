package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`runSubscriptionOn(executor).emitOn(executor)`")
public class MultiEmitOnRunSubscriptionOnTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.runSubscriptionOn(EXECUTOR).emitOn(EXECUTOR);
    }
}
