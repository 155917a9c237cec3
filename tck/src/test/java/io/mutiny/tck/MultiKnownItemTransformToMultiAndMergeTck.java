package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`item(x).onItem().transformToMultiAndMerge(..)` of a single known item: the downstream subscribes to an"
        + " inner `range` (or `item`) directly, any other inner is merged; the failed publisher's mapper throws")
public class MultiKnownItemTransformToMultiAndMergeTck extends PublisherTck<Integer> {

    @Override
    public Flow.Publisher<Integer> createFlowPublisher(long elements) {
        return Multi.createFrom().item((int) elements).onItem().transformToMultiAndMerge(n -> switch (n % 3) {
            case 0 -> Multi.createFrom().range(0, n);
            case 1 -> n == 1 ? Multi.createFrom().item(0) : Multi.createFrom().range(0, n);
            default -> Multi.createFrom().range(0, n).onItem().transform(i -> i);
        });
    }

    @Override
    public Flow.Publisher<Integer> createFailedFlowPublisher() {
        return Multi.createFrom().item(1).onItem().transformToMultiAndMerge(n -> {
            throw new MultiOperatorTck.TckFailure();
        });
    }

    @Override
    public long maxElementsFromPublisher() {
        return Integer.MAX_VALUE;
    }
}
