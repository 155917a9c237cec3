package io.mutiny.tck;

import io.mutiny.Multi;
import java.time.Duration;
import java.util.concurrent.Flow;

/**
 * Ticks fail when a tick finds no demand, so the verified stream drops the ticks nobody asked for: it verifies
 * {@code ticks()} and {@code onOverflow().drop()} together. Ticks cannot fail, so the failed-publisher tests are
 * skipped.
 */
@Verifies("`Multi.createFrom().ticks().every(1 ms).onOverflow().drop().select().first(n)`")
public class MultiCreateFromTicksTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom()
                .ticks()
                .onExecutor(SCHEDULER)
                .every(Duration.ofMillis(1))
                .onOverflow()
                .drop()
                .select()
                .first(elements);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return null;
    }
}
