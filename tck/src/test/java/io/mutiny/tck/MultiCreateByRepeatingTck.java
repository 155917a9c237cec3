package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicLong;

@Verifies("`Multi.createBy().repeating().supplier(..).atMost(n)`")
public class MultiCreateByRepeatingTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        AtomicLong counter = new AtomicLong();
        return elements == 0 ? Multi.createFrom().empty() : Multi.createBy().repeating().supplier(counter::getAndIncrement).atMost(elements);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createBy().repeating().<Long>supplier(() -> {
            throw new MultiOperatorTck.TckFailure();
        }).atMost(3);
    }
}
