package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.Uni;

@Verifies("`onSubscription().call(callback)`")
public class MultiOnSubscriptionCallTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onSubscription().call(subscription -> Uni.createFrom().voidItem());
    }
}
