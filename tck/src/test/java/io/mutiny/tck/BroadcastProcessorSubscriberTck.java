package io.mutiny.tck;

import io.mutiny.operators.multi.processors.BroadcastProcessor;
import java.util.concurrent.Flow;
import org.reactivestreams.tck.TestEnvironment;
import org.reactivestreams.tck.flow.FlowSubscriberBlackboxVerification;

@Verifies("`BroadcastProcessor` as a subscriber (it requests everything upstream), without subscribers of its own")
public class BroadcastProcessorSubscriberTck extends FlowSubscriberBlackboxVerification<Long> {

    public BroadcastProcessorSubscriberTck() {
        super(new TestEnvironment());
    }

    @Override
    public Flow.Subscriber<Long> createFlowSubscriber() {
        return BroadcastProcessor.create();
    }

    @Override
    public Long createElement(int element) {
        return (long) element;
    }
}
