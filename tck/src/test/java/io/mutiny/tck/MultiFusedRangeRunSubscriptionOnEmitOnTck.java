package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`range(..).runSubscriptionOn(executor).emitOn(executor)`: emitOn polling the range through runSubscriptionOn")
public class MultiFusedRangeRunSubscriptionOnEmitOnTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom()
                .range(0, (int) elements)
                .runSubscriptionOn(EXECUTOR)
                .emitOn(EXECUTOR, 16)
                .onItem()
                .transform(Integer::longValue);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return null; // a range cannot fail: the TCK skips the failed-publisher tests
    }

    @Override
    public long maxElementsFromPublisher() {
        return Integer.MAX_VALUE;
    }
}
