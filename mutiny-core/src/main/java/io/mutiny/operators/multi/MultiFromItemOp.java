package io.mutiny.operators.multi;

import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

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

    /**
     * One state slot (24 bytes, as RxJava's scalar subscription): {@code null} while idle, {@link #EMITTING} while the
     * item is being emitted, {@link #DONE} once completed, failed or cancelled, or the failure of an invalid request
     * made from {@code onItem}, which is reported in place of the completion.
     */
    static final class ItemSubscription<T> implements FusedSubscription<T> {

        private static final Object EMITTING = new Object();
        private static final Object DONE = new Object();

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<ItemSubscription, Object> STATE =
                AtomicReferenceFieldUpdater.newUpdater(ItemSubscription.class, Object.class, "state");

        private final MultiSubscriber<? super T> downstream;
        private final T item;
        private volatile Object state;

        ItemSubscription(MultiSubscriber<? super T> downstream, T item) {
            this.downstream = downstream;
            this.item = item;
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                invalidRequest(n);
                return;
            }
            if (state == null && STATE.compareAndSet(this, null, EMITTING)) {
                downstream.onItem(item);
                // requests are serialized (rule 2.7): only a cancellation can race with this read, and a terminal
                // signal that follows a concurrent cancellation is allowed (rule 1.8); one from onItem is seen here
                Object current = state;
                if (current == EMITTING) {
                    STATE.lazySet(this, DONE);
                    downstream.onCompletion();
                } else if (current instanceof Throwable invalid) {
                    STATE.lazySet(this, DONE);
                    downstream.onFailure(invalid);
                }
            }
        }

        private void invalidRequest(long n) {
            Throwable invalid = Subscriptions.invalidRequest(n);
            if (STATE.compareAndSet(this, EMITTING, invalid)) {
                return; // made from onItem: reported by the emitting call, in place of the completion
            }
            if (STATE.compareAndSet(this, null, DONE)) {
                downstream.onFailure(invalid);
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
