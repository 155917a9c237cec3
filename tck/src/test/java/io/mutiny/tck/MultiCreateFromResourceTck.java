package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`Multi.createFrom().resource(supplier, streamer).withFinalizer(consumer)`; the failed publisher's streamer"
        + " returns a failed stream")
public class MultiCreateFromResourceTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom()
                .resource(() -> "resource", resource -> longs(elements))
                .withFinalizer(resource -> {});
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .resource(() -> "resource", resource -> Multi.createFrom()
                        .<Long>failure(new MultiOperatorTck.TckFailure()))
                .withFinalizer(resource -> {});
    }
}
