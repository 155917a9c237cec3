package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onItem().transformToMultiAndConcatenate(..)` polling its fused upstream and, under unbounded demand,"
        + " its fused inners (`range(..).select().where(..).onItem().transform(..)`)")
public class MultiFusedRangeTransformToMultiAndConcatenateTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        // each upstream item n becomes a fused chain of one item n: range(0, 2), keep 0, map it to n
        return upstream.onItem().transformToMultiAndConcatenate(n -> Multi.createFrom()
                .range(0, 2)
                .select()
                .where(i -> i == 0)
                .onItem()
                .transform(i -> n));
    }
}
