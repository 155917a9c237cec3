package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onTermination().invoke(callback)`")
public class MultiOnTerminationInvokeTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onTermination().invoke((failure, cancelled) -> {});
    }
}
