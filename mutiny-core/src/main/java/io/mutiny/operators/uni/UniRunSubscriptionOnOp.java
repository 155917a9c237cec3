package io.mutiny.operators.uni;

import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;

/**
 * Subscribes to the upstream from a task submitted to the executor, so that the upstream's subscription-time work
 * (and, for synchronous sources, the outcome) runs on that executor. The downstream receives its subscription at
 * once, on the subscribing thread, and may cancel before the task runs: the upstream is then not subscribed (or
 * cancelled as soon as it hands its subscription). A rejected task fails the downstream with the
 * {@link RejectedExecutionException}; an exception thrown by the upstream's {@code subscribe} fails it too.
 *
 * @param <T> the type of the item
 */
public final class UniRunSubscriptionOnOp<T> extends UniOperator<T, T> {

    private final Executor executor;

    /** Builds the operator; nothing happens until a subscription (see the class description). */
    public UniRunSubscriptionOnOp(Uni<T> upstream, Executor executor) {
        super(upstream);
        this.executor = executor;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        SubscribeOnProcessor<T> processor = new SubscribeOnProcessor<>(subscriber);
        processor.downstream.onSubscribe(processor);
        if (processor.isDone()) {
            return;
        }
        try {
            executor.execute(() -> {
                if (!processor.isDone()) {
                    try {
                        AbstractUni.subscribe(upstream(), processor);
                    } catch (Throwable thrown) {
                        Exceptions.throwIfFatal(thrown);
                        // nobody would see it on the executor's thread: the downstream gets it instead
                        processor.onFailure(thrown);
                    }
                }
            });
        } catch (RejectedExecutionException rejected) {
            processor.onFailure(rejected);
        }
    }

    private static final class SubscribeOnProcessor<T> extends UniOperatorProcessor<T, T> {
        SubscribeOnProcessor(UniSubscriber<? super T> downstream) {
            super(downstream);
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            // the downstream already holds this processor as its subscription
            setUpstream(subscription);
        }
    }
}
