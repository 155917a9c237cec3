package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.subscription.DemandPauser;

@Verifies("`pauseDemand().using(pauser)` with a pauser that stays resumed")
public class MultiPauseDemandTck extends MultiOperatorTck {
    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.pauseDemand().using(new DemandPauser());
    }
}
