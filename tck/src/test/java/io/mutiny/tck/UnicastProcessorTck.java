package io.mutiny.tck;

import io.mutiny.operators.multi.processors.UnicastProcessor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Flow;
import org.reactivestreams.tck.PublisherVerification;
import org.reactivestreams.tck.TestEnvironment;
import org.reactivestreams.tck.flow.IdentityFlowProcessorVerification;

@Verifies("`UnicastProcessor` as an identity processor (one subscriber)")
public class UnicastProcessorTck extends IdentityFlowProcessorVerification<Long> {

    public UnicastProcessorTck() {
        super(new TestEnvironment(), PublisherVerification.envPublisherReferenceGCTimeoutMillis());
    }

    @Override
    public Flow.Processor<Long, Long> createIdentityFlowProcessor(int bufferSize) {
        return UnicastProcessor.create();
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        UnicastProcessor<Long> processor = UnicastProcessor.create();
        processor.onError(new MultiOperatorTck.TckFailure());
        return processor;
    }

    @Override
    public Long createElement(int element) {
        return (long) element;
    }

    @Override
    public long maxSupportedSubscribers() {
        return 1;
    }

    @Override
    public ExecutorService publisherExecutorService() {
        return PublisherTck.EXECUTOR;
    }
}
