package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.Uni;

@Verifies("`onTermination().call(callback)`")
public class MultiOnTerminationCallTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onTermination()
                .call((failure, cancelled) -> Uni.createFrom().voidItem());
    }
}
