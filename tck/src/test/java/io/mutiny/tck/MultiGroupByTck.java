package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`group().by(key)`, flattened back with merge")
public class MultiGroupByTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.group().by(x -> x % 4).onItem().transformToMultiAndMerge(group -> group);
    }
}
