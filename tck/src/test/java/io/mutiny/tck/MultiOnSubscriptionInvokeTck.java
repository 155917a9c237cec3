package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`onSubscription().invoke(callback)`")
public class MultiOnSubscriptionInvokeTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onSubscription().invoke(subscription -> {});
    }
}
