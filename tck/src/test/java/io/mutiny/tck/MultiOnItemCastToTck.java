package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onItem().castTo(type)`")
public class MultiOnItemCastToTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onItem().castTo(Long.class);
    }
}
