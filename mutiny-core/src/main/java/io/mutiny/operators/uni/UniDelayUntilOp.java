package io.mutiny.operators.uni;

import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.helpers.CancellableSlot;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Function;

/**
 * Emits the upstream item once the companion {@code Uni} returned by {@code selector} for that item emits its own
 * (ignored) item, on the companion's thread. The companion is subscribed from a task on {@code executor}, so a
 * synchronous companion emits on the executor's thread. Upstream failures are forwarded at once; a companion
 * failure, a selector exception, a {@code null} companion or a rejected task becomes the failure. Cancellation
 * reaches the upstream and the companion.
 */
public final class UniDelayUntilOp<T> extends UniOperator<T, T> {

    private final Function<? super T, Uni<?>> selector;
    private final Executor executor;

    public UniDelayUntilOp(Uni<T> upstream, Function<? super T, Uni<?>> selector, Executor executor) {
        super(upstream);
        this.selector = selector;
        this.executor = executor;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        AbstractUni.subscribe(upstream(), new DelayUntilProcessor<>(this, subscriber));
    }

    static final class DelayUntilProcessor<T> extends UniOperatorProcessor<T, T> {

        private final Function<? super T, Uni<?>> selector;
        private final Executor executor;
        private final CancellableSlot companion = new CancellableSlot();

        DelayUntilProcessor(UniDelayUntilOp<T> operator, UniSubscriber<? super T> downstream) {
            super(downstream);
            this.selector = operator.selector;
            this.executor = operator.executor;
        }

        @Override
        public void onItem(T item) {
            if (isDone()) {
                return;
            }
            Uni<?> delay;
            try {
                delay = ParameterValidation.nonNullNpe(selector.apply(item), ParameterValidation.MAPPER_RETURNED_NULL);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                super.onFailure(failure);
                return;
            }
            try {
                executor.execute(() -> {
                    if (!isDone()) {
                        AbstractUni.subscribe(delay, new CompanionSubscriber(item));
                    }
                });
            } catch (RejectedExecutionException rejected) {
                super.onFailure(rejected);
            }
        }

        @Override
        public void cancel() {
            companion.cancel();
            super.cancel();
        }

        private final class CompanionSubscriber implements UniSubscriber<Object> {
            private final T item;

            CompanionSubscriber(T item) {
                this.item = item;
            }

            @Override
            public void onSubscribe(UniSubscription subscription) {
                companion.set(subscription::cancel);
            }

            @Override
            public void onItem(Object ignored) {
                DelayUntilProcessor.super.onItem(item);
            }

            @Override
            public void onFailure(Throwable failure) {
                if (companion.isCancelled()) {
                    Infrastructure.handleDroppedException(failure);
                } else {
                    DelayUntilProcessor.super.onFailure(failure);
                }
            }

            @Override
            public Context context() {
                return DelayUntilProcessor.this.context();
            }
        }
    }
}
