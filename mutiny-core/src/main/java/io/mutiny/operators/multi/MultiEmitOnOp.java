package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import org.jctools.queues.SpscArrayQueue;

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

    static final class EmitOnProcessor<T> extends MultiOperatorProcessor<T, T> implements Runnable {

        private static final AtomicIntegerFieldUpdater<EmitOnProcessor> WIP =
                AtomicIntegerFieldUpdater.newUpdater(EmitOnProcessor.class, "wip");

        private static final AtomicLongFieldUpdater<EmitOnProcessor> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(EmitOnProcessor.class, "requested");

        private final Executor executor;
        private final int prefetch;
        private final int replenishThreshold;
        private final SpscArrayQueue<T> queue;

        private volatile int wip;
        private volatile long requested;
        private volatile boolean done;
        private volatile boolean cancelled;
        /** The upstream failure, delivered once the queue is drained; written before {@code done}. */
        private Throwable upstreamFailure;
        /** A failure that discards the queue: invalid request or queue overflow. */
        private volatile Throwable immediateFailure;

        // Only touched by the drain loop, which the wip counter serializes.
        private long emitted;
        private int consumedSinceReplenish;

        EmitOnProcessor(MultiSubscriber<? super T> downstream, Executor executor, int prefetch) {
            super(downstream);
            this.executor = executor;
            this.prefetch = prefetch;
            this.replenishThreshold = prefetch - (prefetch >> 2);
            this.queue = new SpscArrayQueue<>(prefetch);
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            super.onSubscribe(subscription);
            requestUpstream(prefetch);
        }

        @Override
        public void onItem(T item) {
            if (done || cancelled) {
                return;
            }
            // The queue may round its capacity up: the prefetch is the bound the upstream agreed to.
            if (queue.size() >= prefetch || !queue.offer(item)) {
                super.cancel();
                immediateFailure = new BackPressureFailure(
                        "emitOn: the upstream emitted more items than requested (buffer of " + prefetch + ")");
            }
            scheduleDrain();
        }

        @Override
        public void onFailure(Throwable failure) {
            if (done || cancelled) {
                return;
            }
            upstreamFailure = failure;
            done = true;
            scheduleDrain();
        }

        @Override
        public void onCompletion() {
            if (done || cancelled) {
                return;
            }
            done = true;
            scheduleDrain();
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                super.cancel();
                immediateFailure = Subscriptions.invalidRequest(n);
            } else {
                Subscriptions.add(REQUESTED, this, n);
            }
            scheduleDrain();
        }

        @Override
        public void cancel() {
            if (cancelled) {
                return;
            }
            cancelled = true;
            super.cancel();
            // Owning the wip counter, we may clear the queue; we never release it, so no drain runs again.
            if (WIP.getAndIncrement(this) == 0) {
                queue.clear();
            }
        }

        private void scheduleDrain() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            try {
                executor.execute(this);
            } catch (RejectedExecutionException rejected) {
                // We own the wip counter and keep it: no drain loop can emit after this failure.
                cancelled = true;
                super.cancel();
                queue.clear();
                downstream.onFailure(rejected);
            }
        }

        /** The drain loop, on the executor. */
        @Override
        public void run() {
            int missed = 1;
            long emittedItems = emitted;
            int consumed = consumedSinceReplenish;
            for (; ; ) {
                long demand = requested;
                while (emittedItems != demand) {
                    boolean terminated = done;
                    T item = queue.poll();
                    boolean empty = item == null;
                    if (stopped(terminated, empty)) {
                        return;
                    }
                    if (empty) {
                        break;
                    }
                    downstream.onItem(item);
                    emittedItems++;
                    if (++consumed == replenishThreshold) {
                        consumed = 0;
                        requestUpstream(replenishThreshold);
                    }
                }
                if (emittedItems == demand && stopped(done, queue.isEmpty())) {
                    return;
                }
                emitted = emittedItems;
                consumedSinceReplenish = consumed;
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        /**
         * Checks whether the loop must stop, and sends the terminal signal if it is due. The wip counter is kept
         * when stopping, so no later loop runs.
         */
        private boolean stopped(boolean terminated, boolean empty) {
            if (cancelled) {
                queue.clear();
                return true;
            }
            Throwable immediate = immediateFailure;
            if (immediate != null) {
                cancelled = true;
                queue.clear();
                downstream.onFailure(immediate);
                return true;
            }
            if (terminated && empty) {
                cancelled = true;
                Throwable failure = upstreamFailure;
                if (failure != null) {
                    downstream.onFailure(failure);
                } else {
                    downstream.onCompletion();
                }
                return true;
            }
            return false;
        }
    }
}
