package io.mutiny.tck;

import java.util.concurrent.Flow;
import java.util.function.Consumer;
import org.reactivestreams.tck.SubscriberWhiteboxVerification.SubscriberPuppet;
import org.reactivestreams.tck.SubscriberWhiteboxVerification.WhiteboxSubscriberProbe;

/**
 * Wraps a subscriber under test for the whitebox verification: every signal goes to the subscriber under test
 * first, then is reported to the TCK's probe. The puppet requests and cancels through {@code requester} and
 * {@code canceller}, i.e. through the subscriber's own API when it has one.
 */
final class ProbingSubscriber<T> implements Flow.Subscriber<T> {

    interface Control {
        void request(long n);

        void cancel();
    }

    private final Flow.Subscriber<T> subscriberUnderTest;
    private final WhiteboxSubscriberProbe<T> probe;
    private final Consumer<Flow.Subscription> onSubscription;
    private volatile Control control;

    ProbingSubscriber(
            Flow.Subscriber<T> subscriberUnderTest,
            WhiteboxSubscriberProbe<T> probe,
            Consumer<Flow.Subscription> onSubscription) {
        this.subscriberUnderTest = subscriberUnderTest;
        this.probe = probe;
        this.onSubscription = onSubscription;
    }

    /** Sets how the puppet requests and cancels; called before the subscription is registered with the probe. */
    void control(Control control) {
        this.control = control;
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        subscriberUnderTest.onSubscribe(subscription);
        onSubscription.accept(subscription);
        probe.registerOnSubscribe(new SubscriberPuppet() {
            @Override
            public void triggerRequest(long elements) {
                control.request(elements);
            }

            @Override
            public void signalCancel() {
                control.cancel();
            }
        });
    }

    @Override
    public void onNext(T item) {
        subscriberUnderTest.onNext(item);
        probe.registerOnNext(item);
    }

    @Override
    public void onError(Throwable failure) {
        subscriberUnderTest.onError(failure);
        probe.registerOnError(failure);
    }

    @Override
    public void onComplete() {
        subscriberUnderTest.onComplete();
        probe.registerOnComplete();
    }
}
