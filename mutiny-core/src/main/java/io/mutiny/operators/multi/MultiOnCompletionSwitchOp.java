package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.SwitchableSubscriptionSubscriber;
import java.util.concurrent.Flow;
import java.util.function.Supplier;

/**
 * When the upstream completes (only if it emitted no item, when {@code onlyIfEmpty}), subscribes to the publisher
 * given by {@code continuation} and relays it: its items go downstream within the demand not yet satisfied, and its
 * terminal signal ends the stream. As in Mutiny, {@code onCompletion()} continuations (not {@code onlyIfEmpty}) start
 * only once the downstream has outstanding demand: the supplier is called on the completing thread if the demand is
 * there, else on the thread of the request that brings it, and never after a cancellation; {@code ifEmpty()}
 * continuations start at once on the completing thread. If the supplier throws or returns {@code null}, the failure
 * goes downstream. Upstream failures pass through; cancellation reaches whichever stream is current.
 */
public final class MultiOnCompletionSwitchOp<T> extends MultiOperator<T, T> {

    private final Supplier<? extends Flow.Publisher<? extends T>> continuation;
    private final boolean onlyIfEmpty;

    public MultiOnCompletionSwitchOp(
            Multi<? extends T> upstream,
            Supplier<? extends Flow.Publisher<? extends T>> continuation,
            boolean onlyIfEmpty) {
        super(upstream);
        this.continuation = continuation;
        this.onlyIfEmpty = onlyIfEmpty;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        CompletionSwitchSubscriber<T> switcher = new CompletionSwitchSubscriber<>(subscriber, this);
        subscriber.onSubscribe(switcher);
        upstream().subscribe().withSubscriber(switcher);
    }

    static final class CompletionSwitchSubscriber<T> extends SwitchableSubscriptionSubscriber<T> {

        private final MultiOnCompletionSwitchOp<T> config;

        private boolean receivedItem;
        private boolean switched;

        CompletionSwitchSubscriber(MultiSubscriber<? super T> downstream, MultiOnCompletionSwitchOp<T> config) {
            super(downstream);
            this.config = config;
        }

        @Override
        public void onItem(T item) {
            receivedItem = true;
            super.onItem(item);
        }

        @Override
        public void onCompletion() {
            if (switched || isCancelled() || (config.onlyIfEmpty && receivedItem)) {
                super.onCompletion();
                return;
            }
            switched = true;
            reportEmitted();
            if (config.onlyIfEmpty) {
                subscribeToContinuation();
            } else {
                whenRequested(this::subscribeToContinuation);
            }
        }

        @SuppressWarnings("unchecked")
        private void subscribeToContinuation() {
            Flow.Publisher<? extends T> next;
            try {
                next = ParameterValidation.nonNullNpe(
                        config.continuation.get(), ParameterValidation.SUPPLIER_PRODUCED_NULL);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                super.onFailure(failure);
                return;
            }
            ((Flow.Publisher<T>) next).subscribe(this);
        }
    }
}
