package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;

@Verifies("`Multi.createFrom().completionStage(stage)` (at most one item); a failed future as the failed publisher")
public class MultiCreateFromCompletionStageTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return elements == 0
                ? Multi.createFrom().completionStage(CompletableFuture.completedFuture(null))
                : Multi.createFrom().completionStage(CompletableFuture.supplyAsync(() -> 7L));
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom().completionStage(CompletableFuture.failedFuture(new MultiOperatorTck.TckFailure()));
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1;
    }
}
