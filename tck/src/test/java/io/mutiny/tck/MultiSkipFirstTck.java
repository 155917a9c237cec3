package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.helpers.Subscriptions;
import java.util.concurrent.Flow;

@Verifies("`skip().first(n)` on a longer upstream")
public class MultiSkipFirstTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return longs(Subscriptions.add(elements, 10)).skip().first(10);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long>failure(new MultiOperatorTck.TckFailure())
                .skip()
                .first(10);
    }
}
