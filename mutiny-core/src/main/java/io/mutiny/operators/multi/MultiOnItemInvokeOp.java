package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.function.Consumer;

/**
 * Calls {@code callback} with each upstream item, on the upstream's thread, then forwards the item. The demand
 * passes through unchanged. A callback that throws cancels the upstream and fails the stream (the item is not
 * forwarded). Fuseable ({@code SYNC}, never across a thread boundary: the callback stays on the upstream's thread).
 *
 * @param <T> the type of the items
 */
public final class MultiOnItemInvokeOp<T> extends MultiOperator<T, T> {

    private final Consumer<? super T> callback;

    /** Creates the operator over {@code upstream}; the arguments are validated eagerly (see the class description). */
    public MultiOnItemInvokeOp(Multi<? extends T> upstream, Consumer<? super T> callback) {
        super(upstream);
        this.callback = ParameterValidation.nonNull(callback, "callback");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new InvokeProcessor<>(subscriber, callback));
    }

    static final class InvokeProcessor<T> extends FuseableProcessor<T, T> {

        private final Consumer<? super T> callback;

        InvokeProcessor(MultiSubscriber<? super T> downstream, Consumer<? super T> callback) {
            super(downstream);
            this.callback = callback;
        }

        @Override
        public void onItem(T item) {
            if (isDone()) {
                return;
            }
            try {
                callback.accept(item);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                failAndCancel(failure);
                return;
            }
            downstream.onItem(item);
        }

        @Override
        public T poll() {
            T item = fusedUpstream.poll();
            if (item != null) {
                callback.accept(item);
            }
            return item;
        }

        /** Every upstream item passes. */
        @Override
        public long sizeHint() {
            return fusedUpstream.sizeHint();
        }
    }
}
