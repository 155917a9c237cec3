package io.mutiny.operators.uni;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.function.Supplier;

/**
 * Gets a completion stage per subscriber and emits its outcome on the thread that completes it (or the
 * subscribing thread when it is already complete). A {@link CompletionException} is unwrapped. Cancelling the
 * subscription cancels the stage when it is a {@link CompletableFuture}.
 *
 * @param <T> the type of the item
 */
public final class UniCreateFromCompletionStageOp<T> extends AbstractUni<T> {

    private final Supplier<? extends CompletionStage<? extends T>> supplier;

    /** Builds the operator; nothing happens until a subscription (see the class description). */
    public UniCreateFromCompletionStageOp(Supplier<? extends CompletionStage<? extends T>> supplier) {
        this.supplier = supplier;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        CompletionStage<? extends T> stage;
        try {
            stage = ParameterValidation.nonNullNpe(supplier.get(), ParameterValidation.SUPPLIER_PRODUCED_NULL);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            UniSourceSubscription.failImmediately(subscriber, failure);
            return;
        }
        StageSubscription subscription = new StageSubscription(stage);
        subscriber.onSubscribe(subscription);
        if (subscription.cancelled) {
            return;
        }
        stage.whenComplete((item, failure) -> {
            if (subscription.cancelled) {
                return;
            }
            if (failure != null) {
                subscriber.onFailure(unwrap(failure));
            } else {
                subscriber.onItem(item);
            }
        });
    }

    /** The cause of a {@link CompletionException}, which only wraps failures of dependent stages. */
    static Throwable unwrap(Throwable failure) {
        if (failure instanceof CompletionException && failure.getCause() != null) {
            return failure.getCause();
        }
        return failure;
    }

    private static final class StageSubscription implements UniSubscription {
        private final CompletionStage<?> stage;
        private volatile boolean cancelled;

        StageSubscription(CompletionStage<?> stage) {
            this.stage = stage;
        }

        @Override
        public void cancel() {
            cancelled = true;
            if (stage instanceof CompletableFuture) {
                ((CompletableFuture<?>) stage).cancel(false);
            }
        }
    }
}
