package io.mutiny.operators.multi;

import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;

/**
 * The base of the processors that may complete the stream before the upstream does ({@code select().first(..)}):
 * they cancel the upstream and complete downstream, once.
 */
abstract class EarlyCompletingProcessor<T> extends MultiOperatorProcessor<T, T> {

    private volatile Flow.Subscription subscription;

    EarlyCompletingProcessor(MultiSubscriber<? super T> downstream) {
        super(downstream);
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        if (this.subscription == null) {
            this.subscription = subscription;
        }
        super.onSubscribe(subscription);
    }

    /** Cancels the upstream and completes downstream, unless already terminated or cancelled. */
    protected void completeAndCancel() {
        if (markDone()) {
            Flow.Subscription current = subscription;
            if (current != null) {
                current.cancel();
            }
            downstream.onCompletion();
        }
    }
}
