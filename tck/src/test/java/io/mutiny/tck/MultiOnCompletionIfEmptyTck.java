package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.List;
import java.util.concurrent.Flow;

@Verifies("`onCompletion().ifEmpty().continueWith(..)`: an empty upstream switched to the fallback (0 or 1 item), a"
        + " non-empty one passed through")
public class MultiOnCompletionIfEmptyTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        if (elements == 0) {
            return Multi.createFrom().<Long>empty().onCompletion().ifEmpty().continueWith(List.of());
        }
        Multi<Long> upstream = elements == 1 ? Multi.createFrom().empty() : longs(elements);
        return upstream.onCompletion().ifEmpty().continueWith(-1L);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long>failure(new MultiOperatorTck.TckFailure())
                .onCompletion()
                .ifEmpty()
                .continueWith(-1L);
    }
}
