package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.Uni;

@Verifies("`select().when(asyncPredicate)`")
public class MultiSelectWhenTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.select().when(x -> Uni.createFrom().item(true));
    }
}
