package io.mutiny.tck;

import io.mutiny.Multi;
import java.time.Duration;
import java.util.concurrent.Flow;

/** Like {@link MultiCreateFromTicksTck}, keeping the latest tick instead of dropping the new ones. */
@Verifies("`onOverflow().dropPreviousItems()` over `ticks().every(1 ms)`, then `select().first(n)`")
public class MultiOnOverflowDropPreviousItemsTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom()
                .ticks()
                .onExecutor(SCHEDULER)
                .every(Duration.ofMillis(1))
                .onOverflow()
                .dropPreviousItems()
                .select()
                .first(elements);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long>failure(new MultiOperatorTck.TckFailure())
                .onOverflow()
                .dropPreviousItems();
    }
}
