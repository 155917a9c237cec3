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
import java.util.function.Function;

/**
 * Emits the upstream item once the companion {@code Uni} returned by {@code selector} for that item emits its own
 * (ignored) item, on the companion's thread. Upstream failures are forwarded at once; a companion failure, a
 * selector exception or a {@code null} companion becomes the failure. Cancellation reaches the upstream and the
 * companion.
 */
public final class UniDelayUntilOp<T> extends UniOperator<T, T> {

    private final Function<? super T, Uni<?>> selector;

    public UniDelayUntilOp(Uni<T> upstream, Function<? super T, Uni<?>> selector) {
        super(upstream);
        this.selector = selector;
    }

    @Override
    public void subscribe(UniSubscriber<? super T> subscriber) {
        AbstractUni.subscribe(upstream(), new DelayUntilProcessor<>(this, subscriber));
    }

    static final class DelayUntilProcessor<T> extends UniOperatorProcessor<T, T> {

        private final Function<? super T, Uni<?>> selector;
        private final CancellableSlot companion = new CancellableSlot();

        DelayUntilProcessor(UniDelayUntilOp<T> operator, UniSubscriber<? super T> downstream) {
            super(downstream);
            this.selector = operator.selector;
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
            AbstractUni.subscribe(delay, new CompanionSubscriber(item));
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
