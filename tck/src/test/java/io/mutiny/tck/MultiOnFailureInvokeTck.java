package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onFailure().invoke(callback)`")
public class MultiOnFailureInvokeTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onFailure().invoke(failure -> {});
    }
}
