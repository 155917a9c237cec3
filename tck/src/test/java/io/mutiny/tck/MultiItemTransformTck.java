package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`item(x).onItem().transform(..)` (one item): the item subscription applies the mapper")
public class MultiItemTransformTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return elements == 0
                ? Multi.createFrom().empty()
                : Multi.createFrom().item(41L).onItem().transform(item -> item + 1);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return null; // the mapper fails only on a request: the TCK skips the failed-publisher tests
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1;
    }
}
