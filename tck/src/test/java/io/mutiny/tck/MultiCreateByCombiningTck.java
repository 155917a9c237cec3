package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`Multi.createBy().combining().streams(upstream, upstream).using(first)` (zip)")
public class MultiCreateByCombiningTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return Multi.createBy()
                .combining()
                .streams(upstream, longs(Long.MAX_VALUE))
                .using((a, b) -> a);
    }
}
