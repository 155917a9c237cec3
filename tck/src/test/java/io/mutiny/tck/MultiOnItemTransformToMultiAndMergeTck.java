package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onItem().transformToMultiAndMerge(mapper)` (flatMap)")
public class MultiOnItemTransformToMultiAndMergeTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onItem()
                .transformToMultiAndMerge(x -> Multi.createFrom().item(x));
    }
}
