package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.List;

@Verifies("`onItem().transformToIterable(mapper)`")
public class MultiOnItemTransformToIterableTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onItem().transformToIterable(x -> List.of(x));
    }
}
