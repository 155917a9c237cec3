package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.Uni;

@Verifies("`onItem().call(x -> Uni)`")
public class MultiOnItemCallTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onItem().call(x -> Uni.createFrom().item(x));
    }
}
