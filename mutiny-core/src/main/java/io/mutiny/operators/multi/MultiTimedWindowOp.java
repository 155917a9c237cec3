package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.CancellableSlot;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.MultiOperator;
import io.mutiny.operators.multi.processors.UnicastProcessor;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.MultiSubscriber;
import java.time.Duration;
import java.util.concurrent.Flow;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import org.jctools.queues.MpscLinkedQueue;

/**
 * Groups the items into streams by time ({@code group().intoMultis().every(duration)}): a window opens when the
 * subscription starts and at every tick of a periodic timer (period {@code duration}, on {@code executor}), each
 * tick completing the window before it. A window is emitted as it opens, empty periods included, and streams the
 * items of its period as they arrive: it accepts one subscriber and buffers the items it has not requested (a
 * {@link UnicastProcessor}).
 *
 * <p>Time does not wait for demand, so the upstream is consumed without back-pressure (an unbounded request). A
 * window that opens while the downstream has no outstanding demand fails the stream with a
 * {@link BackPressureFailure} (the upstream and the timer are cancelled): the first window must be requested from
 * {@code onSubscribe}. When the upstream completes or fails, the open window then the stream receive that signal. A
 * rejecting executor fails the stream. Windows are emitted on the timer's thread, or on the subscribing thread for
 * the first; the signals are serialized. Cancelling the stream stops opening windows: the open window still
 * receives the items of its period, then completes at the next tick, when the upstream and the timer are cancelled.
 */
public final class MultiTimedWindowOp<T> extends MultiOperator<T, Multi<T>> {

    private final Duration duration;
    private final ScheduledExecutorService executor;

    /** Creates the operator grouping the items of {@code upstream} into windows of {@code duration}. */
    public MultiTimedWindowOp(Multi<? extends T> upstream, Duration duration, ScheduledExecutorService executor) {
        super(upstream);
        this.duration = ParameterValidation.validate(duration, "duration");
        this.executor = ParameterValidation.nonNull(executor, "executor");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super Multi<T>> subscriber) {
        upstream().subscribe(new WindowEveryProcessor<>(subscriber, this));
    }

    static final class WindowEveryProcessor<T> extends MultiOperatorProcessor<T, Multi<T>> {

        /** Queued by the timer: the open window completes and the next one opens. */
        private static final Object TICK = new Object();
        /** Queued by a cancellation: the stream stops at once if no window is open, else at the next tick. */
        private static final Object CANCELLED = new Object();

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<WindowEveryProcessor> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(WindowEveryProcessor.class, "requested");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<WindowEveryProcessor> WIP =
                AtomicIntegerFieldUpdater.newUpdater(WindowEveryProcessor.class, "wip");

        private final MultiTimedWindowOp<T> config;
        /** Items and ticks, in arrival order: the drain loop is the only one to touch the windows. */
        private final MpscLinkedQueue<Object> events = new MpscLinkedQueue<>();

        /** The open window; {@code null} before the first and once the stream is over (drain loop only). */
        private UnicastProcessor<T> window;
        /** An upstream was received: only the upstream's onSubscribe, called once by a well-behaved one, reads it. */
        private boolean subscribed;

        /** The periodic timer; closed (cancelling a timer stored later) when the stream ends. */
        private final CancellableSlot timer = new CancellableSlot();

        private volatile long requested;
        private volatile int wip;
        /** The upstream's terminal signal arrived: delivered once the items before it are in the window. */
        private volatile boolean upstreamDone;
        /** The upstream's failure, delivered after the items before it. */
        private volatile Throwable upstreamFailure;
        /** A failure of this operator (an invalid request, a rejecting executor): delivered at once. */
        private volatile Throwable failure;
        /** The downstream cancelled: no window opens any more; the open one ends at the next tick. */
        private volatile boolean cancelled;

        WindowEveryProcessor(MultiSubscriber<? super Multi<T>> downstream, MultiTimedWindowOp<T> config) {
            super(downstream);
            this.config = config;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (subscribed) {
                // a second upstream (rule 2.5): cancelled, without a second timer nor a second unbounded request
                subscription.cancel();
                return;
            }
            subscribed = true;
            super.onSubscribe(subscription);
            if (isDone()) {
                return;
            }
            // the first window is the first event: a tick or an item queued meanwhile comes after it
            events.offer(TICK);
            try {
                startTimer();
            } catch (RejectedExecutionException rejected) {
                fail(rejected);
                return;
            }
            requestUpstream(Long.MAX_VALUE);
            drain();
        }

