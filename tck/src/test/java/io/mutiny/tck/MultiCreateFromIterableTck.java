package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`Multi.createFrom().iterable(iterable)`, and a failing iterator as the failed publisher")
public class MultiCreateFromIterableTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return longs(elements);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom().iterable(() -> {
            throw new MultiOperatorTck.TckFailure();
        });
    }
}
