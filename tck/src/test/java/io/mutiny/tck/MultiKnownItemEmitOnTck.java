package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`item(x).emitOn(executor)`: the known item delivered by one task object, without a source subscription"
        + " or a queue")
public class MultiKnownItemEmitOnTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return elements == 0
                ? Multi.createFrom().<Long>empty().emitOn(EXECUTOR)
                : Multi.createFrom().item(42L).emitOn(EXECUTOR);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return null; // a known item cannot fail: the TCK skips the failed-publisher tests
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1;
    }
}
