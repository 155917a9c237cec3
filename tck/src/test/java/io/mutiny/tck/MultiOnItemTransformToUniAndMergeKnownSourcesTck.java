package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.Uni;

@Verifies("`onItem().transformToUni(mapper).merge(2)` mixing known and regular `Uni`s")
public class MultiOnItemTransformToUniAndMergeKnownSourcesTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onItem()
                .transformToUni(x -> x % 2 == 0
                        ? Uni.createFrom().item(x)
                        : Uni.createFrom().item(x).onItem().transform(v -> v))
                .merge(2);
    }
}
