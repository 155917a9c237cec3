package io.mutiny.operators.uni;

import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.function.Function;

/**
 * When the upstream hands its subscription, calls the function with the operator's subscription and subscribes
 * to the {@code Uni} it returns; the downstream receives its subscription only once that {@code Uni} emits an
 * item, and the upstream outcome is held until then. If that {@code Uni} fails (or the function throws or returns
 * {@code null}), the upstream is cancelled and the downstream receives its subscription then that failure.
 * Cancellation reaches the upstream and the called {@code Uni}.
 *
 * @param <T> the type of the item
 */
public final class UniOnSubscribeCallOp<T> extends UniOperator<T, T> {

    private final Function<? super UniSubscription, ? extends Uni<?>> function;

    /** Builds the operator; nothing happens until a subscription (see the class description). */
    public UniOnSubscribeCallOp(Uni<T> upstream, Function<? super UniSubscription, ? extends Uni<?>> function) {
        super(upstream);
        this.function = function;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        AbstractUni.subscribe(upstream(), new OnSubscribeProcessor<>(subscriber, function));
    }

    private static final class OnSubscribeProcessor<T> extends UniOperatorProcessor<T, T> implements UniSubscriber<T> {

        private static final int CALLING = 0;
        private static final int CALLING_WITH_OUTCOME = 1;
        private static final int SUBSCRIBED = 2;
        private static final int FINISHED = 3;

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<OnSubscribeProcessor> PHASE =
                AtomicIntegerFieldUpdater.newUpdater(OnSubscribeProcessor.class, "phase");

        private final Function<? super UniSubscription, ? extends Uni<?>> function;
        private final UniCallSubscriber call;
        private volatile int phase;
        // the upstream outcome waiting for the call; published by the phase CAS
        private T pendingItem;
        private Throwable pendingFailure;

        OnSubscribeProcessor(
                UniSubscriber<? super T> downstream, Function<? super UniSubscription, ? extends Uni<?>> function) {
            super(downstream);
            this.function = function;
            this.call = new UniCallSubscriber(this::callSucceeded, this::callFailed, this);
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            if (setUpstream(subscription)) {
                call.start(() ->
                        ParameterValidation.nonNullNpe(function.apply(this), ParameterValidation.MAPPER_RETURNED_NULL));
            }
        }

        @Override
        public void onItem(T item) {
            if (markDone()) {
                pendingItem = item;
                outcomeArrived();
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (markDone()) {
                pendingFailure = failure;
                outcomeArrived();
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        private void outcomeArrived() {
            if (PHASE.compareAndSet(this, CALLING, CALLING_WITH_OUTCOME)) {
                return;
            }
            if (PHASE.compareAndSet(this, SUBSCRIBED, FINISHED)) {
                releaseOutcome();
            }
        }

        private void callSucceeded() {
            downstream.onSubscribe(this);
            if (!PHASE.compareAndSet(this, CALLING, SUBSCRIBED)
                    && PHASE.compareAndSet(this, CALLING_WITH_OUTCOME, FINISHED)) {
                releaseOutcome();
            }
        }

        private void callFailed(Throwable failure) {
            int previous = PHASE.getAndSet(this, FINISHED);
            if (previous == CALLING || previous == CALLING_WITH_OUTCOME) {
                cancelUpstream();
                pendingItem = null;
                downstream.onSubscribe(this);
                downstream.onFailure(failure);
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        private void releaseOutcome() {
            Throwable failure = pendingFailure;
            if (failure != null) {
                downstream.onFailure(failure);
            } else {
                T item = pendingItem;
                pendingItem = null;
                downstream.onItem(item);
            }
        }

        @Override
        public void cancel() {
            super.cancel();
            call.cancel();
        }
    }
}
