package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.positive;
import static io.mutiny.helpers.ParameterValidation.validate;

import io.mutiny.Multi;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiTimedWindowOp;
import io.mutiny.operators.multi.MultiWindowOp;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;

/**
 * Groups the items of a {@code Multi} into streams, by count or by time.
 *
 * <p>Each window is emitted as it opens and streams its items as they arrive; it accepts one subscriber and buffers
 * its items until requested. By count, a window opens with its first item, and requesting {@code n} windows asks the
 * upstream for the items they need. By time, a window opens when the subscription starts and at every tick, empty
 * periods included; the upstream is consumed without back-pressure, and a window due while the downstream has no
 * outstanding demand fails the stream with a {@link io.mutiny.subscription.BackPressureFailure} (request the first
 * window from {@code onSubscribe}).
 *
 * @param <T> the type of the items
 */
public class MultiGroupIntoMultis<T> {

    private final Multi<T> upstream;

    /** Creates the group for {@code upstream}. */
    public MultiGroupIntoMultis(Multi<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /**
     * Emits a window when the subscription starts, then a new one every {@code duration}, each completing the one
     * before it; the timer runs on {@link Infrastructure#getDefaultWorkerPool()}. See
     * {@link #every(Duration, ScheduledExecutorService)}.
     */
    public Multi<Multi<T>> every(Duration duration) {
        return every(duration, Infrastructure.getDefaultWorkerPool());
    }

    /**
     * Emits a window when the subscription starts, then a new one every {@code duration} as timed by
     * {@code executor}, each completing the one before it. A window streams the items of its period as they arrive,
     * to one subscriber, and buffers those not requested yet. Windows are emitted on the timer's thread (the first on
     * the subscribing thread); the upstream is requested without bound. A window due without outstanding demand
     * fails the stream with a {@link io.mutiny.subscription.BackPressureFailure}; the upstream's completion or
     * failure reaches the open window, then the stream; a rejecting executor fails the stream with its
     * {@link java.util.concurrent.RejectedExecutionException}. Cancelling the stream stops opening windows: the open
     * window receives the rest of its period, then completes, and the upstream is cancelled.
     *
     * @throws IllegalArgumentException if {@code duration} is {@code null}, zero or negative, or {@code executor}
     *         is {@code null}
     */
    public Multi<Multi<T>> every(Duration duration, ScheduledExecutorService executor) {
        return Infrastructure.onMultiCreation(
                new MultiTimedWindowOp<>(upstream, validate(duration, "duration"), nonNull(executor, "executor")));
    }

    /** Emits windows of {@code size} consecutive items; the last one may be smaller. */
    public Multi<Multi<T>> of(int size) {
        return of(size, size);
    }

    /**
     * Emits windows of {@code size} items, a new one opening every {@code skip} items (overlapping when
     * {@code skip < size}, dropping the items in between when {@code skip > size}). Cancelling the outer stream
     * stops opening windows; the upstream is cancelled once the open windows were consumed or cancelled too.
     */
    public Multi<Multi<T>> of(int size, int skip) {
        positive(size, "size");
        positive(skip, "skip");
        return Infrastructure.onMultiCreation(new MultiWindowOp<>(upstream, size, skip));
    }
}
