package io.mutiny.tck;

import io.mutiny.operators.multi.processors.BroadcastProcessor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Flow;
import org.reactivestreams.tck.PublisherVerification;
import org.reactivestreams.tck.TestEnvironment;
import org.reactivestreams.tck.flow.IdentityFlowProcessorVerification;

@Verifies("`BroadcastProcessor` as an identity processor")
public class BroadcastProcessorTck extends IdentityFlowProcessorVerification<Long> {

    public BroadcastProcessorTck() {
        super(new TestEnvironment(), PublisherVerification.envPublisherReferenceGCTimeoutMillis());
    }

    @Override
    public Flow.Processor<Long, Long> createIdentityFlowProcessor(int bufferSize) {
        return BroadcastProcessor.create();
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        BroadcastProcessor<Long> processor = BroadcastProcessor.create();
        processor.onError(new MultiOperatorTck.TckFailure());
        return processor;
    }

    @Override
    public Long createElement(int element) {
        return (long) element;
    }

    @Override
    public ExecutorService publisherExecutorService() {
        return PublisherTck.EXECUTOR;
    }
}
