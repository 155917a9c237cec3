package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies(
        "`onItem().transformToMultiAndMerge(..)` polling fused inners (`range(..).select().where(..).onItem().transform(..)`)")
public class MultiFusedRangeTransformToMultiAndMergeTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        // each upstream item n becomes a fused chain of one item n: range(0, 2), keep 0, map it to n
        return upstream.onItem()
                .transformToMulti(n -> Multi.createFrom()
                        .range(0, 2)
                        .select()
                        .where(i -> i == 0)
                        .onItem()
                        .transform(i -> n))
                .withRequests(4)
                .merge(2);
    }
}
