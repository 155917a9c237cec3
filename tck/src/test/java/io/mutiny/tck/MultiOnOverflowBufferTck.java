package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`onOverflow().buffer(n)` over an asynchronous upstream (`emitOn`)")
public class MultiOnOverflowBufferTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return longs(elements).emitOn(EXECUTOR).onOverflow().buffer(1024);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom().<Long>failure(new MultiOperatorTck.TckFailure()).onOverflow().buffer(1024);
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1024;
    }
}
