package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`Multi.createFrom().range(from, to)`")
public class MultiCreateFromRangeTck extends PublisherTck<Integer> {

    @Override
    public Flow.Publisher<Integer> createFlowPublisher(long elements) {
        return Multi.createFrom().range(0, (int) elements);
    }

    @Override
    public Flow.Publisher<Integer> createFailedFlowPublisher() {
        return null; // a range cannot fail: the TCK skips the failed-publisher tests
    }

    @Override
    public long maxElementsFromPublisher() {
        return Integer.MAX_VALUE;
    }
}
