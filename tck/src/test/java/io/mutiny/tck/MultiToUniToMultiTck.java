package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`toUni().toMulti()` (at most one item)")
public class MultiToUniToMultiTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return elements == 0
                ? Multi.createFrom().empty()
                : longs(Long.MAX_VALUE).toUni().toMulti();
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long>failure(new MultiOperatorTck.TckFailure())
                .toUni()
                .toMulti();
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1;
    }
}
