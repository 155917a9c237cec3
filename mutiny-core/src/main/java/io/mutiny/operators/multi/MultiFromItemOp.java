package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.function.Function;

/**
 * Emits a known item on the first request, on the requesting thread, then completes; a {@code null} item gives an
 * empty stream, completed right after {@code onSubscribe}. The flattening operators read the item through
 * {@link KnownOutcome} instead of subscribing. Fuseable ({@code SYNC}, also across a thread boundary: no user code
 * runs), so that emitOn or collect pull the item instead of allocating a queue for it. A transformation of the item
 * ({@link MultiMapOp}) is applied by the subscription itself (see {@link #subscribe(MultiSubscriber, Function)}).
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

    /**
     * The item of {@code upstream} if it is a {@code MultiFromItemOp} (an {@code item(x)}, {@code items(x)} or
     * {@code range(a, a + 1)}), {@code null} for any other stream or an empty one: operators read it once, at
     * assembly, so that their subscriptions need neither a type check nor a read through the upstream.
     */
    @SuppressWarnings("unchecked")
    static <I> I knownItemOf(Multi<? extends I> upstream) {
        return upstream instanceof MultiFromItemOp<?> single ? (I) single.item : null;
    }

    /**
     * Subscribes {@code subscriber} to the result of {@code mapper} applied to the item, as
     * {@code onItem().transform(mapper)} over this stream would, with one stage less: the mapper runs on the first
     * request; one that throws or returns {@code null} fails the stream. Fuseable ({@code SYNC}, not across a thread
     * boundary: the mapper stays on the requesting thread).
     */
    <O> void subscribe(MultiSubscriber<? super O> subscriber, Function<? super T, ? extends O> mapper) {
        if (item == null) {
            Subscriptions.complete(subscriber);
        } else {
            subscriber.onSubscribe(new MappedItemSubscription<>(subscriber, item, mapper));
        }
    }

    /**
     * Emits {@code item} on the first request then completes, or completes at once if it is {@code null}. It calls
     * the subscriber itself, not through a shared helper: a subscriber's code is inlined only up to C2's call depth
     * (15 levels), and a flattening operator reaches this method several levels down already (issue #11).
     */
    static <T> void emit(MultiSubscriber<? super T> subscriber, T item) {
        if (item == null) {
            Subscriptions.complete(subscriber);
        } else {
            subscriber.onSubscribe(new ItemSubscription<T, T>(subscriber, item));
        }
    }

    /**
     * 24 bytes, as RxJava's scalar subscription: the downstream, the item and an {@code int} state ({@link #IDLE},
     * {@link #EMITTING}, {@link #INVALID}, {@link #DONE}). The state is an {@code int} rather than a reference so that
     * its compare-and-set and its final store need no GC barrier (issue #11). An invalid request made from
     * {@code onItem} is reported in place of the completion: its failure takes the place of the item, which is no
     * longer needed once it is being emitted.
     *
     * @param <I> the type of the item
     * @param <O> the type of what is emitted: the item, or the result of the mapper of a
     *     {@link MappedItemSubscription} (a subclass, so that this one keeps its 24 bytes)
     */
    static class ItemSubscription<I, O> implements FusedSubscription<O> {

        private static final int IDLE = 0;
        /**
         * The item is being emitted, or was, followed by the completion: the state is not written again after it
         * (as RxJava's scalar subscription), a store that measured slower (issue #11, {@code docs/internals.md}).
         */
        private static final int EMITTING = 1;
        /** An invalid request was made from {@code onItem}: {@link #itemOrFailure} holds its failure. */
        private static final int INVALID = 2;
        /** Failed or cancelled. */
        private static final int DONE = 3;

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<ItemSubscription> STATE =
                AtomicIntegerFieldUpdater.newUpdater(ItemSubscription.class, "state");

        private final MultiSubscriber<? super O> downstream;
        /** The item; in state {@link #INVALID}, the failure to report instead of the completion. */
        private Object itemOrFailure;

        private volatile int state;

        ItemSubscription(MultiSubscriber<? super O> downstream, I item) {
            this.downstream = downstream;
            this.itemOrFailure = item;
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                invalidRequest(n);
                return;
            }
            // no read before the compare-and-set: a second request is rare, and the read would cost the first one
            if (STATE.compareAndSet(this, IDLE, EMITTING)) {
                // read once: a field read after the volatile read of the state below would be read again
                MultiSubscriber<? super O> subscriber = downstream;
                O emitted;
                try {
                    emitted = output();
                } catch (Throwable failure) {
                    Exceptions.throwIfFatal(failure);
                    STATE.lazySet(this, DONE);
                    subscriber.onFailure(failure);
                    return;
                }
                subscriber.onItem(emitted);
                // requests are serialized (rule 2.7): only a cancellation can race with this read, and a terminal
                // signal that follows a concurrent cancellation is allowed (rule 1.8); one from onItem is seen here
                int current = state;
                if (current == EMITTING) {
                    subscriber.onCompletion();
                } else if (current == INVALID) {
                    STATE.lazySet(this, DONE);
                    subscriber.onFailure((Throwable) itemOrFailure);
                }
            }
        }

        private void invalidRequest(long n) {
            Throwable invalid = Subscriptions.invalidRequest(n);
            if (state == EMITTING) {
                // made from onItem (requests are serialized): the item was read already, and the emitting call
                // reads the failure after this compare-and-set; after the completion, nothing reads it
                itemOrFailure = invalid;
                if (STATE.compareAndSet(this, EMITTING, INVALID)) {
                    return;
                }
            }
            if (STATE.compareAndSet(this, IDLE, DONE)) {
                downstream.onFailure(invalid);
            }
        }

        @Override
        public void cancel() {
            state = DONE;
        }

        /** The item, read by {@link #output()} before it is emitted. */
        @SuppressWarnings("unchecked")
        final I item() {
            return (I) itemOrFailure;
        }

        /** What is emitted: the item itself. */
        @SuppressWarnings("unchecked")
        O output() {
            return (O) itemOrFailure;
        }

        @Override
        public int requestFusion(int modes) {
            return (modes & SYNC) != 0 ? SYNC : NONE;
        }

        // fused: only the polling thread reads the state, and a cancellation only ever stores DONE, so ordered
        // stores (no StoreLoad fence) are enough
        @Override
        public O poll() {
            if (state == DONE) {
                return null;
            }
            STATE.lazySet(this, DONE);
            return output();
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

    /**
     * Emits the result of {@code mapper} applied to the item: a mapper that throws or returns {@code null} fails the
     * stream, or is thrown by {@code poll()} to a fused consumer. Refuses fusion across a thread boundary: the mapper
     * stays on the requesting thread.
     */
    static final class MappedItemSubscription<I, O> extends ItemSubscription<I, O> {

        private final Function<? super I, ? extends O> mapper;

        MappedItemSubscription(MultiSubscriber<? super O> downstream, I item, Function<? super I, ? extends O> mapper) {
            super(downstream, item);
            this.mapper = mapper;
        }

        @Override
        O output() {
            return ParameterValidation.nonNullNpe(mapper.apply(item()), ParameterValidation.MAPPER_RETURNED_NULL);
        }

        @Override
        public int requestFusion(int modes) {
            return (modes & BOUNDARY) != 0 ? NONE : super.requestFusion(modes);
        }
    }
}
