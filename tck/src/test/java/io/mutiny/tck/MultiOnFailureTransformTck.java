package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onFailure().transform(mapper)`")
public class MultiOnFailureTransformTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onFailure().transform(failure -> new IllegalStateException(failure));
    }
}
