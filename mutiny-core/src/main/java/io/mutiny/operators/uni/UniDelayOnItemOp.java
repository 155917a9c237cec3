package io.mutiny.operators.uni;

import io.mutiny.Uni;
import io.mutiny.helpers.CancellableSlot;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.UniSubscriber;
import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Emits the upstream item {@code delay} after it arrived, from a timer on {@code executor}. Failures are forwarded
 * at once; cancellation cancels the upstream and the pending timer; a rejected timer becomes the failure.
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

    static final class DelayProcessor<T> extends UniOperatorProcessor<T, T> {

        private final UniDelayOnItemOp<T> operator;
        private final CancellableSlot timer = new CancellableSlot();

        DelayProcessor(UniDelayOnItemOp<T> operator, UniSubscriber<? super T> downstream) {
            super(downstream);
            this.operator = operator;
        }

        @Override
        public void onItem(T item) {
            if (isDone()) {
                return;
            }
            try {
                timer.schedule(
                        operator.executor, operator.delay.toNanos(), TimeUnit.NANOSECONDS, () -> super.onItem(item));
            } catch (RejectedExecutionException rejected) {
                super.onFailure(rejected);
            }
        }

        @Override
        public void cancel() {
            timer.cancel();
            super.cancel();
        }
    }
}
