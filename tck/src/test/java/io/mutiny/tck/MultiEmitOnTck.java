package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`emitOn(executor)`")
public class MultiEmitOnTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.emitOn(EXECUTOR);
    }
}
