package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`item(x).onItem().transformToMultiAndConcatenate(..)` of a single known item: mapped at the first"
        + " request, a known inner item emitted within it, any other inner relayed (no failed publisher: nothing fails"
        + " before a request)")
public class MultiKnownItemTransformToMultiAndConcatenateTck extends PublisherTck<Integer> {

    @Override
    public Flow.Publisher<Integer> createFlowPublisher(long elements) {
        return Multi.createFrom()
                .item((int) elements)
                .onItem()
                .transformToMultiAndConcatenate(n ->
                        n == 1 ? Multi.createFrom().item(0) : Multi.createFrom().range(0, n));
    }

    @Override
    public Flow.Publisher<Integer> createFailedFlowPublisher() {
        // nothing can fail before the first request: the item is mapped then, as in Mutiny (the failures that follow
        // a request are covered by MultiConcatMapTest)
        return null;
    }

    @Override
    public long maxElementsFromPublisher() {
        return Integer.MAX_VALUE;
    }
}
