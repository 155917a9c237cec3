package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.Uni;

@Verifies("`onFailure().retry().when(companion)` with a companion that gives up by failing")
public class MultiOnFailureRetryWhenTck extends MultiOperatorTck {
    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onFailure().retry().when(failures -> failures.onItem()
                .transformToUniAndConcatenate(failure -> Uni.createFrom().failure(failure)));
    }
}
