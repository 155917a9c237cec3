package io.mutiny.tck;

import io.mutiny.Context;
import io.mutiny.subscription.CancellableSubscriber;
import io.mutiny.subscription.Subscribers;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicReference;
import org.reactivestreams.tck.TestEnvironment;
import org.reactivestreams.tck.flow.FlowSubscriberWhiteboxVerification;

/** The subscriber behind {@code subscribe().with(..)}: requests come through the subscription it hands out. */
@Verifies("`Subscribers.from(..)`, the subscriber behind `subscribe().with(..)`")
public class SubscribersFromTck extends FlowSubscriberWhiteboxVerification<Long> {

    public SubscribersFromTck() {
        super(new TestEnvironment());
    }

    @Override
    public Flow.Subscriber<Long> createFlowSubscriber(WhiteboxSubscriberProbe<Long> probe) {
        AtomicReference<Flow.Subscription> handedOut = new AtomicReference<>();
        CancellableSubscriber<Long> subscriber =
                Subscribers.from(Context.empty(), item -> {}, failure -> {}, () -> {}, handedOut::set);
        ProbingSubscriber<Long> probing = new ProbingSubscriber<>(subscriber, probe, subscription -> {});
        probing.control(new ProbingSubscriber.Control() {
            @Override
            public void request(long n) {
                handedOut.get().request(n);
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
