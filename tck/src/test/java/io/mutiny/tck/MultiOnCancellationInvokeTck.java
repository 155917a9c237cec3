package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onCancellation().invoke(callback)`")
public class MultiOnCancellationInvokeTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onCancellation().invoke(() -> {});
    }
}
