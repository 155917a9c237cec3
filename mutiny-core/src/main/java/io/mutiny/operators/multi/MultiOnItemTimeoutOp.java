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
import io.mutiny.subscription.MultiSubscriber;
import java.time.Duration;
import java.util.concurrent.Flow;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Supplier;

/**
 * Reacts when the upstream emits no item for a given duration: the delay is measured from the subscription and
 * from each item (re-armed on each one), on a scheduled executor.
 *
 * <p>When the delay elapses, the upstream is cancelled and the operator either fails (with the failure its supplier
 * produces), completes, or continues with a fallback {@code Multi}, which receives the downstream demand not
 * satisfied by the upstream. An item and the timeout racing each other never produce both the item and the timeout
 * action: exactly one wins. The timer is cancelled on termination and cancellation. A rejected timer fails the stream.
 *
 * @param <T> the type of the items
 */
public final class MultiOnItemTimeoutOp<T> extends MultiOperator<T, T> {

    private final Duration timeout;
    private final ScheduledExecutorService executor;
    private final Supplier<? extends Throwable> failureSupplier;
    private final Supplier<Multi<? extends T>> fallbackSupplier;

    /**
     * @param failureSupplier produces the failure to signal on timeout; {@code null} to use {@code fallbackSupplier}
     * @param fallbackSupplier produces the stream to continue with on timeout; when both suppliers are {@code null},
     *     the stream completes on timeout
     */
    public MultiOnItemTimeoutOp(
            Multi<T> upstream,
            Duration timeout,
            ScheduledExecutorService executor,
            Supplier<? extends Throwable> failureSupplier,
            Supplier<Multi<? extends T>> fallbackSupplier) {
        super(upstream);
        this.timeout = ParameterValidation.validate(timeout, "timeout");
        this.executor = ParameterValidation.nonNull(executor, "executor");
        this.failureSupplier = failureSupplier;
        this.fallbackSupplier = fallbackSupplier;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new TimeoutProcessor<>(subscriber, this));
    }

    static final class TimeoutProcessor<T> extends AbstractMultiSubscriber<T>
            implements Flow.Subscription, ContextSupport {

        /** The value of {@code index} once the upstream timed out, terminated or was cancelled. */
        private static final long CLOSED = Long.MAX_VALUE;

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<TimeoutProcessor> INDEX =
                AtomicLongFieldUpdater.newUpdater(TimeoutProcessor.class, "index");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<TimeoutProcessor, TimeoutTask> TIMER =
                AtomicReferenceFieldUpdater.newUpdater(TimeoutProcessor.class, TimeoutTask.class, "timer");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<TimeoutProcessor, Flow.Subscription> UPSTREAM =
                AtomicReferenceFieldUpdater.newUpdater(TimeoutProcessor.class, Flow.Subscription.class, "upstream");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<TimeoutProcessor, Flow.Subscription> FALLBACK =
                AtomicReferenceFieldUpdater.newUpdater(TimeoutProcessor.class, Flow.Subscription.class, "fallback");

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<TimeoutProcessor> PENDING =
                AtomicLongFieldUpdater.newUpdater(TimeoutProcessor.class, "pendingDemand");

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<TimeoutProcessor> IN_FLIGHT =
                AtomicLongFieldUpdater.newUpdater(TimeoutProcessor.class, "upstreamInFlight");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<TimeoutProcessor> WIP =
                AtomicIntegerFieldUpdater.newUpdater(TimeoutProcessor.class, "wip");

        private final MultiSubscriber<? super T> downstream;
        private final MultiOnItemTimeoutOp<T> config;
        /**
         * Every downstream signal goes through it: the items come from the upstream (or the fallback) while a failure
         * may come from the timer or from a thread requesting an invalid amount (rule 1.3).
         */
        private final TerminalSerializer serializer = new TerminalSerializer();

        /** Items accepted from upstream, or {@link #CLOSED}: the item and the timer race on it. */
        private volatile long index;

        /** The pending timer, tagged with the item index it guards, or {@code null}. */
        private volatile TimeoutTask timer;

        private volatile Flow.Subscription upstream;
        private volatile Flow.Subscription fallback;
        /** Downstream demand not yet forwarded to the current source. */
        private volatile long pendingDemand;
        /** Demand forwarded to the upstream and not yet satisfied: handed to the fallback on timeout. */
        private volatile long upstreamInFlight;

        private volatile int wip;
        private volatile boolean switchingToFallback;
        /** Only touched while forwarding demand, which the wip counter serializes. */
        private boolean upstreamDemandHandedOver;

        private volatile boolean cancelled;

        TimeoutProcessor(MultiSubscriber<? super T> downstream, MultiOnItemTimeoutOp<T> config) {
            this.downstream = downstream;
            this.config = config;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (Subscriptions.setIfEmpty(UPSTREAM, this, subscription)) {
                downstream.onSubscribe(this);
                armTimer(0L);
            }
        }

        @Override
        public void onItem(T item) {
            long current = index;
            if (current == CLOSED || !INDEX.compareAndSet(this, current, current + 1)) {
                return;
            }
            cancelTimer();
            Subscriptions.produced(IN_FLIGHT, this, 1);
            serializer.onItem(downstream, item);
            armTimer(current + 1);
        }

        @Override
        public void onFailure(Throwable failure) {
            if (INDEX.getAndSet(this, CLOSED) != CLOSED) {
                cancelTimer();
                terminate(failure);
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        @Override
        public void onCompletion() {
            if (INDEX.getAndSet(this, CLOSED) != CLOSED) {
                cancelTimer();
                terminate(null);
            }
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                if (cancelled || serializer.isTerminated()) {
                    return; // the subscription is cancelled, or terminated (rule 1.6): a no-op (rule 3.6)
                }
                cancel();
                terminate(Subscriptions.invalidRequest(n));
                return;
            }
            Subscriptions.add(PENDING, this, n);
            forwardDemand();
        }

        @Override
        public void cancel() {
            if (cancelled) {
                return;
            }
            cancelled = true;
            INDEX.getAndSet(this, CLOSED);
            cancelTimer();
            Subscriptions.cancel(UPSTREAM, this);
            Subscriptions.cancel(FALLBACK, this);
        }

        /** The downstream subscriber's context, so that it reaches the operators upstream. */
        @Override
        public Context context() {
            return Subscriptions.contextOf(downstream);
        }

        private void armTimer(long expectedIndex) {
            TimeoutTask task = new TimeoutTask(this, expectedIndex);
            try {
                task.future = config.executor.schedule(task, config.timeout.toNanos(), TimeUnit.NANOSECONDS);
            } catch (RejectedExecutionException rejected) {
                if (INDEX.compareAndSet(this, expectedIndex, CLOSED)) {
                    Subscriptions.cancel(UPSTREAM, this);
                    terminate(rejected);
                }
                return;
            }
            for (; ; ) {
                TimeoutTask previous = timer;
                if (previous != null && previous.index > expectedIndex) {
                    // A later item armed its timer first (the first timer is armed after the downstream's
                    // onSubscribe, whose request may have made the upstream emit): that timer must stay armed.
                    task.cancel();
                    return;
                }
                if (TIMER.compareAndSet(this, previous, task)) {
                    if (previous != null) {
                        previous.cancel();
                    }
                    break;
                }
            }
            if (index != expectedIndex) {
                // An item, a terminal signal or a cancellation came in meanwhile: this timer is stale.
                task.cancel();
            }
        }

        private void cancelTimer() {
            TimeoutTask current = TIMER.getAndSet(this, null);
            if (current != null) {
                current.cancel();
            }
        }

        private void onTimeout(long expectedIndex) {
            if (!INDEX.compareAndSet(this, expectedIndex, CLOSED)) {
                return;
            }
            Subscriptions.cancel(UPSTREAM, this);
            if (config.failureSupplier != null) {
                Throwable failure;
                try {
                    failure = ParameterValidation.nonNullNpe(
                            config.failureSupplier.get(), ParameterValidation.SUPPLIER_PRODUCED_NULL);
                } catch (Throwable supplierFailure) {
                    Exceptions.throwIfFatal(supplierFailure);
                    failure = supplierFailure;
                }
                terminate(failure);
            } else if (config.fallbackSupplier != null) {
                switchToFallback();
            } else {
                terminate(null);
            }
        }

        private void switchToFallback() {
            Multi<? extends T> next;
            try {
                next = ParameterValidation.nonNullNpe(
                        config.fallbackSupplier.get(), ParameterValidation.SUPPLIER_PRODUCED_NULL);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                terminate(failure);
                return;
            }
            switchingToFallback = true;
            forwardDemand();
            if (!cancelled) {
                next.subscribe(new FallbackSubscriber());
            }
        }

        /** Forwards the pending demand to the current source, one caller at a time. */
        private void forwardDemand() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            int missed = 1;
            for (; ; ) {
                if (switchingToFallback && !upstreamDemandHandedOver) {
                    // No upstream item can be accepted any more: what the upstream still owed goes to the fallback.
                    upstreamDemandHandedOver = true;
                    Subscriptions.add(PENDING, this, IN_FLIGHT.getAndSet(this, 0L));
                }
                Flow.Subscription target = fallback;
                boolean toFallback = target != null;
                if (!toFallback && index != CLOSED) {
                    target = upstream;
                }
                if (target != null && target != Subscriptions.CANCELLED) {
                    long demand = PENDING.getAndSet(this, 0L);
                    if (demand != 0L) {
                        if (!toFallback) {
                            Subscriptions.add(IN_FLIGHT, this, demand);
                        }
                        target.request(demand);
                    }
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        /** Sends the terminal signal once, after the item being delivered if any; a later failure is dropped. */
        private void terminate(Throwable failure) {
            if (failure != null) {
                serializer.onFailure(downstream, failure);
            } else {
                serializer.onCompletion(downstream);
            }
        }

        /** A timer's task: the timeout for the item index it was armed for (0 before the first item). */
        private static final class TimeoutTask implements Runnable {
            private final TimeoutProcessor<?> processor;
            final long index;
            /** Set by the arming thread before the task is published in {@link #timer}. */
            volatile ScheduledFuture<?> future;

            TimeoutTask(TimeoutProcessor<?> processor, long index) {
                this.processor = processor;
                this.index = index;
            }

            @Override
            public void run() {
                processor.onTimeout(index);
            }

            void cancel() {
                future.cancel(false);
            }
        }

        /** Receives the fallback's signals, once the upstream timed out. */
        private final class FallbackSubscriber extends AbstractMultiSubscriber<T> implements ContextSupport {

            @Override
            public Context context() {
                return TimeoutProcessor.this.context();
            }

            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                if (Subscriptions.setIfEmpty(FALLBACK, TimeoutProcessor.this, subscription)) {
                    forwardDemand();
                }
            }

            @Override
            public void onItem(T item) {
                if (!cancelled) {
                    serializer.onItem(downstream, item);
                }
            }

            @Override
            public void onFailure(Throwable failure) {
                terminate(failure);
            }

            @Override
            public void onCompletion() {
                terminate(null);
            }
        }
    }
}
