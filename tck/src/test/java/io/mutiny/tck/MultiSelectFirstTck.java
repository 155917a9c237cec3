package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.helpers.Subscriptions;
import java.util.concurrent.Flow;

@Verifies("`select().first(n)` on a longer upstream")
public class MultiSelectFirstTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return longs(Subscriptions.add(elements, 10)).select().first(elements);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long>failure(new MultiOperatorTck.TckFailure())
                .select()
                .first(10);
    }
}
