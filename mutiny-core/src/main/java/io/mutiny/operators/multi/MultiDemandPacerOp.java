package io.mutiny.operators.multi;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.AbstractMultiSubscriber;
import io.mutiny.subscription.ContextSupport;
import io.mutiny.subscription.DemandPacer;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import org.jctools.queues.SpscUnboundedArrayQueue;

/**
 * Requests from the upstream what a {@link DemandPacer} decides, window by window, as Mutiny does: the pacer's
 * demand at the start of each window, whatever the downstream requested. Unlike Mutiny, the items are passed on
 * only within the downstream demand (rule 1.1): the others wait in a buffer, and a window requests nothing while
 * items wait, so the buffer holds at most what the windows requested. The completion follows the buffered items; a
 * failure is passed on at once, dropping them. See {@code MultiDemandPacing.using(DemandPacer)} for the contract.
 *
 * @param <T> the type of the items
 */
public final class MultiDemandPacerOp<T> extends MultiOperator<T, T> {

    private final ScheduledExecutorService executor;
    private final DemandPacer pacer;

    public MultiDemandPacerOp(Multi<T> upstream, ScheduledExecutorService executor, DemandPacer pacer) {
        super(upstream);
        this.executor = ParameterValidation.nonNull(executor, "executor");
        this.pacer = ParameterValidation.nonNull(pacer, "pacer");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new PacerProcessor<>(subscriber, executor, pacer));
    }

    static final class PacerProcessor<T> extends AbstractMultiSubscriber<T>
            implements Flow.Subscription, ContextSupport {

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<PacerProcessor, Flow.Subscription> UPSTREAM =
                AtomicReferenceFieldUpdater.newUpdater(PacerProcessor.class, Flow.Subscription.class, "upstream");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<PacerProcessor, Throwable> FAILURE =
                AtomicReferenceFieldUpdater.newUpdater(PacerProcessor.class, Throwable.class, "failure");

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<PacerProcessor> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(PacerProcessor.class, "requested");

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<PacerProcessor> OBSERVED =
                AtomicLongFieldUpdater.newUpdater(PacerProcessor.class, "observedItems");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<PacerProcessor> WIP =
                AtomicIntegerFieldUpdater.newUpdater(PacerProcessor.class, "wip");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<PacerProcessor, ScheduledFuture> TIMER =
                AtomicReferenceFieldUpdater.newUpdater(PacerProcessor.class, ScheduledFuture.class, "timer");

        private final MultiSubscriber<? super T> downstream;
        private final ScheduledExecutorService executor;
        private final DemandPacer pacer;
        /** Items received and not yet passed on: the upstream thread offers, the drain loop polls. */
        private final SpscUnboundedArrayQueue<T> queue = new SpscUnboundedArrayQueue<>(16);

        private volatile Flow.Subscription upstream;
        /** Downstream demand not yet satisfied. */
        private volatile long requested;
        /** Items received in the current window. */
        private volatile long observedItems;
        /** Set once the upstream terminated (or this operator failed): no more items will arrive. */
        private volatile boolean done;

        private volatile Throwable failure;
        private volatile boolean cancelled;
        private volatile ScheduledFuture<?> timer;
        private volatile int wip;

        /** Only touched by the drain loop: the terminal signal was sent downstream. */
        private boolean terminated;

        PacerProcessor(MultiSubscriber<? super T> downstream, ScheduledExecutorService executor, DemandPacer pacer) {
            this.downstream = downstream;
            this.executor = executor;
            this.pacer = pacer;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (!UPSTREAM.compareAndSet(this, null, subscription)) {
                subscription.cancel();
                return;
            }
            downstream.onSubscribe(this);
            DemandPacer.Request initial;
            try {
                initial =
                        ParameterValidation.nonNullNpe(pacer.initial(), "The pacer returned a `null` initial request");
            } catch (Throwable invalid) {
                Exceptions.throwIfFatal(invalid);
                fail(invalid);
                return;
            }
            openWindow(initial);
        }

        @Override
        public void onItem(T item) {
            if (done || cancelled) {
                return;
            }
            OBSERVED.incrementAndGet(this);
            queue.offer(item);
            drain();
        }

        @Override
        public void onFailure(Throwable upstreamFailure) {
            if (done || !FAILURE.compareAndSet(this, null, upstreamFailure)) {
                Infrastructure.handleDroppedException(upstreamFailure);
                return;
            }
            done = true;
            cancelTimer();
            drain();
        }

        @Override
        public void onCompletion() {
            done = true;
            cancelTimer();
            drain();
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                fail(Subscriptions.invalidRequest(n));
                return;
            }
            Subscriptions.add(REQUESTED, this, n);
            drain();
        }

        @Override
        public void cancel() {
            if (!cancelled) {
                cancelled = true;
                cancelTimer();
                cancelUpstream();
                drain();
            }
        }

        @Override
        public Context context() {
            return Subscriptions.contextOf(downstream);
        }

        /**
         * Fails the stream from this operator (invalid request, pacer failure), even after the upstream completed
         * while items wait: the drain loop passes it on, unless the stream is already over.
         */
        private void fail(Throwable problem) {
            cancelTimer();
            cancelUpstream();
            if (!FAILURE.compareAndSet(this, null, problem)) {
                Infrastructure.handleDroppedException(problem);
                return;
            }
            done = true;
            drain();
        }

        private void cancelUpstream() {
            Flow.Subscription current = UPSTREAM.getAndSet(this, Subscriptions.CANCELLED);
            if (current != null && current != Subscriptions.CANCELLED) {
                current.cancel();
            }
        }

        /** Requests the window's demand, unless items still wait for downstream demand, and schedules its end. */
        private void openWindow(DemandPacer.Request window) {
            if (queue.isEmpty()) {
                Flow.Subscription current = upstream;
                if (current != Subscriptions.CANCELLED) {
                    current.request(window.demand());
                }
            }
            ScheduledFuture<?> scheduled;
            try {
                scheduled = executor.schedule(
                        () -> onWindowEnd(window), window.delay().toNanos(), TimeUnit.NANOSECONDS);
            } catch (RejectedExecutionException rejected) {
                fail(rejected);
                return;
            }
            TIMER.set(this, scheduled);
            if (done || cancelled) {
                // terminated or cancelled meanwhile: this timer must not stay behind
                cancelTimer();
            }
        }

        private void onWindowEnd(DemandPacer.Request previous) {
            if (done || cancelled) {
                return;
            }
            DemandPacer.Request next;
            try {
                next = ParameterValidation.nonNullNpe(
                        pacer.apply(previous, OBSERVED.getAndSet(this, 0L)), "The pacer returned a `null` request");
            } catch (Throwable invalid) {
                Exceptions.throwIfFatal(invalid);
                fail(invalid);
                return;
            }
            openWindow(next);
        }

        private void cancelTimer() {
            ScheduledFuture<?> current = TIMER.getAndSet(this, null);
            if (current != null) {
                current.cancel(false);
            }
        }

        private void drain() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            int missed = 1;
            for (; ; ) {
                long demand = requested;
                long emitted = 0L;
                while (emitted != demand) {
                    boolean upstreamDone = done;
                    T item = queue.poll();
                    boolean empty = item == null;
                    if (isOver(upstreamDone, empty)) {
                        return;
                    }
                    if (empty) {
                        break;
                    }
                    downstream.onItem(item);
                    emitted++;
                }
                if (emitted == demand && isOver(done, queue.isEmpty())) {
                    return;
                }
                if (emitted != 0L) {
                    Subscriptions.produced(REQUESTED, this, emitted);
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        /**
         * Sends the terminal signal when due (a failure at once, the completion once the buffer is empty) and
         * empties the buffer once the stream is over; called by the drain loop only.
         */
        private boolean isOver(boolean upstreamDone, boolean empty) {
            if (cancelled || terminated) {
                queue.clear();
                return true;
            }
            Throwable problem = failure;
            if (problem != null) {
                terminated = true;
                queue.clear();
                downstream.onFailure(problem);
                return true;
            }
            if (upstreamDone && empty) {
                terminated = true;
                downstream.onCompletion();
                return true;
            }
            return false;
        }
    }
}
