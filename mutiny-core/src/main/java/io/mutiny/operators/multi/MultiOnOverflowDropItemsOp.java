package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Requests everything upstream and passes an item only if the downstream has outstanding demand; otherwise the
 * item is dropped and goes to the dropped-item callbacks. A callback failure cancels the upstream and fails the
 * stream. Items, completion and failure are delivered on the upstream's thread, except the failure of a Uni returned
 * by {@code call(..)}: it comes from that Uni's thread, serialized with the items (never during an {@code onItem}).
 *
 * @param <T> the type of the items
 */
public final class MultiOnOverflowDropItemsOp<T> extends MultiOperator<T, T> {

    private final DroppedItemListener<T> listener;

    /**
     * @param onDropped called with each dropped item, may be {@code null}
     * @param onDroppedUni produces a Uni for each dropped item, may be {@code null}
     */
    public MultiOnOverflowDropItemsOp(Multi<T> upstream, Consumer<T> onDropped, Function<T, Uni<?>> onDroppedUni) {
        super(upstream);
        this.listener = DroppedItemListener.of(onDropped, onDroppedUni);
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new DropProcessor<>(subscriber, listener));
    }

    static final class DropProcessor<T> extends MultiOperatorProcessor<T, T> {

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<DropProcessor> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(DropProcessor.class, "requested");

        private final DroppedItemListener<T> listener;

        private volatile long requested;

        DropProcessor(MultiSubscriber<? super T> downstream, DroppedItemListener<T> listener) {
            // serialized: the Uni of a dropped item may fail the stream from its own thread while an item is delivered
            super(downstream, true);
            this.listener = listener;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            super.onSubscribe(subscription);
            requestUpstream(Long.MAX_VALUE);
        }

        @Override
        public void onItem(T item) {
            if (isDone()) {
                return;
            }
            // Only this thread decreases the demand: a positive value cannot vanish before we use it.
            if (requested != 0L) {
                Subscriptions.produced(REQUESTED, this, 1);
                super.onItem(item); // through the serializer
                return;
            }
            try {
                listener.onDropped(item, this::failAndCancel);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                failAndCancel(failure);
            }
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                super.request(n);
            } else {
                Subscriptions.add(REQUESTED, this, n);
            }
        }
    }
}
