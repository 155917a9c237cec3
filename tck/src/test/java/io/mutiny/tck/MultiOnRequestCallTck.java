package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.Uni;

@Verifies("`onRequest().call(callback)`")
public class MultiOnRequestCallTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onRequest().call(n -> Uni.createFrom().voidItem());
    }
}
