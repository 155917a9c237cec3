package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;

/**
 * Drops the upstream items emitted during {@code duration} after the subscription and forwards the later ones.
 * Each dropped item is replaced by a request for one more upstream item. The timer runs on {@code scheduler} and
 * is cancelled on cancellation and termination; a scheduler rejecting it fails the stream.
 *
 * @param <T> the type of the items
 */
public final class MultiSkipFirstForOp<T> extends MultiOperator<T, T> {

    private final Duration duration;
    private final ScheduledExecutorService scheduler;

    /** Creates the operator over {@code upstream}; the arguments are validated eagerly (see the class description). */
    public MultiSkipFirstForOp(Multi<? extends T> upstream, Duration duration, ScheduledExecutorService scheduler) {
        super(upstream);
        this.duration = ParameterValidation.validate(duration, "duration");
        this.scheduler = ParameterValidation.nonNull(scheduler, "scheduler");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new SkipForProcessor<>(subscriber, duration, scheduler));
    }

    static final class SkipForProcessor<T> extends TimedWindowProcessor<T> {

        private volatile boolean elapsed;

        SkipForProcessor(MultiSubscriber<? super T> downstream, Duration duration, ScheduledExecutorService scheduler) {
            super(downstream, duration, scheduler);
        }

        @Override
        void onWindowEnd() {
            elapsed = true;
        }

        @Override
        public void onItem(T item) {
            if (isDone()) {
                return;
            }
            if (elapsed) {
                downstream.onItem(item);
            } else {
                requestUpstream(1);
            }
        }
    }
}
