package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/**
 * Forwards the upstream items emitted during {@code duration} after the subscription, then cancels the upstream
 * and completes (on the timer's thread). The timer runs on {@code scheduler} and is cancelled on cancellation and
 * termination; a scheduler rejecting it fails the stream.
 *
 * @param <T> the type of the items
 */
public final class MultiSelectFirstForOp<T> extends MultiOperator<T, T> {

    private final Duration duration;
    private final ScheduledExecutorService scheduler;

    /** Creates the operator over {@code upstream}; the arguments are validated eagerly (see the class description). */
    public MultiSelectFirstForOp(Multi<? extends T> upstream, Duration duration, ScheduledExecutorService scheduler) {
        super(upstream);
        this.duration = ParameterValidation.validate(duration, "duration");
        this.scheduler = ParameterValidation.nonNull(scheduler, "scheduler");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new FirstForProcessor<>(subscriber, duration, scheduler));
    }

    static final class FirstForProcessor<T> extends TimedWindowProcessor<T> {

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<FirstForProcessor> EMITTING =
                AtomicIntegerFieldUpdater.newUpdater(FirstForProcessor.class, "emitting");

        /** Serializes an item being emitted with the completion of the timer, which may fire on another thread. */
        private volatile int emitting;

        FirstForProcessor(
                MultiSubscriber<? super T> downstream, Duration duration, ScheduledExecutorService scheduler) {
            super(downstream, duration, scheduler);
        }

        @Override
        void onWindowEnd() {
            if (EMITTING.getAndIncrement(this) == 0) {
                completeAndCancel();
            }
        }

        @Override
        public void onItem(T item) {
            if (EMITTING.compareAndSet(this, 0, 1)) {
                if (!isDone()) {
                    downstream.onItem(item);
                }
                if (EMITTING.decrementAndGet(this) != 0) {
                    // the timer fired during the emission: it left the completion to this thread
                    completeAndCancel();
                }
            }
        }
    }
}
