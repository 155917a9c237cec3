package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`log()`")
public class MultiLogTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.log("tck");
    }
}
