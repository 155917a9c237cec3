package io.mutiny.operators.uni;

import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Reports every event ({@code onSubscribe}, {@code onItem}, {@code onFailure}, {@code cancel}: Mutiny's names) to
 * the operator logger of {@link Infrastructure}, under {@code identifier.N} where {@code N} numbers the
 * subscriptions, then forwards it unchanged on the same thread.
 *
 * @param <T> the type of the item
 */
public final class UniLogOp<T> extends UniOperator<T, T> {

    private final String identifier;
    private final AtomicLong subscriptions = new AtomicLong();

    /** Builds the operator; nothing happens until a subscription (see the class description). */
    public UniLogOp(Uni<T> upstream, String identifier) {
        super(upstream);
        this.identifier = identifier;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        String name = identifier + "." + subscriptions.getAndIncrement();
        AbstractUni.subscribe(upstream(), new LogProcessor<>(subscriber, name));
    }

    private static final class LogProcessor<T> extends UniOperatorProcessor<T, T> {
        private final String name;

        LogProcessor(UniSubscriber<? super T> downstream, String name) {
            super(downstream);
            this.name = name;
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            Infrastructure.logFromOperator(name, "onSubscribe", null, null);
            super.onSubscribe(subscription);
        }

        @Override
        public void onItem(T item) {
            if (!isDone()) {
                Infrastructure.logFromOperator(name, "onItem", item, null);
            }
            super.onItem(item);
        }

        @Override
        public void onFailure(Throwable failure) {
            if (!isDone()) {
                Infrastructure.logFromOperator(name, "onFailure", null, failure);
            }
            super.onFailure(failure);
        }

        @Override
        public void cancel() {
            if (!isDone()) {
                Infrastructure.logFromOperator(name, "cancel", null, null);
            }
            super.cancel();
        }
    }
}
