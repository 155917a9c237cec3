package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`range(..).onItem().transform(..).select().where(..).emitOn(executor)`: a fuseable chain refusing the"
        + " thread boundary")
public class MultiFusedRangeTransformEmitOnTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom()
                .range(0, (int) elements)
                .onItem()
                .transform(Integer::longValue)
                .select()
                .where(item -> item >= 0)
                .emitOn(EXECUTOR, 16);
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
