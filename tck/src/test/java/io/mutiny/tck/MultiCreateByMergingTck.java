package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`Multi.createBy().merging().streams(upstream, empty)`")
public class MultiCreateByMergingTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return Multi.createBy().merging().streams(upstream, Multi.createFrom().<Long>empty());
    }
}
