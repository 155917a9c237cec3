package io.mutiny.tck;

import io.mutiny.helpers.test.AssertSubscriber;
import java.util.concurrent.Flow;
import org.reactivestreams.tck.TestEnvironment;
import org.reactivestreams.tck.flow.FlowSubscriberWhiteboxVerification;

/** The test subscriber: requests and cancellations go through its own {@code request} and {@code cancel}. */
@Verifies("`AssertSubscriber` (the public test subscriber)")
public class AssertSubscriberTck extends FlowSubscriberWhiteboxVerification<Long> {

    public AssertSubscriberTck() {
        super(new TestEnvironment());
    }

    @Override
    public Flow.Subscriber<Long> createFlowSubscriber(WhiteboxSubscriberProbe<Long> probe) {
        AssertSubscriber<Long> subscriber = AssertSubscriber.create(0);
        ProbingSubscriber<Long> probing = new ProbingSubscriber<>(subscriber, probe, subscription -> {});
        probing.control(new ProbingSubscriber.Control() {
            @Override
            public void request(long n) {
                subscriber.request(n);
            }

            @Override
            public void cancel() {
                subscriber.cancel();
            }
        });
        return probing;
    }

    @Override
    public Long createElement(int element) {
        return (long) element;
    }
}
