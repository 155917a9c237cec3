package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicLong;

@Verifies("`Multi.createBy().repeating().supplier(..).atMost(n)`; no failed publisher: it fails only on demand")
public class MultiCreateByRepeatingTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        AtomicLong counter = new AtomicLong();
        return elements == 0
                ? Multi.createFrom().empty()
                : Multi.createBy()
                        .repeating()
                        .supplier(counter::getAndIncrement)
                        .atMost(elements);
    }

    /** Repetition is driven by demand: its supplier, hence its failure, is only reached once an item is requested. */
    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return null;
    }
}
