package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`range(..).onItem().transform(..)` pushed (with a filter below, see `MultiFusedRangeTransformEmitOnTck`):"
        + " the range applies the mapper in its own loop")
public class MultiRangeTransformTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom().range(0, (int) elements).onItem().transform(Integer::longValue);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return null; // the mapper fails only on a request: the TCK skips the failed-publisher tests
    }

    @Override
    public long maxElementsFromPublisher() {
        return Integer.MAX_VALUE;
    }
}
