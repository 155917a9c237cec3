package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onFailure(IllegalStateException.class).recoverWithMulti(fallback)`")
public class MultiOnFailureRecoverWithMultiTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onFailure(IllegalStateException.class)
                .recoverWithMulti(Multi.createFrom().empty());
    }
}
