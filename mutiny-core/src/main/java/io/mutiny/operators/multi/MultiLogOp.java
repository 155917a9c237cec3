package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Logs every signal crossing this point, through {@link Infrastructure#logFromOperator}, then passes it on unchanged:
 * {@code onSubscribe}, {@code onItem}, {@code onFailure}, {@code onCompletion} from upstream and {@code request},
 * {@code cancel} from downstream. Each subscription logs under {@code identifier.N}, N counting subscriptions from 0.
 */
public final class MultiLogOp<T> extends MultiOperator<T, T> {

    private final String identifier;
    private final AtomicLong subscriptions = new AtomicLong();

    public MultiLogOp(Multi<T> upstream, String identifier) {
        super(upstream);
        this.identifier = identifier;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        String id = identifier + "." + subscriptions.getAndIncrement();
        upstream().subscribe().withSubscriber(new LogProcessor<>(subscriber, id));
    }

    static final class LogProcessor<T> extends MultiOperatorProcessor<T, T> {

        private final String id;

        LogProcessor(MultiSubscriber<? super T> downstream, String id) {
            super(downstream);
            this.id = id;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            Infrastructure.logFromOperator(id, "onSubscribe", null, null);
            super.onSubscribe(subscription);
        }

        @Override
        public void onItem(T item) {
            if (!isDone()) {
                Infrastructure.logFromOperator(id, "onItem", item, null);
                downstream.onItem(item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            Infrastructure.logFromOperator(id, "onFailure", null, failure);
            super.onFailure(failure);
        }

        @Override
        public void onCompletion() {
            Infrastructure.logFromOperator(id, "onCompletion", null, null);
            super.onCompletion();
        }

        @Override
        public void request(long n) {
            Infrastructure.logFromOperator(id, "request", n, null);
            super.request(n);
        }

        @Override
        public void cancel() {
            Infrastructure.logFromOperator(id, "cancel", null, null);
            super.cancel();
        }
    }
}
