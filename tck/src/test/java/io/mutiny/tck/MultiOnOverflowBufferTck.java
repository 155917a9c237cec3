package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;
import org.testng.annotations.Test;

/**
 * The asynchronous upstream fills the buffer as fast as it can: a stream longer than the buffer overflows it (by
 * design) whenever the subscriber is slower, so the size is capped at the buffer's, and rule 3.17's overflowing-demand
 * scenario, which the TCK runs on 2^31 items, runs in {@link #bufferMustNotSignalOnErrorWhenPendingAboveLongMaxValue()}.
 */
@Verifies("`onOverflow().buffer(n)` over an asynchronous upstream (`emitOn`); rule 3.17's overflowing-demand"
        + " scenario on a 1,000-item stream")
public class MultiOnOverflowBufferTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return longs(elements).emitOn(EXECUTOR).onOverflow().buffer(1024);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long>failure(new MultiOperatorTck.TckFailure())
                .onOverflow()
                .buffer(1024);
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1024;
    }

    /** Rule 3.17's overflowing-demand scenario, on a stream the buffer can hold. */
    @Test
    public void bufferMustNotSignalOnErrorWhenPendingAboveLongMaxValue() throws InterruptedException {
        verifyOverflowingDemandIsUnbounded(createFlowPublisher(1_000), 1_000);
    }
}
