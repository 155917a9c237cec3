package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;
import java.util.stream.LongStream;

@Verifies("`items(array).onOverflow().bufferUnconditionally().emitOn(executor)`: emitOn polling the array through"
        + " the buffer on the executor (SYNC fusion across a boundary)")
public class MultiFusedItemsBufferUnconditionallyEmitOnTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        Long[] items = LongStream.range(0, elements).boxed().toArray(Long[]::new);
        return Multi.createFrom()
                .items(items)
                .onOverflow()
                .bufferUnconditionally()
                .emitOn(EXECUTOR, 16);
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
