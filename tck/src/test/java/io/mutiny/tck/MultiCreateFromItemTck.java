package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`Multi.createFrom().item(Supplier)` (one item); the failed publisher's supplier throws")
public class MultiCreateFromItemTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return elements == 0 ? Multi.createFrom().empty() : Multi.createFrom().item(() -> 42L);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom().item(() -> {
            throw new MultiOperatorTck.TckFailure();
        });
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1;
    }
}
