package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;
import org.testng.annotations.Test;

/**
 * The buffer requests everything and keeps what the subscriber has not taken, so the size is capped; rule 3.17's
 * overflowing-demand scenario, which the TCK runs on 2^31 items, runs in
 * {@link #fusedBufferMustNotSignalOnErrorWhenPendingAboveLongMaxValue()}.
 */
@Verifies("`onOverflow().bufferUnconditionally().emitOn(executor)`: emitOn polling the buffer (ASYNC fusion across"
        + " a boundary); rule 3.17's overflowing-demand scenario on a 1,000-item stream")
public class MultiFusedBufferUnconditionallyEmitOnTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return longs(elements).onOverflow().bufferUnconditionally().emitOn(EXECUTOR, 8);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long>failure(new MultiOperatorTck.TckFailure())
                .onOverflow()
                .bufferUnconditionally()
                .emitOn(EXECUTOR, 8);
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1024;
    }

    /** Rule 3.17's overflowing-demand scenario, on a stream the buffer can hold. */
    @Test
    public void fusedBufferMustNotSignalOnErrorWhenPendingAboveLongMaxValue() throws InterruptedException {
        verifyOverflowingDemandIsUnbounded(createFlowPublisher(1_000), 1_000);
    }
}
