package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;

/**
 * Drops every upstream item and only forwards the completion or the failure. The upstream is requested
 * {@link Long#MAX_VALUE} items at once, as no item ever needs downstream demand.
 *
 * @param <T> the type of the upstream items
 */
public final class MultiIgnoreOp<T> extends MultiOperator<T, Void> {

    /** Creates the operator over {@code upstream}; the arguments are validated eagerly (see the class description). */
    public MultiIgnoreOp(Multi<? extends T> upstream) {
        super(upstream);
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super Void> subscriber) {
        upstream().subscribe(new IgnoreProcessor<T>(subscriber));
    }

    static final class IgnoreProcessor<T> extends MultiOperatorProcessor<T, Void> {

        IgnoreProcessor(MultiSubscriber<? super Void> downstream) {
            super(downstream);
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            super.onSubscribe(subscription);
            requestUpstream(Long.MAX_VALUE);
        }

        @Override
        public void onItem(T item) {
            // dropped
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                super.request(n);
            }
            // otherwise nothing to do: everything was requested upstream already
        }
    }
}
