package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.subscription.FixedDemandPacer;
import java.time.Duration;

@Verifies("`paceDemand().using(FixedDemandPacer(100 per 10 ms))`")
public class MultiPaceDemandTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.paceDemand().on(SCHEDULER).using(new FixedDemandPacer(100, Duration.ofMillis(10)));
    }
}
