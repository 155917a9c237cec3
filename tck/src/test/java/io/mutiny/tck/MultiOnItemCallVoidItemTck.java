package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.Uni;

@Verifies("`onItem().call(x -> Uni.createFrom().voidItem())`")
public class MultiOnItemCallVoidItemTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onItem().call(x -> Uni.createFrom().voidItem());
    }
}
