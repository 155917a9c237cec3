package io.mutiny.operators.multi;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.ContextSupport;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Queue;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import org.jctools.queues.SpscUnboundedArrayQueue;

/**
 * Subscribes to the upstream on an executor, and forwards every downstream request to the upstream on that
 * executor.
 *
 * <p>The downstream receives its subscription on the subscribing thread. Requests are accumulated and forwarded by
 * one task at a time, so two {@code request} calls never run concurrently upstream (Reactive Streams rule 2.7),
 * even on a multi-threaded executor. Requests made before the upstream subscription arrives schedule nothing: the
 * subscription task forwards them once the upstream calls {@code onSubscribe} (on the executor, within that task,
 * so one hand-off carries the subscription and the first request). The processor is that task itself, and it owns
 * the request counter while it subscribes, so requests made meanwhile need no other task. Items and terminal signals
 * are passed on the
 * thread the upstream emits them on. An invalid request ({@code n <= 0}) is forwarded upstream the same way, and the
 * source fails the stream (rule 3.9). A
 * {@link RejectedExecutionException} cancels the upstream and fails the stream; that failure arises on the requesting
 * thread, so items and terminal signals go through a {@link TerminalSerializer} and never overlap it (rule 1.3).
 *
 * <p>A downstream that is itself a thread boundary ({@code emitOn}: it asks for {@link FusedSubscription#ASYNC}
 * with {@link FusedSubscription#BOUNDARY}, and moves every signal to its own executor) is granted
 * {@link FusedSubscription#ASYNC} fusion: it polls the items instead of receiving them. When the upstream is then a
 * synchronous source running no user code ({@code range}, {@code items(..)} of values, {@code item}: it grants
 * {@link FusedSubscription#SYNC} across a {@link FusedSubscription#BOUNDARY}), the subscription still happens on the
 * executor, but no request is forwarded any more: the boundary pulls the values from the source on its own thread,
 * so the pipeline costs one task on this executor instead of one per replenishing request. Nothing that runs user
 * code changes thread: such a source runs none, and the boundary delivers on its executor anyway. Any other upstream
 * is subscribed and requested on the executor as above, and its items are queued here for the boundary to poll.
 *
 * @param <T> the type of the items
 */
public final class MultiRunSubscriptionOnOp<T> extends MultiOperator<T, T> {

    private final Executor executor;

    public MultiRunSubscriptionOnOp(Multi<T> upstream, Executor executor) {
        super(upstream);
        this.executor = ParameterValidation.nonNull(executor, "executor");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        SubscribeOnProcessor<T> processor = new SubscribeOnProcessor<>(subscriber, executor, upstream());
        subscriber.onSubscribe(processor);
        processor.scheduleSubscription();
    }

