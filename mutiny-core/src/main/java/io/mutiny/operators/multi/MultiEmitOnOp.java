package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Queue;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.jctools.queues.SpscArrayQueue;
import org.jctools.queues.SpscUnboundedArrayQueue;

/**
 * Moves the delivery of items, completion and failure to an executor.
 *
 * <p>The operator requests {@code bufferSize} items upstream (the prefetch), queues them, and replenishes by
 * {@code bufferSize - bufferSize / 4} once that many were delivered, so no more than {@code bufferSize} items are
 * ever in flight or queued. One drain loop at a time runs on the executor and emits within the downstream demand.
 *
 * <p>An upstream failure is delivered after the items queued before it, so no item is lost; a cancellation
 * discards the queue. A {@link RejectedExecutionException} from the executor cancels the upstream and fails the
 * stream on the thread that tried to schedule the drain.
 *
 * @param <T> the type of the items
 */
public final class MultiEmitOnOp<T> extends MultiOperator<T, T> {

    private final Executor executor;
    private final int bufferSize;

    public MultiEmitOnOp(Multi<T> upstream, Executor executor, int bufferSize) {
        super(upstream);
        this.executor = ParameterValidation.nonNull(executor, "executor");
        this.bufferSize = ParameterValidation.positive(bufferSize, "bufferSize");
    }

    @Override
    public void subscribe(MultiSubscriber<? super T> subscriber) {
        ParameterValidation.nonNullNpe(subscriber, "subscriber");
        upstream().subscribe(new EmitOnProcessor<>(subscriber, executor, bufferSize));
    }

    static final class EmitOnProcessor<T> extends QueueDrainProcessor<T> implements Runnable {

        private final Executor executor;
        private final int prefetch;
        private final int replenishThreshold;
        private static final int LARGEST_ARRAY_QUEUE = 4096;

        private final Queue<T> queue;

        /** Only touched by the drain loop. */
        private int consumedSinceReplenish;

        EmitOnProcessor(MultiSubscriber<? super T> downstream, Executor executor, int prefetch) {
            super(downstream);
            this.executor = executor;
            this.prefetch = prefetch;
            this.replenishThreshold = prefetch - (prefetch >> 2);
            // A large prefetch must not allocate its whole array up front: the bound is checked in store() anyway.
            this.queue = prefetch <= LARGEST_ARRAY_QUEUE
                    ? new SpscArrayQueue<>(prefetch)
                    : new SpscUnboundedArrayQueue<>(LARGEST_ARRAY_QUEUE);
        }

        @Override
        long initialUpstreamRequest() {
            return prefetch;
        }

        @Override
        void store(T item) {
            // The queue may round its capacity up: the prefetch is the bound the upstream agreed to.
            if (queue.size() >= prefetch || !queue.offer(item)) {
                failNow(new BackPressureFailure(
                        "emitOn: the upstream emitted more items than requested (buffer of " + prefetch + ")"));
            }
        }

        @Override
        T poll() {
            return queue.poll();
        }

        @Override
        boolean isEmpty() {
            return queue.isEmpty();
        }

        @Override
        void clear() {
            queue.clear();
        }

        @Override
        void afterEmission() {
            if (++consumedSinceReplenish == replenishThreshold) {
                consumedSinceReplenish = 0;
                requestUpstream(replenishThreshold);
            }
        }

        @Override
        void scheduleDrain() {
            if (enterDrain()) {
                try {
                    executor.execute(this);
                } catch (RejectedExecutionException rejected) {
                    failOwningDrain(rejected);
                }
            }
        }

        /** The drain loop, on the executor. */
        @Override
        public void run() {
            drainLoop();
        }
    }
}
