package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.operators.MultiOperator;
import io.mutiny.operators.uni.UniCallSubscriber;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongFunction;

/**
 * Calls an asynchronous callback with each valid downstream request and forwards the request upstream only when the
 * returned {@link Uni} emits an item. If the Uni fails (or the callback throws or returns {@code null}), the upstream
 * is cancelled and the failure goes downstream. Cancelling cancels the pending Unis.
 */
public final class MultiOnRequestCallOp<T> extends MultiOperator<T, T> {

    private final LongFunction<Uni<?>> callback;

    public MultiOnRequestCallOp(Multi<? extends T> upstream, LongFunction<Uni<?>> callback) {
        super(upstream);
        this.callback = callback;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe().withSubscriber(new RequestCallProcessor<>(subscriber, callback));
    }

    static final class RequestCallProcessor<T> extends MultiOperatorProcessor<T, T> {

        private final LongFunction<Uni<?>> callback;
        private final Set<UniCallSubscriber> pendingCalls = ConcurrentHashMap.newKeySet();

        RequestCallProcessor(MultiSubscriber<? super T> downstream, LongFunction<Uni<?>> callback) {
            // a failed call fails the stream from the requesting thread or the Uni's
            super(downstream, true);
            this.callback = callback;
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                super.request(n);
                return;
            }
            if (isDone()) {
                return;
            }
            UniCallSubscriber[] self = new UniCallSubscriber[1];
            self[0] = new UniCallSubscriber(
                    () -> {
                        pendingCalls.remove(self[0]);
                        requestUpstream(n);
                    },
                    this::failAndCancel);
            pendingCalls.add(self[0]);
            self[0].start(() -> callback.apply(n));
            if (isDone()) {
                cancelPendingCalls();
            }
        }

        @Override
        public void cancel() {
            super.cancel();
            cancelPendingCalls();
        }

        @Override
        public void onFailure(Throwable failure) {
            super.onFailure(failure);
            cancelPendingCalls();
        }

        @Override
        public void onCompletion() {
            super.onCompletion();
            cancelPendingCalls();
        }

        private void cancelPendingCalls() {
            for (UniCallSubscriber call : pendingCalls) {
                pendingCalls.remove(call);
                call.cancel();
            }
        }
    }
}
