package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.MultiSubscriber;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import org.jctools.queues.MpscLinkedQueue;

/**
 * Groups the items into lists by time: a list is emitted at every tick of a periodic timer (period
 * {@code duration}, on {@code executor}, started at subscription), and also as soon as it holds {@code maxSize}
 * items; such a full list restarts the period, so that the next list waits {@code duration} since that emission.
 * An empty list is emitted at a tick only if {@code emitEmptyLists} is set. When the upstream completes, the pending
 * list (if not empty) is emitted once the downstream requests it, then the completion.
 *
 * <p>Demand, as in SmallRye Mutiny: a request for {@code n} lists asks the upstream for {@code n * maxSize} items
 * (saturating), or for everything when {@code maxSize} is {@link Integer#MAX_VALUE} or {@code n} is
 * {@link Long#MAX_VALUE}; nothing is requested before the downstream requests. Time does not wait for demand:
 * a list that is ready while the downstream has no outstanding demand fails the stream with a
 * {@link BackPressureFailure} (the upstream and the timer are cancelled). A failure is propagated at once,
 * discarding the pending list. Lists are emitted on the timer's thread or on the upstream's thread; the signals are
 * serialized. Cancellation cancels the upstream and the timer.
 */
public final class MultiTimedBufferOp<T> extends MultiOperator<T, List<T>> {

    private final int maxSize;
    private final Duration duration;
    private final boolean emitEmptyLists;
    private final ScheduledExecutorService executor;

    /** Creates the operator grouping the items of {@code upstream} into lists emitted every {@code duration} (timed on {@code executor}) or when they hold {@code maxSize} items. */
    public MultiTimedBufferOp(
            Multi<? extends T> upstream,
            int maxSize,
            Duration duration,
            boolean emitEmptyLists,
            ScheduledExecutorService executor) {
        super(upstream);
        this.maxSize = ParameterValidation.positive(maxSize, "maxSize");
        this.duration = ParameterValidation.validate(duration, "duration");
        this.emitEmptyLists = emitEmptyLists;
        this.executor = ParameterValidation.nonNull(executor, "executor");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super List<T>> subscriber) {
        upstream().subscribe(new TimedBufferProcessor<>(subscriber, this));
    }

    static final class TimedBufferProcessor<T> extends MultiOperatorProcessor<T, List<T>> {

        /** A tick of the timer started {@code generation}-th: a tick of a timer replaced since is ignored. */
        private static final class Tick {
            final long generation;

            Tick(long generation) {
                this.generation = generation;
            }
        }

        private static final AtomicLongFieldUpdater<TimedBufferProcessor> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(TimedBufferProcessor.class, "requested");
        private static final AtomicIntegerFieldUpdater<TimedBufferProcessor> WIP =
                AtomicIntegerFieldUpdater.newUpdater(TimedBufferProcessor.class, "wip");

        private final MultiTimedBufferOp<T> config;
        /** Items and ticks, in arrival order: the drain loop is the only one to touch the current list. */
        private final MpscLinkedQueue<Object> events = new MpscLinkedQueue<>();

        private List<T> current = new ArrayList<>();
        /** The generation of the running timer, 0 before the first; only touched by the drain loop. */
        private long generation;

        private volatile ScheduledFuture<?> timer;
        private volatile long requested;
        private volatile int wip;
        private volatile boolean upstreamDone;
        private volatile boolean cancelled;
        private volatile Throwable failure;

        TimedBufferProcessor(MultiSubscriber<? super List<T>> downstream, MultiTimedBufferOp<T> config) {
            super(downstream);
            this.config = config;
        }

        /**
         * Takes the upstream (the base cancels a second one, rule 2.5) and lets the drain loop start the timer, unless
         * a request or an item from the downstream's onSubscribe already did: a second call starts no second timer.
         */
        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            super.onSubscribe(subscription);
            drain();
        }

