package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.Uni;

@Verifies("`onCompletion().call(callback)`")
public class MultiOnCompletionCallTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onCompletion().call(() -> Uni.createFrom().voidItem());
    }
}
