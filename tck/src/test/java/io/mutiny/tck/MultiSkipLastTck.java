package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.helpers.Subscriptions;
import java.util.concurrent.Flow;

@Verifies("`skip().last(3)` on an upstream three items longer")
public class MultiSkipLastTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return longs(Subscriptions.add(elements, 3)).skip().last(3);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long>failure(new MultiOperatorTck.TckFailure())
                .skip()
                .last(3);
    }
}
