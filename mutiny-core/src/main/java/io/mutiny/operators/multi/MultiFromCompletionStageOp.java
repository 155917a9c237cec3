package io.mutiny.operators.multi;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.function.Supplier;

/**
 * Emits the value of a {@link CompletionStage} produced for each subscriber, then completes. A {@code null} value
 * completes without item, an exceptional completion fails. The item waits for a request; the completion and the
 * failure do not. Cancelling cancels the stage when it is a {@link CompletableFuture}.
 */
public final class MultiFromCompletionStageOp<T> extends AbstractMulti<T> {

    private final Supplier<? extends CompletionStage<? extends T>> supplier;

    public MultiFromCompletionStageOp(Supplier<? extends CompletionStage<? extends T>> supplier) {
        this.supplier = ParameterValidation.nonNull(supplier, "supplier");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        CompletionStage<? extends T> stage;
        try {
            stage = ParameterValidation.nonNullNpe(supplier.get(), ParameterValidation.SUPPLIER_PRODUCED_NULL);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            Subscriptions.fail(subscriber, failure);
            return;
        }
        StageSubscription<T> subscription = new StageSubscription<>(subscriber, stage);
        subscriber.onSubscribe(subscription);
        stage.whenComplete(subscription::onStageCompletion);
    }

    static final class StageSubscription<T> implements Flow.Subscription {

        private static final int REQUESTED = 1;
        private static final int HAS_VALUE = 2;
        private static final int DONE = 4;

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<StageSubscription> STATE =
                AtomicIntegerFieldUpdater.newUpdater(StageSubscription.class, "state");

        private final MultiSubscriber<? super T> downstream;
        private final CompletionStage<? extends T> stage;
        private volatile int state;
        private T value;

        StageSubscription(MultiSubscriber<? super T> downstream, CompletionStage<? extends T> stage) {
            this.downstream = downstream;
            this.stage = stage;
        }

        void onStageCompletion(T result, Throwable failure) {
            if (failure != null) {
                Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                        ? failure.getCause()
                        : failure;
                if (terminate()) {
                    downstream.onFailure(cause);
                } else {
                    Infrastructure.handleDroppedException(cause);
                }
            } else if (result == null) {
                if (terminate()) {
                    downstream.onCompletion();
                }
            } else {
                value = result;
                if (addFlag(HAS_VALUE) == REQUESTED) {
                    emit();
                }
            }
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                if (terminate()) {
                    cancelStage();
                    downstream.onFailure(Subscriptions.invalidRequest(n));
                }
                return;
            }
            if (addFlag(REQUESTED) == HAS_VALUE) {
                emit();
            }
        }

        @Override
        public void cancel() {
            if (terminate()) {
                cancelStage();
            }
        }

        /** Adds {@code flag} to the state unless done; returns the previous state. */
        private int addFlag(int flag) {
            for (; ; ) {
                int current = state;
                if ((current & (DONE | flag)) != 0) {
                    return current;
                }
                if (STATE.compareAndSet(this, current, current | flag)) {
                    return current;
                }
            }
        }

        private void emit() {
            if (STATE.compareAndSet(this, REQUESTED | HAS_VALUE, DONE)) {
                T item = value;
                value = null;
                downstream.onItem(item);
                downstream.onCompletion();
            }
        }

        private boolean terminate() {
            return (STATE.getAndUpdate(this, current -> current | DONE) & DONE) == 0;
        }

        private void cancelStage() {
            value = null;
            if (stage instanceof CompletableFuture) {
                ((CompletableFuture<? extends T>) stage).cancel(false);
            }
        }
    }
}
