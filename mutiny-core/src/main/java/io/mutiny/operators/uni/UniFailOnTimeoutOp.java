package io.mutiny.operators.uni;

import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.helpers.CancellableSlot;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.VarHandles;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Forwards the upstream outcome if it arrives within {@code timeout}; otherwise cancels the upstream and continues
 * with the {@code Uni} built by {@code fallback} (which may emit an item, a failure, or anything else).
 *
 * <p>The timer starts when the upstream subscription is received, runs on {@code executor}, and is cancelled when
 * the outcome arrives or the downstream cancels. Exactly one of the outcome and the timeout wins: the loser is
 * ignored (a losing upstream failure goes to the dropped-exception handler). A rejected timer fails the
 * downstream with the {@link RejectedExecutionException}.
 *
 * <p>Per subscription the processor is the only object of this operator besides what the executor creates for the
 * timer: it is the timer's task (a {@link Callable}, which a {@code ScheduledThreadPoolExecutor} runs without wrapping
 * it in an adapter as it does a {@code Runnable}), and one state field holds the race, the armed timer and, once the
 * timer fired, the fallback's subscriber.
 */
public final class UniFailOnTimeoutOp<T> extends UniOperator<T, T> {

    private final long timeoutNanos;
    private final ScheduledExecutorService executor;
    private final Supplier<? extends Uni<? extends T>> fallback;

    public UniFailOnTimeoutOp(
            Uni<T> upstream,
            Duration timeout,
            ScheduledExecutorService executor,
            Supplier<? extends Uni<? extends T>> fallback) {
        super(upstream);
        this.timeoutNanos = timeout.toNanos();
        this.executor = executor;
        this.fallback = fallback;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        // computed before the allocation: see UniOperatorProcessor(UniSubscriber, UniSubscription)
        UniSubscription depth = UniOperatorProcessor.depthMarker(subscriber);
        UniSubscriber<? super T> downstream = UniOperatorProcessor.placedDownstream(subscriber, depth);
        AbstractUni.subscribe(upstream(), new TimeoutProcessor<>(this, downstream, depth));
    }

    /**
     * The stage and the timer task in one object. Its {@link #state} is {@code null} until the timer is armed, then
     * the timer's {@link Future}; whoever moves it away from these two decides: the outcome ({@link #DECIDED}), the
     * timer ({@link #TIMED_OUT}, then the fallback's subscriber) or the cancellation ({@link #CANCELLED}). The objects
     * needed for the fallback are only allocated if the timer fires.
     */
    static final class TimeoutProcessor<T> extends UniOperatorProcessor<T, T> implements Callable<Void> {

        private static final VarHandle STATE =
                VarHandles.find(MethodHandles.lookup(), TimeoutProcessor.class, "state", Object.class);

        /** The outcome (or the executor's rejection of the timer) won the race. */
        private static final Object DECIDED = new Object();

        /** The timer won the race; replaced by the fallback's subscriber before that one is subscribed. */
        private static final Object TIMED_OUT = new Object();

        /** The downstream cancelled; no other state replaces it. */
        private static final Object CANCELLED = new Object();

        private final UniFailOnTimeoutOp<T> operator;
        // null, then the armed timer's Future, then DECIDED, TIMED_OUT (then the FallbackSubscriber) or CANCELLED
        private volatile Object state;

        TimeoutProcessor(
                UniFailOnTimeoutOp<T> operator, UniSubscriber<? super T> downstream, UniSubscription depthMarker) {
            super(downstream, depthMarker);
            this.operator = operator;
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            super.onSubscribe(subscription);
            if (state != null) {
                // cancelled (or decided) from the downstream's onSubscribe: no timer to arm
                return;
            }
            Future<?> timer;
            try {
                timer = operator.executor.schedule(this, operator.timeoutNanos, TimeUnit.NANOSECONDS);
            } catch (RejectedExecutionException rejected) {
                if (STATE.compareAndSet(this, null, DECIDED)) {
                    cancelUpstream();
                    downstream.onFailure(rejected);
                }
                return;
            }
            if (!STATE.compareAndSet(this, null, timer)) {
                // decided while arming: the timer is not needed (or is already running, then this is a no-op)
                timer.cancel(false);
            }
        }

        /**
         * Ends the race with {@code decision} if it is still open, cancelling the armed timer unless the timer itself
         * decides.
         *
         * @return {@code true} if this call decided
         */
        private boolean decide(Object decision) {
            for (; ; ) {
                Object current = state;
                if (current != null && !(current instanceof Future<?>)) {
                    return false;
                }
                if (STATE.compareAndSet(this, current, decision)) {
                    if (current != null && decision != TIMED_OUT) {
                        ((Future<?>) current).cancel(false);
                    }
                    return true;
                }
            }
        }

        @Override
        public void onItem(T item) {
            if (decide(DECIDED)) {
                super.onItem(item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (decide(DECIDED)) {
                super.onFailure(failure);
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        /** The timer fired. */
        @Override
        public Void call() {
            if (!decide(TIMED_OUT)) {
                return null;
            }
            // the downstream stays subscribed: it receives the fallback's outcome
            cancelUpstream();
            Uni<? extends T> next;
            try {
                next = operator.fallback.get();
                if (next == null) {
                    throw new NullPointerException("The timeout fallback produced a `null` Uni");
                }
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                // unless the downstream cancelled while the fallback was produced: then it gets nothing more
                if (STATE.compareAndSet(this, TIMED_OUT, DECIDED)) {
                    downstream.onFailure(failure);
                } else {
                    Infrastructure.handleDroppedException(failure);
                }
                return null;
            }
            FallbackSubscriber subscriber = new FallbackSubscriber();
            // fails if the downstream cancelled meanwhile: then nothing is subscribed
            if (STATE.compareAndSet(this, TIMED_OUT, subscriber)) {
                AbstractUni.subscribe(next, subscriber);
            }
            return null;
        }

        @Override
        public void cancel() {
            Object previous = STATE.getAndSet(this, CANCELLED);
            if (previous instanceof Future<?> timer) {
                timer.cancel(false);
            } else if (previous instanceof TimeoutProcessor<?>.FallbackSubscriber fallback) {
                fallback.subscription.cancel();
            }
            super.cancel();
        }

        private final class FallbackSubscriber implements UniSubscriber<T> {
            final CancellableSlot subscription = new CancellableSlot();

            @Override
            public void onSubscribe(UniSubscription upstream) {
                subscription.set(upstream::cancel);
            }

            @Override
            public void onItem(T item) {
                if (!subscription.isCancelled()) {
                    downstream.onItem(item);
                }
            }

            @Override
            public void onFailure(Throwable failure) {
                if (subscription.isCancelled()) {
                    Infrastructure.handleDroppedException(failure);
                } else {
                    downstream.onFailure(failure);
                }
            }

            @Override
            public Context context() {
                return TimeoutProcessor.this.context();
            }
        }
    }
}
