package io.mutiny.tck;

import io.mutiny.operators.multi.processors.UnicastProcessor;
import java.util.concurrent.Flow;
import org.testng.annotations.Test;

/**
 * The processor buffers the whole stream before the subscriber arrives, so the size is capped; rule 3.17's
 * overflowing-demand scenario, which the TCK runs on 2^31 items, runs in
 * {@link #fusedProcessorMustNotSignalOnErrorWhenPendingAboveLongMaxValue()}.
 */
@Verifies("`UnicastProcessor.create()` then `emitOn(executor)`: emitOn polling the processor's buffer (ASYNC fusion"
        + " across a boundary); rule 3.17's overflowing-demand scenario on a 1,000-item stream")
public class MultiFusedUnicastProcessorEmitOnTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        UnicastProcessor<Long> processor = UnicastProcessor.create();
        longs(elements).subscribe(processor);
        return processor.emitOn(EXECUTOR, 8);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        UnicastProcessor<Long> processor = UnicastProcessor.create();
        processor.onError(new MultiOperatorTck.TckFailure());
        return processor.emitOn(EXECUTOR, 8);
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1024;
    }

    /** Rule 3.17's overflowing-demand scenario, on a stream the processor buffers. */
    @Test
    public void fusedProcessorMustNotSignalOnErrorWhenPendingAboveLongMaxValue() throws InterruptedException {
        verifyOverflowingDemandIsUnbounded(createFlowPublisher(1_000), 1_000);
    }
}
