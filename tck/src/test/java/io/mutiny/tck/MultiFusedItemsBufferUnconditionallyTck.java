package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;
import java.util.stream.LongStream;

@Verifies("`items(array).onOverflow().bufferUnconditionally()`: the buffer polling the array within the demand"
        + " (SYNC fusion with its upstream, no queue)")
public class MultiFusedItemsBufferUnconditionallyTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        Long[] items = LongStream.range(0, elements).boxed().toArray(Long[]::new);
        return Multi.createFrom().items(items).onOverflow().bufferUnconditionally();
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return null; // an array cannot fail: the TCK skips the failed-publisher tests
    }

    @Override
    public long maxElementsFromPublisher() {
        return 4096; // the array is built in memory
    }
}
