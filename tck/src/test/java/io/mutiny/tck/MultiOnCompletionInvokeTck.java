package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onCompletion().invoke(callback)`")
public class MultiOnCompletionInvokeTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onCompletion().invoke(() -> {});
    }
}
