package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;
import java.util.stream.LongStream;

@Verifies("`items(array).emitOn(executor)`: emitOn polling the fused array on the executor (SYNC fusion across a"
        + " boundary, the iterator-based sources' subscription)")
public class MultiFusedItemsEmitOnTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        Long[] items = LongStream.range(0, elements).boxed().toArray(Long[]::new);
        return Multi.createFrom().items(items).emitOn(EXECUTOR, 16);
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
