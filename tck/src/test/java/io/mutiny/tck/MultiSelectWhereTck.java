package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.helpers.Subscriptions;
import java.util.concurrent.Flow;

@Verifies("`select().where(predicate)` dropping every other item (twice as many upstream)")
public class MultiSelectWhereTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return longs(Subscriptions.multiply(elements, 2)).select().where(x -> x % 2 == 0);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long>failure(new MultiOperatorTck.TckFailure())
                .select()
                .where(x -> x % 2 == 0);
    }
}
