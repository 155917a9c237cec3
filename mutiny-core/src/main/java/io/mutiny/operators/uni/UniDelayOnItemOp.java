package io.mutiny.operators.uni;

import io.mutiny.Uni;
import io.mutiny.helpers.VarHandles;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.UniSubscriber;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Emits the upstream item {@code delay} after it arrived, from a timer on {@code executor}. Failures are forwarded
 * at once; cancellation cancels the upstream and the pending timer; a rejected timer becomes the failure.
 *
 * <p>Per subscription the processor is the only object of this operator besides what the executor creates for the
 * timer: it keeps the item, it is the timer's task (a {@link Callable}, which a {@code ScheduledThreadPoolExecutor}
 * runs without wrapping it in an adapter as it does a {@code Runnable}), and it holds the timer's {@link Future} for
 * cancellation.
 */
public final class UniDelayOnItemOp<T> extends UniOperator<T, T> {

    private final Duration delay;
    private final ScheduledExecutorService executor;

    public UniDelayOnItemOp(Uni<T> upstream, Duration delay, ScheduledExecutorService executor) {
        super(upstream);
        this.delay = delay;
        this.executor = executor;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        AbstractUni.subscribe(upstream(), new DelayProcessor<>(this, subscriber));
    }

    static final class DelayProcessor<T> extends UniOperatorProcessor<T, T> implements Callable<Void> {

        private static final VarHandle TIMER =
                VarHandles.find(MethodHandles.lookup(), DelayProcessor.class, "timer", Object.class);

        /** Stored in {@link #timer} by {@link #cancel()}: a timer scheduled later is cancelled at once. */
        private static final Object CANCELLED = new Object();

        private final UniDelayOnItemOp<T> operator;
        // published to the timer's thread by the executor's hand-over of the task
        private T item;
        // null, then the pending timer's Future, or CANCELLED
        private volatile Object timer;

        DelayProcessor(UniDelayOnItemOp<T> operator, UniSubscriber<? super T> downstream) {
            super(downstream);
            this.operator = operator;
        }

        @Override
        public void onItem(T item) {
            if (isDone()) {
                return;
            }
            this.item = item;
            Future<?> scheduled;
            try {
                scheduled = operator.executor.schedule(this, operator.delay.toNanos(), TimeUnit.NANOSECONDS);
            } catch (RejectedExecutionException rejected) {
                super.onFailure(rejected);
                return;
            }
            if (!TIMER.compareAndSet(this, null, scheduled)) {
                // cancelled while scheduling
                scheduled.cancel(false);
            }
        }

        /** The timer's task: emits the item unless cancelled meanwhile. */
        @Override
        public Void call() {
            super.onItem(item);
            return null;
        }

        @Override
        public void cancel() {
            Object previous = TIMER.getAndSet(this, CANCELLED);
            if (previous instanceof Future<?> pending) {
                pending.cancel(false);
            }
            super.cancel();
        }
    }
}
