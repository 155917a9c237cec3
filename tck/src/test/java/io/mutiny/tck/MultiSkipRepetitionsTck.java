package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`skip().repetitions()`")
public class MultiSkipRepetitionsTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.skip().repetitions();
    }
}
