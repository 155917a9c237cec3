package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.List;

@Verifies("`onItem().transformToMultiAndMerge(..)` polling fused iterable inners (`iterable(..)`, SYNC fusion on the"
        + " same thread)")
public class MultiFusedIterableTransformToMultiAndMergeTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        // each upstream item n becomes an iterable inner of one item, which is not a known single-item source
        return upstream.onItem()
                .transformToMulti(n -> Multi.createFrom().iterable(List.of(n)))
                .withRequests(4)
                .merge(2);
    }
}
