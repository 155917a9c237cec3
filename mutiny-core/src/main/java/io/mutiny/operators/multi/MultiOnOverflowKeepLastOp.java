package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Requests everything upstream and keeps only the latest item the downstream has not requested yet: a newer item
 * replaces it, and the replaced item goes to the dropped-item callbacks. A callback failure cancels the upstream and
 * fails the stream. Completion and failure are delivered after the kept item.
 *
 * @param <T> the type of the items
 */
public final class MultiOnOverflowKeepLastOp<T> extends MultiOperator<T, T> {

    private final DroppedItemListener<T> listener;

    /**
     * @param onDropped called with each replaced item, may be {@code null}
     * @param onDroppedUni produces a Uni for each replaced item, may be {@code null}
     */
    public MultiOnOverflowKeepLastOp(Multi<T> upstream, Consumer<T> onDropped, Function<T, Uni<?>> onDroppedUni) {
        super(upstream);
        this.listener = DroppedItemListener.of(onDropped, onDroppedUni);
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new KeepLastProcessor<>(subscriber, listener));
    }

    static final class KeepLastProcessor<T> extends QueueDrainProcessor<T> {

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<KeepLastProcessor, Object> LATEST =
                AtomicReferenceFieldUpdater.newUpdater(KeepLastProcessor.class, Object.class, "latest");

        private final DroppedItemListener<T> listener;

        private volatile T latest;

        KeepLastProcessor(MultiSubscriber<? super T> downstream, DroppedItemListener<T> listener) {
            super(downstream);
            this.listener = listener;
        }

        @Override
        long initialUpstreamRequest() {
            return Long.MAX_VALUE;
        }

        @SuppressWarnings("unchecked")
        @Override
        void store(T item) {
            T replaced = (T) LATEST.getAndSet(this, item);
            if (replaced != null) {
                try {
                    listener.onDropped(replaced, this::failNow);
                } catch (Throwable failure) {
                    Exceptions.throwIfFatal(failure);
                    failNow(failure);
                }
            }
        }

        @SuppressWarnings("unchecked")
        @Override
        T poll() {
            return (T) LATEST.getAndSet(this, null);
        }

        @Override
        boolean isEmpty() {
            return latest == null;
        }

        @Override
        void clear() {
            latest = null;
        }
    }
}
