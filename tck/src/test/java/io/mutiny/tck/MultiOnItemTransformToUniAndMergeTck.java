package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.Uni;

@Verifies("`onItem().transformToUniAndMerge(mapper)`")
public class MultiOnItemTransformToUniAndMergeTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onItem().transformToUniAndMerge(x -> Uni.createFrom().item(x));
    }
}
