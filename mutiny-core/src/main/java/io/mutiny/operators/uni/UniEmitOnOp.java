package io.mutiny.operators.uni;

import io.mutiny.Uni;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.UniSubscriber;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;

/**
 * Delivers the item or the failure from a task submitted to the executor (one task per outcome); the subscription
 * is passed downstream on the subscribing thread. A rejected task fails the downstream with the
 * {@link RejectedExecutionException}, on the thread that produced the outcome. A cancellation before the task runs
 * stops the delivery.
 *
 * @param <T> the type of the item
 */
public final class UniEmitOnOp<T> extends UniOperator<T, T> {

    private final Executor executor;

    /** Builds the operator; nothing happens until a subscription (see the class description). */
    public UniEmitOnOp(Uni<T> upstream, Executor executor) {
        super(upstream);
        this.executor = executor;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        AbstractUni.subscribe(upstream(), new EmitOnProcessor<>(subscriber, executor));
    }

    private static final class EmitOnProcessor<T> extends UniOperatorProcessor<T, T> {
        private final Executor executor;

        EmitOnProcessor(UniSubscriber<? super T> downstream, Executor executor) {
            super(downstream);
            this.executor = executor;
        }

        @Override
        public void onItem(T item) {
            if (markDone()) {
                dispatch(() -> {
                    if (!isCancelled()) {
                        downstream.onItem(item);
                    }
                });
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (markDone()) {
                dispatch(() -> {
                    if (!isCancelled()) {
                        downstream.onFailure(failure);
                    }
                });
            } else {
                super.onFailure(failure);
            }
        }

        private void dispatch(Runnable delivery) {
            try {
                executor.execute(delivery);
            } catch (RejectedExecutionException rejected) {
                downstream.onFailure(rejected);
            }
        }
    }
}
