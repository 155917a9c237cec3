package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`collect().asList().toMulti()` (one item)")
public class MultiCollectAsListTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return elements == 0
                ? Multi.createFrom().empty()
                : longs(100).collect().asList().toMulti().onItem().transform(list -> (long) list.size());
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        // toMulti() subscribes to the Uni on the first request (as in Mutiny), so a failing stream fails only once
        // an item is requested, and the failed-publisher tests request nothing
        return null;
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1;
    }
}
