package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`broadcast().toAllSubscribers()` with its single subscriber")
public class MultiBroadcastTck extends MultiOperatorTck {
    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.broadcast().toAllSubscribers();
    }
}
