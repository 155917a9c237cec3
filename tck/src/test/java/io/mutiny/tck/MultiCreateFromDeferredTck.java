package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`Multi.createFrom().deferred(supplier)`; the failed publisher's supplier throws")
public class MultiCreateFromDeferredTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom().deferred(() -> longs(elements));
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom().deferred(() -> {
            throw new MultiOperatorTck.TckFailure();
        });
    }
}
