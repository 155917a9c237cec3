package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies(
        "`item(x).onItem().transformToMultiAndConcatenate(..)` of a single known item: mapped at the first"
                + " request, a known inner item emitted within it, any other inner relayed; the failed publisher's mapper throws")
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
        return Multi.createFrom().item(1).onItem().transformToMultiAndConcatenate(n -> {
            throw new MultiOperatorTck.TckFailure();
        });
    }

    @Override
    public long maxElementsFromPublisher() {
        return Integer.MAX_VALUE;
    }
}
