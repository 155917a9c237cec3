package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`capDemandsTo(3)`")
public class MultiCapDemandsToTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.capDemandsTo(3);
    }
}
