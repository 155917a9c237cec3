package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Queue;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import org.jctools.queues.SpscArrayQueue;
import org.jctools.queues.SpscGrowableArrayQueue;
import org.jctools.queues.SpscUnboundedArrayQueue;

/**
 * Moves the delivery of items, completion and failure to an executor.
 *
 * <p>The operator requests {@code bufferSize} items upstream (the prefetch), queues them, and replenishes by
 * {@code bufferSize - bufferSize / 4} once that many were delivered, so no more than {@code bufferSize} items are
 * ever in flight or queued. One drain loop at a time runs on the executor and emits within the downstream demand.
 *
 * <p>When the upstream is a synchronous fuseable source ({@link FusedSubscription#SYNC}, requested with
 * {@link FusedSubscription#BOUNDARY}: ranges and arrays, not stages running user functions), there is no queue and
 * no upstream request: the drain loop pulls the items from the source on the executor. When it is an asynchronous
 * one ({@link FusedSubscription#ASYNC}: the queue of another emitOn, a runSubscriptionOn before a range), the drain
 * loop polls it instead of keeping its own.
 *
 * <p>Over a known item ({@code item(x)}, {@code range(a, a + 1)}: {@link MultiFromItemOp}) nothing is subscribed
 * upstream: one object, the subscription and the task at once, delivers the item and the completion on the executor
 * after the first request.
 *
 * <p>When it queues, the operator offers its queue to an {@link FusedSubscription#ASYNC} consumer ({@code collect},
 * another emitOn): that consumer polls it, and each poll replenishes the upstream. A consumer polling across a
 * {@link FusedSubscription#BOUNDARY} is signalled from the upstream's thread, since it moves every signal to its
 * own executor anyway; see {@code docs/internals.md}.
 *
 * <p>An upstream failure is delivered after the items queued before it, so no item is lost; a cancellation
 * discards the queue. A failure of the operator itself (an upstream emitting more than requested, an invalid
 * request) cancels the upstream, discards the queue and is delivered without waiting for demand. A
 * {@link RejectedExecutionException} from the executor cancels the upstream and fails the stream on the thread
 * that tried to schedule the drain.
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
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        if (upstream() instanceof MultiFromItemOp<T> known) {
            T item = known.knownOutcome();
            if (item != null) {
                new KnownItemTask<>(subscriber, executor, item).start();
                return;
            }
        }
        upstream().subscribe(new EmitOnProcessor<>(subscriber, executor, bufferSize));
    }

    /**
     * emitOn over a known item ({@code item(x)}, {@code range(a, a + 1)}): no source needs subscribing and nothing
     * needs a queue, so one object is both the subscription and the task that delivers the item and the completion
     * on the executor, after the first request. It takes the place of the item's subscription and of the
     * {@link EmitOnProcessor} (32 bytes instead of 128), as Reactor's publishOn over a scalar value.
     *
     * <p>A request made while the downstream's onSubscribe runs is scheduled once it returned (rule 1.3). An invalid
     * request fails the stream on the executor, in place of the item if that is not delivered yet, in place of the
     * completion if made from onItem. A {@link RejectedExecutionException} fails the stream on the requesting
     * thread.
     */
    static final class KnownItemTask<T> implements Flow.Subscription, Runnable {

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<KnownItemTask> STATE =
                AtomicIntegerFieldUpdater.newUpdater(KnownItemTask.class, "state");

        /** The downstream's onSubscribe runs: a request there leaves the scheduling to {@link #start()}. */
        private static final int SUBSCRIBING = 0;
        /** Subscribed, nothing requested yet. */
        private static final int IDLE = 1;
        /** Requested: the task is handed to the executor (or about to be, by {@link #start()}). */
        private static final int SCHEDULED = 2;
        /** Delivered, failed or cancelled. */
        private static final int DONE = 3;

        private final MultiSubscriber<? super T> downstream;
        private final Executor executor;
        private final T item;
        private volatile int state;
        /** The failure of the first invalid request, written before the state is read. */
        private volatile Throwable invalidRequest;

        KnownItemTask(MultiSubscriber<? super T> downstream, Executor executor, T item) {
            this.downstream = downstream;
            this.executor = executor;
            this.item = item;
        }

        /** Hands the subscription to the downstream, then schedules what it requested meanwhile. */
        void start() {
            downstream.onSubscribe(this);
            if (!STATE.compareAndSet(this, SUBSCRIBING, IDLE) && state == SCHEDULED) {
                execute();
            }
        }

        @Override
        public void request(long n) {
            if (n <= 0 && invalidRequest == null) {
                invalidRequest = Subscriptions.invalidRequest(n);
            }
            for (; ; ) {
                int current = state;
                if (current == SUBSCRIBING) {
                    if (STATE.compareAndSet(this, SUBSCRIBING, SCHEDULED)) {
                        return; // start() schedules it once onSubscribe returned
                    }
                } else if (current == IDLE) {
                    if (STATE.compareAndSet(this, IDLE, SCHEDULED)) {
                        execute();
                        return;
                    }
                } else {
                    return; // scheduled already: the task reads a failure made meanwhile
                }
            }
        }

        @Override
        public void cancel() {
            state = DONE;
        }

        private void execute() {
            try {
                executor.execute(this);
            } catch (RejectedExecutionException rejected) {
                state = DONE;
                downstream.onFailure(rejected); // on the thread that tried to schedule the task
            }
        }

        /** Delivers the item and the completion on the executor, unless cancelled or failed by a request. */
        @Override
        public void run() {
            if (state == DONE) {
                return;
            }
            Throwable failure = invalidRequest;
            if (failure == null) {
                downstream.onItem(item);
                if (state == DONE) {
                    return; // cancelled from onItem or meanwhile
                }
                failure = invalidRequest; // an invalid request from onItem replaces the completion
            }
            state = DONE;
            if (failure == null) {
                downstream.onCompletion();
            } else {
                downstream.onFailure(failure);
            }
        }
    }

    /**
     * The {@link QueueDrainProcessor} whose drain loop runs on the executor. Its storage is its queue, or the fused
     * source the drain polls.
     */
    static final class EmitOnProcessor<T> extends QueueDrainProcessor<T> implements FusedSubscription<T>, Runnable {

        /** A larger prefetch gets a queue growing by chunks of this size instead of a whole array up front. */
        private static final int LARGEST_ARRAY_QUEUE = 4096;
        /**
         * A queue for a prefetch from this size on starts with {@link #FIRST_CHUNK} slots and doubles while full: a
         * short stream does not pay for the whole prefetch (256 slots by default).
         */
        private static final int SMALLEST_GROWABLE_QUEUE = 16;

        private static final int FIRST_CHUNK = 8;

        private final Executor executor;
        private final int prefetch;

        /** The fused source polled by the drain loop, or {@code null} when items are queued. */
        private FusedSubscription<T> fused;
        /** {@code fused} is asynchronous: it signals with {@code onItem} and owns the queue this drain polls. */
        private boolean fusedAsync;
        /** The asynchronous fused source signalled: before that, nothing is pollable and a request stays here. */
        private volatile boolean signalled;
        /** The items received and not delivered yet, when no source is fused. */
        private Queue<T> queue;

        /**
         * The output-fused downstream is a thread boundary (another emitOn): it moves every signal to its own
         * executor, so this stage signals it from the upstream's thread instead of hopping to {@code executor}.
         */
        private boolean outputBoundary;

        /**
         * The total requested upstream, modulo 2^32: the bound of what it may send. Written by the poller only. Ints
         * (8 bytes less per subscription): it never exceeds {@code received} by more than the prefetch, so their
         * difference is exact even once they wrap.
         */
        private volatile int upstreamRequested;

        /** The items received, modulo 2^32. Touched by the upstream's thread only. */
        private int received;
        /** Touched by the drain loop or the output-fused poller only: items taken since the last replenishment. */
        private int consumed;

        EmitOnProcessor(MultiSubscriber<? super T> downstream, Executor executor, int prefetch) {
            super(downstream);
            this.executor = executor;
            this.prefetch = prefetch;
        }

        @Override
        long initialUpstreamRequest() {
            return prefetch;
        }

        @SuppressWarnings("unchecked")
        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (!setFirstUpstream(subscription)) {
                return; // rule 2.5
            }
            if (subscription instanceof FusedSubscription) {
                FusedSubscription<T> source = (FusedSubscription<T>) subscription;
                int mode = source.requestFusion(ANY | BOUNDARY);
                if (mode != NONE) {
                    fused = source;
                    fusedAsync = mode == ASYNC;
                    // A synchronous source has its items already, an asynchronous one (a UnicastProcessor, a buffer)
                    // may: hold the drain loop until onSubscribe returned (rule 1.3), as a request made there would
                    // otherwise drain at once.
                    enterDrain();
                    downstream.onSubscribe(this);
                    if (fusedAsync) {
                        // the upstream's queue is drained directly; it bounds itself, we request as usual
                        upstreamRequested = prefetch;
                        requestUpstream(prefetch);
                    }
                    if (leaveDrain(1) != 0) {
                        runOnExecutor(); // signalled, requested or cancelled meanwhile
                    }
                    return;
                }
            }
            queue = newQueue(prefetch);
            upstreamRequested = prefetch;
            enterDrain();
            downstream.onSubscribe(this);
            requestUpstream(initialUpstreamRequest());
            if (leaveDrain(1) != 0) {
                runOwnedDrain(); // signalled, requested or cancelled meanwhile
            }
        }

        /** A queue allocated as it fills (the bound is checked in onItem), except for a tiny prefetch. */
        private static <T> Queue<T> newQueue(int prefetch) {
            if (prefetch < SMALLEST_GROWABLE_QUEUE) {
                return new SpscArrayQueue<>(prefetch);
            }
            if (prefetch <= LARGEST_ARRAY_QUEUE) {
                return new SpscGrowableArrayQueue<>(FIRST_CHUNK, prefetch);
            }
            return new SpscUnboundedArrayQueue<>(LARGEST_ARRAY_QUEUE);
        }

        /** Queues the item; from an asynchronous fused source, notes the "poll now" signal (the item is null). */
        @Override
        void store(T item) {
            if (fusedAsync) {
                if (!signalled) {
                    signalled = true;
                }
                return;
            }
            // The queue may round its capacity up: the total requested is the bound the upstream agreed to.
            if (++received - upstreamRequested > 0 || !queue.offer(item)) {
                failNow(new BackPressureFailure(
                        "emitOn: the upstream emitted more items than requested (buffer of " + prefetch + ")"));
            }
        }

        /** Nothing to deliver before the first item: a request then costs no hand-off to the executor. */
        @Override
        boolean awaitsStorage() {
            return fusedAsync ? !signalled : queue != null && queue.isEmpty();
        }

        /**
         * Offers {@link #ASYNC} fusion (also across a {@link #BOUNDARY}: polling runs no user function) when the
         * items are queued here; a fused source stays with this stage.
         */
        @Override
        public int requestFusion(int modes) {
            if (fused == null && (modes & ASYNC) != 0) {
                fuseOutput();
                outputBoundary = (modes & BOUNDARY) != 0;
                return ASYNC;
            }
            return NONE;
        }

        /**
         * The next item, for the drain loop or an output-fused downstream: from the queue or the asynchronous source.
         * A source failing to poll fails the stream. An output-fused downstream replenishes the upstream as it polls,
         * as the drain loop does as it emits.
         */
        @Override
        public T poll() {
            FusedSubscription<T> source = fused;
            if (source == null) {
                if (isOutputFused() && failedNow()) {
                    return null;
                }
                T item = queue.poll();
                if (item != null && isOutputFused()) {
                    replenish();
                }
                return item;
            }
            try {
                return source.poll();
            } catch (Throwable pollFailure) {
                Exceptions.throwIfFatal(pollFailure);
                failNow(pollFailure);
                return null;
            }
        }

        /** Replenishes the upstream as the items leave. */
        @Override
        void afterEmission() {
            replenish();
        }

        /**
         * Counts an item taken; every {@code limit} items (75 % of the prefetch, computed rather than stored), requests
         * as many upstream, from the current thread.
         */
        private void replenish() {
            int limit = prefetch - (prefetch >> 2);
            if (++consumed == limit) {
                consumed = 0;
                // raised before requesting, so that the items answering the request are within the bound
                upstreamRequested += limit;
                requestUpstream(limit);
            }
        }

        /** {@code true} if nothing is queued or pollable. */
        @Override
        public boolean isEmpty() {
            FusedSubscription<T> source = fused;
            return source == null ? (isOutputFused() && failedNow()) || queue.isEmpty() : source.isEmpty();
        }

        /** Drops what is queued, here or in the fused source (which it releases). */
        @Override
        public void clear() {
            if (fused != null) {
                fused.clear();
            } else if (queue != null) {
                queue.clear();
            }
        }

        /** Hands the drain loop to the executor, or signals an output-fused boundary from the current thread. */
        @Override
        void scheduleDrain() {
            if (enterDrain()) {
                runOwnedDrain();
            }
        }

        /**
         * Runs the drain loop the caller owns: on the executor, or here at an output-fused boundary (it only signals).
         */
        private void runOwnedDrain() {
            if (outputBoundary) {
                drainLoop();
            } else {
                runOnExecutor();
            }
        }

        /** Submits the drain loop, which the caller owns. */
        private void runOnExecutor() {
            try {
                executor.execute(this);
            } catch (RejectedExecutionException rejected) {
                failOwningDrain(rejected); // on the thread that tried to schedule the drain
            }
        }

        /** The drain loop, on the executor. */
        @Override
        public void run() {
            if (fused == null || fusedAsync) {
                drainLoop();
            } else {
                drainSource(fused); // the pull and the delivery in one method: the compiler removes a range's box
            }
        }
    }
}
