package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onItem().transformToMulti(mapper).merge(4)` mixing known single items, empty sources and regular inners")
public class MultiOnItemTransformToMultiAndMergeKnownSourcesTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onItem()
                .transformToMulti(MultiOnItemTransformToMultiAndMergeKnownSourcesTck::inner)
                .merge(4);
    }

    /** One item per upstream item: a known item, a regular inner, or known empty and item sources concatenated. */
    static Multi<Long> inner(long x) {
        if (x % 3 == 0) {
            return Multi.createFrom().item(x);
        }
        if (x % 3 == 1) {
            return Multi.createFrom().item(x).onItem().transform(v -> v);
        }
        return Multi.createBy()
                .concatenating()
                .streams(Multi.createFrom().empty(), Multi.createFrom().items(x));
    }
}
