package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`onCompletion().continueWith(items)` (upstream one item shorter)")
public class MultiOnCompletionContinueWithTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return elements == 0
                ? Multi.createFrom().empty()
                : longs(elements - 1).onCompletion().continueWith(-1L);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long>failure(new MultiOperatorTck.TckFailure())
                .onCompletion()
                .continueWith(-1L);
    }
}
