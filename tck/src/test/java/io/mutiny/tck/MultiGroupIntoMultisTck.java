package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`group().intoMultis().of(1)`, flattened back with concatenate")
public class MultiGroupIntoMultisTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.group().intoMultis().of(1).onItem().transformToMultiAndConcatenate(multi -> multi);
    }
}
