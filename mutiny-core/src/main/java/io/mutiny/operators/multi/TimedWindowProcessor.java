package io.mutiny.operators.multi;

import io.mutiny.helpers.CancellableSlot;
import io.mutiny.subscription.MultiSubscriber;
import java.time.Duration;
import java.util.concurrent.Flow;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The processor of an operator whose behaviour changes once a duration has elapsed after the subscription
 * ({@code select().first(Duration)}, {@code skip().first(Duration)}): it starts the timer on {@code scheduler} when
 * subscribed, fails the stream if the scheduler rejects it, and cancels the timer on termination and cancellation.
 *
 * @param <T> the type of the items
 */
abstract class TimedWindowProcessor<T> extends MultiOperatorProcessor<T, T> {

    private final Duration duration;
    private final ScheduledExecutorService scheduler;
    private final CancellableSlot timer = new CancellableSlot();

    TimedWindowProcessor(MultiSubscriber<? super T> downstream, Duration duration, ScheduledExecutorService scheduler) {
        super(downstream);
        this.duration = duration;
        this.scheduler = scheduler;
    }

    /** Runs on the timer's thread once the duration has elapsed, unless terminated or cancelled before. */
    abstract void onWindowEnd();

    @Override
    public final void onSubscribe(Flow.Subscription subscription) {
        super.onSubscribe(subscription);
        try {
            timer.schedule(scheduler, duration.toNanos(), TimeUnit.NANOSECONDS, this::onWindowEnd);
        } catch (RejectedExecutionException rejected) {
            failAndCancel(rejected);
        }
    }

    @Override
    public final void onFailure(Throwable failure) {
        timer.cancel();
        super.onFailure(failure);
    }

    @Override
    public final void onCompletion() {
        timer.cancel();
        super.onCompletion();
    }

    @Override
    public final void cancel() {
        timer.cancel();
        super.cancel();
    }
}
