package io.mutiny.operators.multi;

import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/**
 * Emits a known item on the first request, on the requesting thread, then completes; a {@code null} item gives an
 * empty stream, completed right after {@code onSubscribe}. The flattening operators read the item through
 * {@link KnownOutcome} instead of subscribing. Fuseable ({@code SYNC}, also across a thread boundary: no user code
 * runs), so that emitOn or collect pull the item instead of allocating a queue for it.
 *
 * @param <T> the type of the item
 */
public final class MultiFromItemOp<T> extends AbstractMulti<T> implements KnownOutcome<T> {

    private final T item;

    /** Builds the operator; {@code item} may be {@code null}. */
    public MultiFromItemOp(T item) {
        this.item = item;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        emit(subscriber, item);
    }

    @Override
    public T knownOutcome() {
        return item;
    }

    /** Emits {@code item} on the first request then completes, or completes at once if it is {@code null}. */
    static <T> void emit(MultiSubscriber<? super T> subscriber, T item) {
        if (item == null) {
            Subscriptions.complete(subscriber);
        } else {
            subscriber.onSubscribe(new ItemSubscription<>(subscriber, item));
        }
    }

    static final class ItemSubscription<T> implements FusedSubscription<T> {

        private static final int IDLE = 0;
        private static final int EMITTING = 1;
        /** Completed, failed or cancelled. */
        private static final int DONE = 2;

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<ItemSubscription> STATE =
                AtomicIntegerFieldUpdater.newUpdater(ItemSubscription.class, "state");

        private final MultiSubscriber<? super T> downstream;
        private final T item;
        private volatile int state;
        private volatile Throwable invalidRequest;

        ItemSubscription(MultiSubscriber<? super T> downstream, T item) {
            this.downstream = downstream;
            this.item = item;
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                Throwable invalid = Subscriptions.invalidRequest(n);
                if (state == EMITTING) {
                    // reported in place of the completion
                    invalidRequest = invalid;
                } else if (STATE.compareAndSet(this, IDLE, DONE)) {
                    downstream.onFailure(invalid);
                }
                return;
            }
            if (state == IDLE && STATE.compareAndSet(this, IDLE, EMITTING)) {
                downstream.onItem(item);
                // a cancellation from onItem wins: no terminal signal then
                if (STATE.compareAndSet(this, EMITTING, DONE)) {
                    Throwable invalid = invalidRequest;
                    if (invalid == null) {
                        downstream.onCompletion();
                    } else {
                        downstream.onFailure(invalid);
                    }
                }
            }
        }

        @Override
        public void cancel() {
            state = DONE;
        }

        @Override
        public int requestFusion(int modes) {
            return (modes & SYNC) != 0 ? SYNC : NONE;
        }

        // fused: only the polling thread reads the state, and a cancellation only ever stores DONE, so ordered
        // stores (no StoreLoad fence) are enough
        @Override
        public T poll() {
            if (state == DONE) {
                return null;
            }
            STATE.lazySet(this, DONE);
            return item;
        }

        @Override
        public boolean isEmpty() {
            return state == DONE;
        }

        @Override
        public void clear() {
            STATE.lazySet(this, DONE);
        }
    }
}
