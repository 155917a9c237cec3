package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.Uni;

@Verifies("`onItem().transformToUniAndConcatenate(mapper)`")
public class MultiOnItemTransformToUniAndConcatenateTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onItem()
                .transformToUniAndConcatenate(x -> Uni.createFrom().item(x));
    }
}
