package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`Multi.createBy().combining().streams(one item, upstream).latestItems().using(..)` (combine latest)")
public class MultiCreateByCombiningLatestTck extends MultiOperatorTck {
    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return Multi.createBy()
                .combining()
                .streams(Multi.createFrom().item(0L), upstream)
                .latestItems()
                .using((constant, item) -> item);
    }
}
