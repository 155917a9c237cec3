package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onItem().transformToMultiAndConcatenate(mapper)` (concatMap)")
public class MultiOnItemTransformToMultiAndConcatenateTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onItem()
                .transformToMultiAndConcatenate(x -> Multi.createFrom().item(x));
    }
}
