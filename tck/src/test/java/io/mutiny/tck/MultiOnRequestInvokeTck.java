package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onRequest().invoke(callback)`")
public class MultiOnRequestInvokeTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onRequest().invoke(n -> {});
    }
}
