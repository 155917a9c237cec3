package io.mutiny.operators.multi;

import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/** Never emits any signal after {@code onSubscribe}, except the failure of an invalid request (rule 3.9). */
public final class MultiNothingOp<T> extends AbstractMulti<T> {

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        subscriber.onSubscribe(new SilentSubscription(subscriber));
    }

    static final class SilentSubscription implements Flow.Subscription {

        private static final AtomicIntegerFieldUpdater<SilentSubscription> TERMINATED =
                AtomicIntegerFieldUpdater.newUpdater(SilentSubscription.class, "terminated");

        private final MultiSubscriber<?> downstream;
        private volatile int terminated;

        SilentSubscription(MultiSubscriber<?> downstream) {
            this.downstream = downstream;
        }

        @Override
        public void request(long n) {
            if (n <= 0 && TERMINATED.compareAndSet(this, 0, 1)) {
                downstream.onFailure(Subscriptions.invalidRequest(n));
            }
        }

        @Override
        public void cancel() {
            terminated = 1;
        }
    }
}
