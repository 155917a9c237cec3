package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onItem().invoke(callback)`")
public class MultiOnItemInvokeTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onItem().invoke(x -> {});
    }
}
