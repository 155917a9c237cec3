package io.mutiny.tck;

import io.mutiny.Multi;
import java.io.IOException;
import java.util.concurrent.Flow;

@Verifies("`range(..).onItem().transform(..).emitOn(executor).emitOn(executor)`: the second emitOn polling the"
        + " first one's queue (ASYNC fusion across a boundary)")
public class MultiFusedEmitOnEmitOnTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom()
                .range(0, (int) elements)
                .onItem()
                .transform(Integer::longValue)
                .emitOn(EXECUTOR, 16)
                .emitOn(EXECUTOR, 8);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long>failure(new IOException("boom"))
                .emitOn(EXECUTOR, 16)
                .emitOn(EXECUTOR, 8);
    }

    @Override
    public long maxElementsFromPublisher() {
        return Integer.MAX_VALUE;
    }
}
