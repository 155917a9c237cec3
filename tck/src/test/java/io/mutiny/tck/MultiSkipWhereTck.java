package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.helpers.Subscriptions;
import java.util.concurrent.Flow;

@Verifies("`skip().where(predicate)` skipping every other item")
public class MultiSkipWhereTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return longs(Subscriptions.multiply(elements, 2)).skip().where(x -> x % 2 == 1);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long>failure(new MultiOperatorTck.TckFailure())
                .skip()
                .where(x -> x % 2 == 1);
    }
}
