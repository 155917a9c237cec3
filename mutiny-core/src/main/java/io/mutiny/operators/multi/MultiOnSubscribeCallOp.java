package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.operators.uni.UniCallSubscriber;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.function.Function;

/**
 * Calls an asynchronous callback with the upstream subscription and passes the subscription downstream only when the
 * returned {@link Uni} emits an item. If the Uni fails (or the callback throws or returns {@code null}), the upstream
 * is cancelled and the downstream receives a cancelled subscription followed by the failure.
 */
public final class MultiOnSubscribeCallOp<T> extends MultiOperator<T, T> {

    private final Function<? super Flow.Subscription, Uni<?>> callback;

    public MultiOnSubscribeCallOp(Multi<? extends T> upstream, Function<? super Flow.Subscription, Uni<?>> callback) {
        super(upstream);
        this.callback = callback;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe().withSubscriber(new SubscribeCallProcessor<>(subscriber, callback));
    }

    static final class SubscribeCallProcessor<T> extends MultiOperatorProcessor<T, T> {

        private final Function<? super Flow.Subscription, Uni<?>> callback;

        SubscribeCallProcessor(
                MultiSubscriber<? super T> downstream, Function<? super Flow.Subscription, Uni<?>> callback) {
            super(downstream);
            this.callback = callback;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            UniCallSubscriber.call(
                    () -> callback.apply(subscription), () -> super.onSubscribe(subscription), failure -> {
                        subscription.cancel();
                        Subscriptions.fail(downstream, failure);
                    });
        }
    }
}
