package io.mutiny.operators.multi;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.ContextSupport;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Queue;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
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
        upstream().subscribe(new EmitOnProcessor<>(subscriber, executor, bufferSize));
    }

    static final class EmitOnProcessor<T>
            implements MultiSubscriber<T>, FusedSubscription<T>, ContextSupport, Runnable {

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<EmitOnProcessor> WIP =
                AtomicIntegerFieldUpdater.newUpdater(EmitOnProcessor.class, "wip");

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<EmitOnProcessor> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(EmitOnProcessor.class, "requested");

        /** A larger prefetch gets a queue growing by chunks of this size instead of a whole array up front. */
        private static final int LARGEST_ARRAY_QUEUE = 4096;
        /**
         * A queue for a prefetch from this size on starts with {@link #FIRST_CHUNK} slots and doubles while full: a
         * short stream does not pay for the whole prefetch (256 slots by default).
         */
        private static final int SMALLEST_GROWABLE_QUEUE = 16;

        private static final int FIRST_CHUNK = 8;

        private final MultiSubscriber<? super T> downstream;
        private final Executor executor;
        private final int prefetch;
        /** The number of delivered items after which the upstream is asked for as many: 75 % of the prefetch. */
        private final int limit;

        /** Set once by {@code onSubscribe}, before the downstream gets this subscription. */
        private volatile Flow.Subscription upstream;
        /** The fused source polled by the drain loop, or {@code null} when items are queued. */
        private FusedSubscription<T> fused;
        /** {@code fused} is asynchronous: it signals with {@code onItem} and owns the queue this drain polls. */
        private boolean fusedAsync;
        /** The asynchronous fused source signalled: before that, nothing is pollable and a request stays here. */
        private volatile boolean signalled;
        /** The items received and not delivered yet, when no source is fused. */
        private Queue<T> queue;

        /** The downstream polls {@code queue} itself ({@link FusedSubscription#ASYNC}); set in its onSubscribe. */
        private boolean outputFused;
        /**
         * The output-fused downstream is a thread boundary (another emitOn): it moves every signal to its own
         * executor, so this stage signals it from the upstream's thread instead of hopping to {@code executor}.
         */
        private boolean outputBoundary;

        private volatile int wip;
        private volatile long requested;
        /** The upstream terminated; {@code failure} is written before. */
        private volatile boolean done;

        private Throwable failure;
        /** A failure of this operator: delivered at once, before the queued items. */
        private volatile Throwable immediateFailure;
        /** The downstream cancelled, or a terminal signal went downstream. */
        private volatile boolean cancelled;
        /** The total requested upstream: the bound of what it may send. Written by the drain loop only. */
        private volatile long upstreamRequested;

        /** Touched by the upstream's thread only. */
        private long received;
        /** Touched by the drain loop only. */
        private long emitted;
        /** Touched by the drain loop only: delivered items since the last replenishment. */
        private int consumed;

        EmitOnProcessor(MultiSubscriber<? super T> downstream, Executor executor, int prefetch) {
            this.downstream = downstream;
            this.executor = executor;
            this.prefetch = prefetch;
            this.limit = prefetch - (prefetch >> 2);
        }

        @SuppressWarnings("unchecked")
        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (upstream != null) {
                subscription.cancel(); // rule 2.5
                return;
            }
            upstream = subscription;
            if (subscription instanceof FusedSubscription) {
                FusedSubscription<T> source = (FusedSubscription<T>) subscription;
                int mode = source.requestFusion(ANY | BOUNDARY);
                if (mode == SYNC) {
                    fused = source;
                    // The items are there already: hold the drain loop until onSubscribe returned (rule 1.3).
                    wip = 1;
                    downstream.onSubscribe(this);
                    if (WIP.decrementAndGet(this) != 0) {
                        runOnExecutor(); // requested (or cancelled) during onSubscribe
                    }
                    return;
                }
                if (mode == ASYNC) {
                    // the upstream's queue is drained directly; it bounds itself, we request as usual
                    fused = source;
                    fusedAsync = true;
                    upstreamRequested = prefetch;
                    // That queue may hold items already (a UnicastProcessor, a buffer): hold the drain loop until
                    // onSubscribe returned (rule 1.3), as a request made there would otherwise drain it at once.
                    wip = 1;
                    downstream.onSubscribe(this);
                    if (!cancelled) {
                        subscription.request(prefetch);
                    }
                    if (WIP.decrementAndGet(this) != 0) {
                        runOnExecutor(); // signalled, requested or cancelled meanwhile
                    }
                    return;
                }
            }
            queue = newQueue(prefetch);
            upstreamRequested = prefetch;
            downstream.onSubscribe(this);
            if (!cancelled) {
                subscription.request(prefetch);
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

        @Override
        public void onItem(T item) {
            if (done || cancelled) {
                return;
            }
            if (fusedAsync) {
                if (!signalled) {
                    signalled = true;
                }
                schedule(); // "poll now": the item stays in the upstream's queue
                return;
            }
            // The queue may round its capacity up: the total requested is the bound the upstream agreed to.
            if (++received > upstreamRequested || !queue.offer(item)) {
                failNow(new BackPressureFailure(
                        "emitOn: the upstream emitted more items than requested (buffer of " + prefetch + ")"));
                return;
            }
            schedule();
        }

        @Override
        public void onFailure(Throwable failure) {
            if (done || cancelled) {
                return;
            }
            this.failure = failure;
            done = true;
            schedule();
        }

        @Override
        public void onCompletion() {
            if (done || cancelled) {
                return;
            }
            done = true;
            schedule();
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                failNow(Subscriptions.invalidRequest(n));
                return;
            }
            if (outputFused) {
                return; // the downstream polls at its pace; poll() replenishes the upstream
            }
            Subscriptions.add(REQUESTED, this, n);
            boolean nothingYet = fusedAsync ? !signalled : queue != null && queue.isEmpty();
            if (nothingYet && !done) {
                // Nothing to deliver yet: no hand-off to the executor. The next item or terminal signal schedules
                // the drain, which reads this demand: it was added before the queue (or the signal) was read here,
                // and the producer offers (signals) before its schedule() (a full fence) and the drain's read of the
                // demand.
                return;
            }
            schedule();
        }

        @Override
        public void cancel() {
            if (cancelled) {
                return;
            }
            cancelled = true;
            upstream.cancel();
            // Owning the counter, we may discard; it is never released, so no drain runs again. An output-fused
            // downstream owns the queue: it clears it itself.
            if (!outputFused && WIP.getAndIncrement(this) == 0) {
                discard();
            }
        }

        /**
         * Offers {@link #ASYNC} fusion (also across a {@link #BOUNDARY}: polling runs no user function) when the
         * items are queued here; a fused source stays with this stage.
         */
        @Override
        public int requestFusion(int modes) {
            if (fused == null && (modes & ASYNC) != 0) {
                outputFused = true;
                outputBoundary = (modes & BOUNDARY) != 0;
                return ASYNC;
            }
            return NONE;
        }

        /**
         * Output-fused: the next queued item. Every {@code limit} items taken, requests as many upstream, from the
         * polling thread, as the drain loop would.
         */
        @Override
        public T poll() {
            T item = queue.poll();
            if (item != null && ++consumed == limit) {
                consumed = 0;
                upstreamRequested += limit;
                upstream.request(limit);
            }
            return item;
        }

        @Override
        public boolean isEmpty() {
            return queue.isEmpty();
        }

        @Override
        public void clear() {
            queue.clear();
        }

        @Override
        public Context context() {
            return Subscriptions.contextOf(downstream);
        }

        /** Cancels the upstream and fails the downstream as soon as the drain loop gets to it. */
        private void failNow(Throwable failure) {
            upstream.cancel();
            immediateFailure = failure;
            schedule();
        }

        private void schedule() {
            if (WIP.getAndIncrement(this) == 0) {
                if (outputBoundary) {
                    signalOutput();
                } else {
                    runOnExecutor();
                }
            }
        }

        /** Submits the drain loop, which the caller owns. */
        private void runOnExecutor() {
            try {
                executor.execute(this);
            } catch (RejectedExecutionException rejected) {
                // we own the drain loop but cannot run it: fail at once, and never release it
                cancelled = true;
                upstream.cancel();
                if (!outputFused) {
                    discard();
                }
                downstream.onFailure(rejected);
            }
        }

        /** The drain loop, on the executor. */
        @Override
        public void run() {
            if (outputFused) {
                signalOutput();
            } else if (fused == null || fusedAsync) {
                drainQueue();
            } else {
                drainFused();
            }
        }

        /** Output-fused: tells the downstream to poll, then forwards the terminal signal once the queue is fed. */
        private void signalOutput() {
            int missed = 1;
            MultiSubscriber<? super T> subscriber = downstream;
            for (; ; ) {
                if (cancelled) {
                    return;
                }
                Throwable immediate = immediateFailure;
                if (immediate != null) {
                    cancelled = true;
                    subscriber.onFailure(immediate);
                    return;
                }
                boolean terminated = done;
                subscriber.onItem(null);
                if (terminated) {
                    cancelled = true;
                    Throwable upstreamFailure = failure;
                    if (upstreamFailure != null) {
                        subscriber.onFailure(upstreamFailure);
                    } else {
                        subscriber.onCompletion();
                    }
                    return;
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        /** Delivers the queued items, or those of an asynchronous fused source, within the demand. */
        private void drainQueue() {
            int missed = 1;
            long emittedItems = emitted;
            int consumedItems = consumed;
            Queue<T> items = queue;
            FusedSubscription<T> source = fused;
            MultiSubscriber<? super T> subscriber = downstream;
            for (; ; ) {
                long demand = requested;
                while (emittedItems != demand) {
                    boolean terminated = done;
                    T item;
                    try {
                        item = source == null ? items.poll() : source.poll();
                    } catch (Throwable sourceFailure) {
                        Exceptions.throwIfFatal(sourceFailure);
                        cancelled = true;
                        upstream.cancel();
                        source.clear();
                        subscriber.onFailure(sourceFailure);
                        return;
                    }
                    boolean empty = item == null;
                    if (stopped(terminated, empty)) {
                        return;
                    }
                    if (empty) {
                        break;
                    }
                    subscriber.onItem(item);
                    emittedItems++;
                    if (++consumedItems == limit) {
                        consumedItems = 0;
                        // raised before requesting, so that the items answering the request are within the bound
                        upstreamRequested += limit;
                        upstream.request(limit);
                    }
                }
                if (emittedItems == demand && stopped(done, source == null ? items.isEmpty() : source.isEmpty())) {
                    return;
                }
                emitted = emittedItems;
                consumed = consumedItems;
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        /** Checks whether the queue drain must stop, and sends the due terminal signal; the counter stays taken. */
        private boolean stopped(boolean terminated, boolean empty) {
            if (cancelled) {
                discard();
                return true;
            }
            Throwable immediate = immediateFailure;
            if (immediate != null) {
                cancelled = true;
                discard();
                downstream.onFailure(immediate);
                return true;
            }
            if (terminated && empty) {
                cancelled = true;
                if (fused != null) {
                    fused.clear(); // releases an asynchronous source, as every exit does
                }
                Throwable upstreamFailure = failure;
                if (upstreamFailure != null) {
                    downstream.onFailure(upstreamFailure);
                } else {
                    downstream.onCompletion();
                }
                return true;
            }
            return false;
        }

        private void drainFused() {
            int missed = 1;
            long emittedItems = emitted;
            FusedSubscription<T> source = fused;
            MultiSubscriber<? super T> subscriber = downstream;
            for (; ; ) {
                long demand = requested;
                while (emittedItems != demand) {
                    if (fusedStopped()) {
                        return;
                    }
                    T item;
                    try {
                        item = source.poll();
                    } catch (Throwable sourceFailure) {
                        Exceptions.throwIfFatal(sourceFailure);
                        cancelled = true;
                        source.clear();
                        subscriber.onFailure(sourceFailure);
                        return;
                    }
                    if (item == null) {
                        cancelled = true;
                        source.clear();
                        subscriber.onCompletion();
                        return;
                    }
                    subscriber.onItem(item);
                    emittedItems++;
                }
                if (fusedStopped()) {
                    return;
                }
                if (source.isEmpty()) {
                    // complete without waiting for more demand, as a pushing source would
                    cancelled = true;
                    source.clear();
                    subscriber.onCompletion();
                    return;
                }
                emitted = emittedItems;
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        /** Checks whether the fused drain must stop (cancelled, invalid request); the counter stays taken if so. */
        private boolean fusedStopped() {
            if (cancelled) {
                fused.clear();
                return true;
            }
            Throwable immediate = immediateFailure;
            if (immediate != null) {
                cancelled = true;
                fused.clear();
                downstream.onFailure(immediate);
                return true;
            }
            return false;
        }

        /** Drops what is queued, here or in the fused source; called by the owner of the drain loop. */
        private void discard() {
            if (fused != null) {
                fused.clear();
            } else if (queue != null) {
                queue.clear();
            }
        }
    }
}
