package io.mutiny.operators.uni;

import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.function.Supplier;

/**
 * When the downstream cancels before the outcome, subscribes to the {@code Uni} the supplier produces and cancels
 * the upstream once that {@code Uni} emits its item or failure (a failure, or a throwing supplier, goes to
 * {@link Infrastructure#handleDroppedException(Throwable)} and the upstream is cancelled at once). A cancellation
 * after the outcome does nothing. Items and failures pass through unchanged.
 *
 * @param <T> the type of the item
 */
public final class UniOnCancellationCallOp<T> extends UniOperator<T, T> {

    private final Supplier<? extends Uni<?>> supplier;

    /** Builds the operator; nothing happens until a subscription (see the class description). */
    public UniOnCancellationCallOp(Uni<T> upstream, Supplier<? extends Uni<?>> supplier) {
        super(upstream);
        this.supplier = supplier;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        AbstractUni.subscribe(upstream(), new OnCancellationProcessor<>(subscriber, supplier));
    }

    private static final class OnCancellationProcessor<T> extends UniOperatorProcessor<T, T> {
        private final Supplier<? extends Uni<?>> supplier;

        OnCancellationProcessor(UniSubscriber<? super T> downstream, Supplier<? extends Uni<?>> supplier) {
            super(downstream);
            this.supplier = supplier;
        }

        // the outcome and the cancellation exclude each other: the callback never runs after the outcome
        @Override
        public void onItem(T item) {
            if (markDone()) {
                downstream.onItem(item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (markDone()) {
                downstream.onFailure(failure);
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        @Override
        public void cancel() {
            UniSubscription upstream = cancelAndTakeUpstream();
            if (upstream == DONE) {
                return;
            }
            Uni<?> action;
            try {
                action = ParameterValidation.nonNullNpe(supplier.get(), ParameterValidation.SUPPLIER_PRODUCED_NULL);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                Infrastructure.handleDroppedException(failure);
                cancelQuietly(upstream);
                return;
            }
            AbstractUni.subscribe(action, new UniSubscriber<Object>() {
                @Override
                public Context context() {
                    // asked for only if the action needs it: finding it walks the rest of the chain
                    return OnCancellationProcessor.this.context();
                }

                @Override
                public void onSubscribe(UniSubscription subscription) {
                    // the action runs to its end: nothing cancels it
                }

                @Override
                public void onItem(Object ignored) {
                    cancelQuietly(upstream);
                }

                @Override
                public void onFailure(Throwable failure) {
                    Infrastructure.handleDroppedException(failure);
                    cancelQuietly(upstream);
                }
            });
        }

        private static void cancelQuietly(UniSubscription upstream) {
            if (upstream != null) {
                UniTrampoline.cancel(upstream);
            }
        }
    }
}
