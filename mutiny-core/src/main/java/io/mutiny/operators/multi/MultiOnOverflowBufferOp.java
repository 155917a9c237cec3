package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Queue;
import java.util.function.Consumer;
import java.util.function.Function;
import org.jctools.queues.SpscArrayQueue;
import org.jctools.queues.SpscUnboundedArrayQueue;

/**
 * Requests everything upstream and buffers the items the downstream has not requested yet.
 *
 * <p>With a bounded buffer, an item that does not fit is passed to the dropped-item callbacks, then the upstream is
 * cancelled and the stream fails at once with a {@link BackPressureFailure} (the buffered items are discarded). An
 * upstream failure or completion is delivered after the buffered items.
 *
 * <p>With an unbounded buffer, a downstream asking for {@link FusedSubscription#ASYNC} fusion ({@code emitOn},
 * {@code collect}) polls the buffer itself, also across a {@link FusedSubscription#BOUNDARY} (polling runs no user
 * code); it is signalled on the upstream's thread. A bounded buffer is not fused: unfused, the items the downstream
 * requested (an emitOn prefetch) leave the buffer and free room; fused, they would stay and overflow it sooner.
 *
 * @param <T> the type of the items
 */
public final class MultiOnOverflowBufferOp<T> extends MultiOperator<T, T> {

    /** The buffer size meaning "unbounded". */
    public static final int UNBOUNDED = -1;

    private final int bufferSize;
    private final DroppedItemListener<T> listener;

    /**
     * @param bufferSize the maximum number of buffered items, or {@link #UNBOUNDED}
     * @param onDropped called with the item that does not fit, may be {@code null}
     * @param onDroppedUni produces a Uni for the item that does not fit, may be {@code null}
     */
    public MultiOnOverflowBufferOp(
            Multi<T> upstream, int bufferSize, Consumer<T> onDropped, Function<T, Uni<?>> onDroppedUni) {
        super(upstream);
        if (bufferSize != UNBOUNDED) {
            ParameterValidation.positive(bufferSize, "bufferSize");
        }
        this.bufferSize = bufferSize;
        this.listener = DroppedItemListener.of(onDropped, onDroppedUni);
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new BufferProcessor<>(subscriber, bufferSize, listener));
    }

    static final class BufferProcessor<T> extends QueueDrainProcessor<T> implements FusedSubscription<T> {

        private final int bufferSize;
        private final DroppedItemListener<T> listener;
        private final Queue<T> queue;

        BufferProcessor(MultiSubscriber<? super T> downstream, int bufferSize, DroppedItemListener<T> listener) {
            super(downstream);
            this.bufferSize = bufferSize;
            this.listener = listener;
            this.queue = bufferSize == UNBOUNDED
                    ? new SpscUnboundedArrayQueue<>(Infrastructure.getBufferSizeS())
                    : new SpscArrayQueue<>(bufferSize);
        }

        @Override
        long initialUpstreamRequest() {
            return Long.MAX_VALUE;
        }

        @Override
        void store(T item) {
            // The array queue may round its capacity up: the configured size is the bound.
            boolean full = bufferSize != UNBOUNDED && queue.size() >= bufferSize;
            if (!full && queue.offer(item)) {
                return;
            }
            Throwable failure = new BackPressureFailure("The overflow buffer is full (" + bufferSize
                    + " items): the downstream does not request fast enough");
            try {
                listener.onDropped(item, this::failNow);
            } catch (Throwable callbackFailure) {
                Exceptions.throwIfFatal(callbackFailure);
                failure.addSuppressed(callbackFailure);
            }
            failNow(failure);
        }

        /**
         * Grants {@link #ASYNC} to an unbounded buffer, also across a {@link #BOUNDARY}: polling runs no user code.
         */
        @Override
        public int requestFusion(int modes) {
            if (bufferSize == UNBOUNDED && (modes & ASYNC) != 0) {
                fuseOutput();
                return ASYNC;
            }
            return NONE;
        }

        /** The next buffered item; none once the operator failed the stream (its buffered items are discarded). */
        @Override
        public T poll() {
            return failedNow() ? null : queue.poll();
        }

        @Override
        public boolean isEmpty() {
            return failedNow() || queue.isEmpty();
        }

        @Override
        public void clear() {
            queue.clear();
        }
    }
}
