package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;
import java.util.stream.LongStream;

@Verifies("`Multi.createFrom().items(Supplier<Stream>)`; the failed publisher's supplier throws")
public class MultiCreateFromItemsTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom().items(() -> LongStream.range(0, elements).boxed());
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom().items(() -> {
            throw new MultiOperatorTck.TckFailure();
        });
    }
}
