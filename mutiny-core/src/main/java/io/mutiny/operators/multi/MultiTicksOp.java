package io.mutiny.operators.multi;

import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.MultiSubscriber;
import java.time.Duration;
import java.util.concurrent.Flow;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Emits 0, 1, 2... periodically on a {@link ScheduledExecutorService}. The timer starts on the first request; a tick
 * that finds no outstanding demand fails the stream with a {@link BackPressureFailure}. The timer is cancelled on
 * cancellation and on failure.
 */
public final class MultiTicksOp extends AbstractMulti<Long> {

    private final Duration initialDelay;
    private final Duration period;
    private final ScheduledExecutorService executor;

    public MultiTicksOp(Duration initialDelay, Duration period, ScheduledExecutorService executor) {
        this.initialDelay = ParameterValidation.nonNull(initialDelay, "initialDelay");
        this.period = ParameterValidation.validate(period, "period");
        this.executor = ParameterValidation.nonNull(executor, "executor");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super Long> subscriber) {
        subscriber.onSubscribe(new TickSubscription(subscriber, this));
    }

    /**
     * Ticks, invalid requests and scheduling failures are all funnelled through one {@code wip} drain loop, so the
     * downstream signals stay serialized even when the executor has several threads.
     */
    static final class TickSubscription implements Flow.Subscription, Runnable {

        private static final AtomicLongFieldUpdater<TickSubscription> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(TickSubscription.class, "requested");

        private static final AtomicIntegerFieldUpdater<TickSubscription> WIP =
                AtomicIntegerFieldUpdater.newUpdater(TickSubscription.class, "wip");

        private static final AtomicReferenceFieldUpdater<TickSubscription, Future> TIMER =
                AtomicReferenceFieldUpdater.newUpdater(TickSubscription.class, Future.class, "timer");

        private static final AtomicReferenceFieldUpdater<TickSubscription, Throwable> FAILURE =
                AtomicReferenceFieldUpdater.newUpdater(TickSubscription.class, Throwable.class, "failure");

        private static final Future<?> CANCELLED_TIMER = new FutureTask<>(() -> null);

        static {
            CANCELLED_TIMER.cancel(false);
        }

        private final MultiSubscriber<? super Long> downstream;
        private final MultiTicksOp configuration;

        private volatile long requested;
        private volatile int wip;
        private volatile Future<?> timer;
        private volatile Throwable failure;
        private volatile boolean tickDue;
        private volatile boolean cancelled;
        private long count;

        TickSubscription(MultiSubscriber<? super Long> downstream, MultiTicksOp configuration) {
            this.downstream = downstream;
            this.configuration = configuration;
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                FAILURE.compareAndSet(this, null, Subscriptions.invalidRequest(n));
                drain();
                return;
            }
            Subscriptions.add(REQUESTED, this, n);
            if (timer == null) {
                start();
            }
        }

        private void start() {
            Future<?> scheduled;
            try {
                scheduled = configuration.executor.scheduleAtFixedRate(
                        this,
                        configuration.initialDelay.toNanos(),
                        configuration.period.toNanos(),
                        TimeUnit.NANOSECONDS);
            } catch (RejectedExecutionException rejected) {
                FAILURE.compareAndSet(this, null, rejected);
                drain();
                return;
            }
            if (!TIMER.compareAndSet(this, null, scheduled)) {
                scheduled.cancel(false); // a concurrent first request, or a cancellation, won
            }
        }

        /** One tick of the timer. */
        @Override
        public void run() {
            tickDue = true;
            drain();
        }

        @Override
        public void cancel() {
            cancelled = true;
            stopTimer();
        }

        private void drain() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            int missed = 1;
            for (; ; ) {
                if (!cancelled) {
                    Throwable pendingFailure = failure;
                    if (pendingFailure != null) {
                        terminate(pendingFailure);
                    } else if (tickDue) {
                        tickDue = false;
                        emitTick();
                    }
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        private void emitTick() {
            if (requested == 0) {
                terminate(new BackPressureFailure(
                        "Could not emit tick " + count + ": the downstream has no outstanding request"));
                return;
            }
            downstream.onItem(count++);
            Subscriptions.produced(REQUESTED, this, 1);
        }

        private void terminate(Throwable terminalFailure) {
            cancelled = true;
            stopTimer();
            downstream.onFailure(terminalFailure);
        }

        private void stopTimer() {
            Future<?> current = TIMER.getAndSet(this, CANCELLED_TIMER);
            if (current != null) {
                current.cancel(false);
            }
        }
    }
}
