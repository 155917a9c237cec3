package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.Uni;

@Verifies("`onCancellation().call(callback)`")
public class MultiOnCancellationCallTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onCancellation().call(() -> Uni.createFrom().voidItem());
    }
}