        /** Starts the periodic timer; the slot cancels it at once if the stream ended meanwhile. */
        private void startTimer() {
            long period = config.duration.toNanos();
            ScheduledFuture<?> started = config.executor.scheduleAtFixedRate(
                    () -> {
                        events.offer(TICK);
                        drain();
                    },
                    period,
                    period,
                    TimeUnit.NANOSECONDS);
            timer.set(() -> started.cancel(false));
        }

        @Override
        public void onItem(T item) {
            if (!upstreamDone && !isDone()) {
                events.offer(item);
                drain();
            }
        }

        @Override
        public void onFailure(Throwable throwable) {
            if (upstreamDone || isDone()) {
                Infrastructure.handleDroppedException(throwable);
                return;
            }
            upstreamFailure = throwable;
            upstreamDone = true;
            timer.cancel();
            drain();
        }

        @Override
        public void onCompletion() {
            if (!upstreamDone && !isDone()) {
                upstreamDone = true;
                timer.cancel();
                drain();
            }
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                if (!cancelled) {
                    fail(Subscriptions.invalidRequest(n));
                }
                return;
            }
            Subscriptions.add(REQUESTED, this, n);
        }

        /** Stops opening windows; the upstream is cancelled when the open window ends (see the class description). */
        @Override
        public void cancel() {
            cancelled = true;
            events.offer(CANCELLED);
            drain();
        }

        /** Records a failure of this operator, ending the stream; the drain loop delivers it. */
        private void fail(Throwable throwable) {
            failure = throwable;
            timer.cancel();
            drain();
        }

        @SuppressWarnings("unchecked")
        private void drain() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            int missed = 1;
            for (; ; ) {
                while (!isDone()) {
                    Throwable failed = failure;
                    if (failed != null) {
                        end(failed);
                        break;
                    }
                    boolean done = upstreamDone;
                    Object event = events.poll();
                    if (event == null) {
                        if (done) {
                            end(upstreamFailure);
                        }
                        break;
                    }
                    if (event == TICK) {
                        if (cancelled) {
                            stop();
                        } else if (!done) {
                            // a tick racing the upstream's terminal signal opens no window: the items before that
                            // signal go to the open one
                            nextWindow();
                        }
                    } else if (event == CANCELLED) {
                        if (window == null) {
                            stop();
                        }
                    } else {
                        window.onNext((T) event);
                    }
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        /** Completes the open window, if any, and opens and emits the next one, or fails without demand. */
        private void nextWindow() {
            if (window != null) {
                window.onComplete();
                window = null;
            }
            if (requested == 0) {
                end(new BackPressureFailure(
                        "A window is due but the downstream did not request it: request more windows"));
                return;
            }
            UnicastProcessor<T> next = UnicastProcessor.create();
            window = next;
            downstream.onItem(next);
            Subscriptions.produced(REQUESTED, this, 1);
        }

        /** After a cancellation: completes the open window and cancels the upstream and the timer. */
        private void stop() {
            events.clear();
            if (window != null) {
                window.onComplete();
                window = null;
            }
            super.cancel();
            timer.cancel();
        }

        /**
         * Ends the stream with {@code cause}, or completes it if {@code null}: the open window first, then the
         * downstream unless it cancelled; the upstream and the timer are cancelled.
         */
        private void end(Throwable cause) {
            events.clear();
            UnicastProcessor<T> open = window;
            window = null;
            if (open != null) {
                if (cause == null) {
                    open.onComplete();
                } else {
                    open.onError(cause);
                }
            }
            if (cancelled) {
                super.cancel();
                if (cause != null && open == null) {
                    Infrastructure.handleDroppedException(cause);
                }
            } else if (cause == null) {
                if (markDone()) {
                    downstream.onCompletion();
                }
            } else {
                super.failAndCancel(cause);
            }
            timer.cancel();
        }
    }
}
