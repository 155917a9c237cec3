package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`Multi.createBy().concatenating().streams(empty, upstream)`")
public class MultiCreateByConcatenatingTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return Multi.createBy().concatenating().streams(Multi.createFrom().<Long>empty(), upstream);
    }
}