        /**
         * Starts a periodic timer in place of the previous one (drain loop only: at its first run, which happens at
         * subscription, and when a full list was emitted, so that the period starts again). A timer started as the
         * stream ends is cancelled at once (a cancellation or termination reads the timer after setting its flag).
         *
         * @return {@code false} if the executor rejected the timer and the stream failed
         */
        private boolean restartTimer() {
            stopTimer();
            long period = config.duration.toNanos();
            Tick tick = new Tick(++generation);
            ScheduledFuture<?> started;
            try {
                started = config.executor.scheduleAtFixedRate(
                        () -> {
                            events.offer(tick);
                            drain();
                        },
                        period,
                        period,
                        TimeUnit.NANOSECONDS);
            } catch (RejectedExecutionException rejected) {
                terminate(rejected);
                return false;
            }
            timer = started;
            if (cancelled || upstreamDone) {
                started.cancel(false);
            }
            return true;
        }

        @Override
        public void onItem(T item) {
            if (!isDone() && !upstreamDone) {
                events.offer(item);
                drain();
            }
        }

        @Override
        public void onFailure(Throwable throwable) {
            if (isDone() || upstreamDone) {
                Infrastructure.handleDroppedException(throwable);
                return;
            }
            fail(throwable);
        }

        @Override
        public void onCompletion() {
            if (!isDone() && !upstreamDone) {
                upstreamDone = true;
                stopTimer();
                drain();
            }
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                fail(Subscriptions.invalidRequest(n));
                return;
            }
            Subscriptions.add(REQUESTED, this, n);
            // the downstream's requests are serial (rule 2.7), and only they request upstream
            requestUpstream(
                    config.maxSize == Integer.MAX_VALUE || n == Long.MAX_VALUE
                            ? Long.MAX_VALUE
                            : Subscriptions.multiply(n, config.maxSize));
            drain();
        }

        @Override
        public void cancel() {
            cancelled = true;
            stopTimer();
            super.cancel();
            drain();
        }

        /** Records a failure that ends the stream, cancels upstream and timer; the drain loop delivers it. */
        private void fail(Throwable throwable) {
            failure = throwable;
            upstreamDone = true;
            stopTimer();
            super.cancel();
            drain();
        }

        private void stopTimer() {
            ScheduledFuture<?> scheduled = timer;
            if (scheduled != null) {
                scheduled.cancel(false);
            }
        }

        @SuppressWarnings("unchecked")
        private void drain() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            int missed = 1;
            for (; ; ) {
                while (true) {
                    if (cancelled) {
                        events.clear();
                        current = null;
                        return;
                    }
                    boolean done = upstreamDone;
                    Throwable failed = failure;
                    if (failed != null) {
                        terminate(failed);
                        return;
                    }
                    if (generation == 0 && !done && !restartTimer()) {
                        return;
                    }
                    Object event = events.poll();
                    if (event == null) {
                        if (done && finish()) {
                            return;
                        }
                        break;
                    }
                    if (event instanceof Tick) {
                        // a tick queued before the completion: the pending list now waits for demand instead
                        if (((Tick) event).generation == generation
                                && !done
                                && (!current.isEmpty() || config.emitEmptyLists)
                                && !emitCurrent()) {
                            return;
                        }
                    } else {
                        current.add((T) event);
                        if (current.size() == config.maxSize && (!emitCurrent() || (!done && !restartTimer()))) {
                            return;
                        }
                    }
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        /**
         * Emits the current list if there is demand, or fails the stream.
         *
         * @return {@code false} if the stream failed
         */
        private boolean emitCurrent() {
            if (requested == 0) {
                terminate(new BackPressureFailure(
                        "A list of items is ready but the downstream did not request it: request more lists"));
                return false;
            }
            List<T> list = current;
            current = new ArrayList<>();
            downstream.onItem(list);
            Subscriptions.produced(REQUESTED, this, 1);
            return true;
        }

        /**
         * After the upstream completion: emits the pending list when requested, then completes.
         *
         * @return {@code true} if the stream is over, {@code false} if the pending list waits for demand
         */
        private boolean finish() {
            if (!current.isEmpty()) {
                if (requested == 0) {
                    return false;
                }
                List<T> list = current;
                current = new ArrayList<>();
                downstream.onItem(list);
                Subscriptions.produced(REQUESTED, this, 1);
            }
            stopTimer();
            if (markDone()) {
                downstream.onCompletion();
            }
            return true;
        }

        private void terminate(Throwable throwable) {
            events.clear();
            current = null;
            stopTimer();
            super.cancel();
            downstream.onFailure(throwable);
        }
    }
}
