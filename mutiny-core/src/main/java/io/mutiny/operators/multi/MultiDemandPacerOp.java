package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.MultiOperator;
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

/**
 * Releases the downstream demand upstream window by window, as a {@link DemandPacer} decides: within a window, at
 * most the window's demand is requested upstream, and never more than the downstream requested. See
 * {@code MultiDemandPacing.using(DemandPacer)} for the contract.
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

    static final class PacerProcessor<T> extends MultiOperatorProcessor<T, T> {

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<PacerProcessor> PENDING =
                AtomicLongFieldUpdater.newUpdater(PacerProcessor.class, "pendingDemand");

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<PacerProcessor> OBSERVED =
                AtomicLongFieldUpdater.newUpdater(PacerProcessor.class, "observedItems");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<PacerProcessor> WIP =
                AtomicIntegerFieldUpdater.newUpdater(PacerProcessor.class, "wip");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<PacerProcessor, DemandPacer.Request> NEXT_WINDOW =
                AtomicReferenceFieldUpdater.newUpdater(PacerProcessor.class, DemandPacer.Request.class, "nextWindow");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<PacerProcessor, ScheduledFuture> TIMER =
                AtomicReferenceFieldUpdater.newUpdater(PacerProcessor.class, ScheduledFuture.class, "timer");

        private final ScheduledExecutorService executor;
        private final DemandPacer pacer;

        /** Downstream demand not yet forwarded upstream. */
        private volatile long pendingDemand;
        /** Items received in the current window. */
        private volatile long observedItems;
        /** The window to open, handed from the timer to the forwarding loop. */
        private volatile DemandPacer.Request nextWindow;

        private volatile ScheduledFuture<?> timer;
        private volatile int wip;

        // Only touched by the forwarding loop, which the wip counter serializes.
        private long allowance;

        PacerProcessor(MultiSubscriber<? super T> downstream, ScheduledExecutorService executor, DemandPacer pacer) {
            super(downstream);
            this.executor = executor;
            this.pacer = pacer;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            super.onSubscribe(subscription);
            if (isDone()) {
                return;
            }
            DemandPacer.Request initial;
            try {
                initial =
                        ParameterValidation.nonNullNpe(pacer.initial(), "The pacer returned a `null` initial request");
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                failAndCancel(failure);
                return;
            }
            openWindow(initial);
        }

        @Override
        public void onItem(T item) {
            if (!isDone()) {
                OBSERVED.incrementAndGet(this);
                downstream.onItem(item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            cancelTimer();
            super.onFailure(failure);
        }

        @Override
        public void onCompletion() {
            cancelTimer();
            super.onCompletion();
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                cancelTimer();
                super.request(n);
                return;
            }
            Subscriptions.add(PENDING, this, n);
            forwardDemand();
        }

        @Override
        public void cancel() {
            cancelTimer();
            super.cancel();
        }

        private void openWindow(DemandPacer.Request request) {
            nextWindow = request;
            forwardDemand();
            ScheduledFuture<?> scheduled;
            try {
                scheduled = executor.schedule(
                        () -> onWindowEnd(request), request.delay().toNanos(), TimeUnit.NANOSECONDS);
            } catch (RejectedExecutionException rejected) {
                failAndCancel(rejected);
                return;
            }
            TIMER.set(this, scheduled);
            if (isDone()) {
                // terminated or cancelled meanwhile: this timer must not stay behind
                cancelTimer();
            }
        }

        private void onWindowEnd(DemandPacer.Request previous) {
            if (isDone()) {
                return;
            }
            DemandPacer.Request next;
            try {
                next = ParameterValidation.nonNullNpe(
                        pacer.apply(previous, OBSERVED.getAndSet(this, 0L)), "The pacer returned a `null` request");
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                failAndCancel(failure);
                return;
            }
            openWindow(next);
        }

        /** Opens the pending window if any, then forwards what the allowance permits; one caller at a time. */
        private void forwardDemand() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            int missed = 1;
            for (; ; ) {
                DemandPacer.Request window = NEXT_WINDOW.getAndSet(this, null);
                if (window != null) {
                    allowance = window.demand();
                }
                long toRequest = Math.min(allowance, pendingDemand);
                if (toRequest > 0) {
                    allowance -= toRequest;
                    Subscriptions.produced(PENDING, this, toRequest);
                    requestUpstream(toRequest);
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        private void cancelTimer() {
            ScheduledFuture<?> current = TIMER.getAndSet(this, null);
            if (current != null) {
                current.cancel(false);
            }
        }
    }
}
