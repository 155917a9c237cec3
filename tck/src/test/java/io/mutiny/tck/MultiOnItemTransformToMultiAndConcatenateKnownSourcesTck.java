package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onItem().transformToMultiAndConcatenate(mapper)` mixing known single items, empty sources and regular"
        + " inners")
public class MultiOnItemTransformToMultiAndConcatenateKnownSourcesTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onItem()
                .transformToMultiAndConcatenate(x -> x % 3 == 2
                        ? Multi.createBy()
                                .merging()
                                .streams(
                                        Multi.createFrom().empty(),
                                        Multi.createFrom().item(x))
                        : MultiOnItemTransformToMultiAndMergeKnownSourcesTck.inner(x));
    }
}