    static final class SubscribeOnProcessor<T>
            implements MultiSubscriber<T>, FusedSubscription<T>, Runnable, ContextSupport {

        private static final AtomicReferenceFieldUpdater<SubscribeOnProcessor, Flow.Subscription> UPSTREAM =
                AtomicReferenceFieldUpdater.newUpdater(SubscribeOnProcessor.class, Flow.Subscription.class, "upstream");

        private static final AtomicLongFieldUpdater<SubscribeOnProcessor> PENDING_DEMAND =
                AtomicLongFieldUpdater.newUpdater(SubscribeOnProcessor.class, "pendingDemand");

        /** A valid request: never stored as an invalid one. */
        private static final long NO_INVALID_REQUEST = 1;

        private static final AtomicIntegerFieldUpdater<SubscribeOnProcessor> WIP =
                AtomicIntegerFieldUpdater.newUpdater(SubscribeOnProcessor.class, "wip");

        /** The chunk of the queue kept for an output-fused downstream over a source that is not pollable. */
        private static final int FUSED_QUEUE_CHUNK = 128;

        private final MultiSubscriber<? super T> downstream;
        private final Executor executor;
        /**
         * The upstream to subscribe to, until the first task does: the processor is its own subscription task. Read and
         * cleared by the task, which owns the counter.
         */
        private Multi<T> unsubscribedUpstream;

        /** The downstream polls ({@link #ASYNC} across a {@link #BOUNDARY}); set in its onSubscribe. */
        private boolean outputFused;
        /**
         * Output-fused over a synchronous source: the source the downstream polls through this stage. Written on the
         * executor before {@code upstream}, read after it.
         */
        private FusedSubscription<T> source;
        /** Output-fused over a pushing source: its items, until the downstream polls them. */
        private Queue<T> queue;

        private volatile Flow.Subscription upstream;
        /** The thread running the subscription task while it subscribes upstream; touched by that thread only. */
        private Thread subscribingThread;
        /** Demand received from downstream and not yet forwarded upstream. */
        private volatile long pendingDemand;
        /** Counts the reasons to run the request task; the one who moves it from 0 schedules the task. */
        private volatile int wip;

        private final TerminalSerializer serializer = new TerminalSerializer();
        private volatile boolean cancelled;
        /** The first invalid request ({@code n <= 0}), not yet forwarded upstream, or {@link #NO_INVALID_REQUEST}. */
        private volatile long invalidRequest = NO_INVALID_REQUEST;

        SubscribeOnProcessor(MultiSubscriber<? super T> downstream, Executor executor, Multi<T> upstream) {
            this.downstream = downstream;
            this.executor = executor;
            this.unsubscribedUpstream = upstream;
        }

        /** The downstream subscriber's context, so that it reaches the operators upstream. */
        @Override
        public Context context() {
            return Subscriptions.contextOf(downstream);
        }

        /**
         * Hands the subscription to the executor: the task is this processor, owning the counter, so the requests
         * made meanwhile wait for it; nothing is scheduled if the downstream cancelled in its onSubscribe.
         */
        void scheduleSubscription() {
            if (WIP.getAndIncrement(this) == 0) {
                execute();
            }
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (outputFused && fuseSource(subscription)) {
                return;
            }
            if (!Subscriptions.setIfEmpty(UPSTREAM, this, subscription)) {
                return;
            }
            if (subscribingThread == Thread.currentThread()) {
                // within the subscription task, which owns the counter: forward the early requests at once, before
                // a source emitting from its subscribe method runs
                forwardRequests();
            } else {
                scheduleRequests(); // an upstream calling onSubscribe later, from another thread
            }
        }

        /**
         * Output-fused: makes a synchronous source running no user code pollable by the downstream, and completes it
         * at once: such a source holds all its items already, so it is a finished queue that the downstream drains
         * before delivering the completion. Signalling the end here rather than when a poll finds it means one signal
         * from this thread, never racing with the poller: the downstream delivers the items and the completion in
         * one drain, on one task of its executor. Otherwise creates the queue that the pushed items go to.
         *
         * @return {@code true} if the source is polled: it is never requested
         */
        @SuppressWarnings("unchecked")
        private boolean fuseSource(Flow.Subscription subscription) {
            if (subscription instanceof FusedSubscription
                    && ((FusedSubscription<T>) subscription).requestFusion(SYNC | BOUNDARY) == SYNC) {
                source = (FusedSubscription<T>) subscription;
                if (Subscriptions.setIfEmpty(UPSTREAM, this, subscription)) {
                    failPolledSource(); // requested before the subscription
                    serializer.onCompletion(downstream); // poll what remains: nothing is added any more
                }
                return true;
            }
            queue = new SpscUnboundedArrayQueue<>(FUSED_QUEUE_CHUNK);
            return false;
        }

        @Override
        public void onItem(T item) {
            if (cancelled) {
                return;
            }
            if (outputFused) {
                queue.offer(item);
                serializer.onItem(downstream, null); // poll now
            } else {
                serializer.onItem(downstream, item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            failDownstream(failure);
        }

        @Override
        public void onCompletion() {
            serializer.onCompletion(downstream);
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                if (invalidRequest == NO_INVALID_REQUEST) {
                    invalidRequest = n;
                }
            } else {
                Subscriptions.add(PENDING_DEMAND, this, n);
            }
            // Before the upstream subscription, onSubscribe forwards what is pending: the demand is written before
            // upstream is read here, and upstream before the demand is read there, so one of them forwards it. A
            // polled source is never requested: the poller takes what it wants.
            if (upstream != null) {
                if (source == null) {
                    scheduleRequests();
                } else if (n <= 0) {
                    failPolledSource();
                }
            }
        }

        /** An invalid request while the downstream polls the source: nobody requests upstream, so we fail. */
        private void failPolledSource() {
            long invalid = invalidRequest;
            if (invalid != NO_INVALID_REQUEST) {
                Subscriptions.cancel(UPSTREAM, this);
                failDownstream(Subscriptions.invalidRequest(invalid));
            }
        }

        /**
         * Grants {@link #ASYNC} to a downstream that moves every signal to its own thread ({@link #BOUNDARY}): what
         * it polls here runs no user code.
         */
        @Override
        public int requestFusion(int modes) {
            if ((modes & ASYNC) != 0 && (modes & BOUNDARY) != 0) {
                outputFused = true;
                return ASYNC;
            }
            return NONE;
        }

        /** Output-fused: the next item of the polled source, or of the queue. */
        @Override
        public T poll() {
            if (upstream == null) {
                return null; // polled on a request, before the upstream subscription
            }
            FusedSubscription<T> polled = source;
            if (polled == null) {
                Queue<T> items = queue;
                return items == null ? null : items.poll();
            }
            return polled.poll();
        }

        @Override
        public boolean isEmpty() {
            if (upstream == null) {
                return true;
            }
            FusedSubscription<T> polled = source;
            if (polled == null) {
                Queue<T> items = queue;
                return items == null || items.isEmpty();
            }
            return polled.isEmpty();
        }

        @Override
        public void clear() {
            if (upstream == null) {
                return;
            }
            FusedSubscription<T> polled = source;
            if (polled != null) {
                polled.clear();
            } else if (queue != null) {
                queue.clear();
            }
        }

        @Override
        public void cancel() {
            if (cancelled) {
                return;
            }
            cancelled = true;
            // Owning the counter means no request task runs: cancelling here cannot overlap a request upstream.
            // Otherwise the running task sees the flag and cancels before it ends.
            if (WIP.getAndIncrement(this) == 0) {
                Subscriptions.cancel(UPSTREAM, this);
            }
        }

        private void scheduleRequests() {
            if (WIP.getAndIncrement(this) == 0) {
                execute();
            }
        }

        /** Submits this processor's task, whose counter the caller took. */
        private void execute() {
            try {
                executor.execute(this);
            } catch (RejectedExecutionException rejected) {
                // The counter stays taken: no task runs any more.
                Subscriptions.cancel(UPSTREAM, this);
                failDownstream(rejected);
            }
        }

        /**
         * The task, one at a time: the first one subscribes upstream, every one forwards the accumulated demand
         * (none to a polled source).
         */
        @Override
        public void run() {
            Multi<T> toSubscribe = unsubscribedUpstream;
            if (toSubscribe != null) {
                unsubscribedUpstream = null;
                if (!cancelled) {
                    subscribingThread = Thread.currentThread();
                    try {
                        toSubscribe.subscribe(this);
                    } finally {
                        subscribingThread = null;
                    }
                }
            }
            int missed = 1;
            for (; ; ) {
                if (!forwardRequests()) {
                    return;
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        /**
         * Forwards the accumulated demand, or the first invalid request; called while owning the counter.
         *
         * @return {@code false} once the task must stop and keep the counter (cancelled, or an invalid request
         *     forwarded: the source fails the stream through its own emission path)
         */
        private boolean forwardRequests() {
            if (cancelled) {
                Subscriptions.cancel(UPSTREAM, this);
                return false;
            }
            Flow.Subscription subscription = upstream;
            if (subscription != null && subscription != Subscriptions.CANCELLED && source == null) {
                long invalid = invalidRequest;
                if (invalid != NO_INVALID_REQUEST) {
                    invalidRequest = NO_INVALID_REQUEST;
                    subscription.request(invalid);
                    return false;
                }
                long demand = PENDING_DEMAND.getAndSet(this, 0L);
                if (demand != 0L) {
                    subscription.request(demand);
                }
            }
            return true;
        }

        private void failDownstream(Throwable failure) {
            serializer.onFailure(downstream, failure);
        }
    }
}
