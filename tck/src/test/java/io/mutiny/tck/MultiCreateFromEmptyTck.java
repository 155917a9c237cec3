package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`Multi.createFrom().empty()` (no item) and `Multi.createFrom().failure(..)` as the failed publisher")
public class MultiCreateFromEmptyTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom().empty();
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom().failure(new MultiOperatorTck.TckFailure());
    }

    @Override
    public long maxElementsFromPublisher() {
        return 0;
    }
}
