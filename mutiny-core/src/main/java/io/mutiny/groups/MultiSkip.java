package io.mutiny.groups;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiSelectWhereOp;
import io.mutiny.operators.multi.MultiSkipFirstForOp;
import io.mutiny.operators.multi.MultiSkipFirstOp;
import io.mutiny.operators.multi.MultiSkipFirstWhileOp;
import io.mutiny.operators.multi.MultiSkipLastOp;
import io.mutiny.operators.multi.MultiSkipRepetitionsOp;
import java.time.Duration;
import java.util.Comparator;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Skips some of the items of a {@link Multi}: {@code multi.skip().first(3)}, {@code where(predicate)},
 * {@code repetitions()}...
 *
 * <p>Unless stated otherwise, items are forwarded on the thread that emitted them, skipped items are replaced by a
 * request for one more upstream item (the downstream still gets what it asked for), a callback that throws cancels
 * the upstream and fails the stream, and cancellation reaches the upstream.
 *
 * @param <T> the type of the items
 */
public class MultiSkip<T> {

    private final Multi<T> upstream;

    /**
     * Creates the group for {@code upstream}.
     *
     * @param upstream the upstream, must not be {@code null}
     */
    public MultiSkip(Multi<T> upstream) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
    }

    /**
     * Skips the first {@code count} items.
     *
     * @param count the number of items, positive or zero
     * @return the new {@code Multi}
     */
    public Multi<T> first(long count) {
        ParameterValidation.positiveOrZero(count, "count");
        if (count == 0) {
            return upstream;
        }
        return Infrastructure.onMultiCreation(new MultiSkipFirstOp<>(upstream, count));
    }

    /**
     * Skips the first item: same as {@code first(1)}.
     *
     * @return the new {@code Multi}
     */
    public Multi<T> first() {
        return first(1);
    }

    /**
     * Skips the items while they pass {@code predicate}; from the first item that does not, every item is
     * forwarded and the predicate is no longer called.
     *
     * @param predicate the predicate, must not be {@code null}
     * @return the new {@code Multi}
     */
    public Multi<T> first(Predicate<? super T> predicate) {
        ParameterValidation.nonNull(predicate, "predicate");
        return Infrastructure.onMultiCreation(
                new MultiSkipFirstWhileOp<>(upstream, Infrastructure.decorate(predicate)));
    }

    /**
     * Skips the items emitted during {@code duration} after the subscription. The timer runs on the default worker
     * pool ({@link Infrastructure#getDefaultWorkerPool()}) and is cancelled on cancellation and termination.
     *
     * @param duration the duration, strictly positive
     * @return the new {@code Multi}
     */
    public Multi<T> first(Duration duration) {
        return first(duration, Infrastructure.getDefaultWorkerPool());
    }

    /**
     * Skips the items emitted during {@code duration} after the subscription and emits the later ones on the
     * thread that delivers them. The timer runs on {@code executor}, is scheduled at subscription and cancelled on
     * cancellation and termination; if {@code executor} rejects it, the stream fails with the
     * {@link java.util.concurrent.RejectedExecutionException} and the upstream is cancelled.
     *
     * @param duration the duration, strictly positive
     * @param executor the executor running the timer, for example a virtual-time scheduler in tests
     * @return the new {@code Multi}
     * @throws IllegalArgumentException if {@code duration} is {@code null}, zero or negative, or {@code executor}
     *         is {@code null}
     */
    public Multi<T> first(Duration duration, ScheduledExecutorService executor) {
        ParameterValidation.validate(duration, "duration");
        ParameterValidation.nonNull(executor, "executor");
        return Infrastructure.onMultiCreation(new MultiSkipFirstForOp<>(upstream, duration, executor));
    }

    /**
     * Skips the last {@code count} items: each item is held back until {@code count} newer ones arrived, and the
     * held items are discarded when the upstream completes. The upstream is asked for {@code count} items ahead.
     *
     * @param count the number of items, positive or zero
     * @return the new {@code Multi}
     */
    public Multi<T> last(int count) {
        ParameterValidation.positiveOrZero(count, "count");
        if (count == 0) {
            return upstream;
        }
        return Infrastructure.onMultiCreation(new MultiSkipLastOp<>(upstream, count));
    }

    /**
     * Skips the last item: same as {@code last(1)}.
     *
     * @return the new {@code Multi}
     */
    public Multi<T> last() {
        return last(1);
    }

    /**
     * Skips the items equal ({@code equals}) to the item just before them.
     *
     * @return the new {@code Multi}
     */
    public Multi<T> repetitions() {
        return Infrastructure.onMultiCreation(new MultiSkipRepetitionsOp<>(upstream, null));
    }

    /**
     * Skips the items that {@code comparator} finds the same (0) as the item just before them.
     *
     * @param comparator the comparator, must not be {@code null}
     * @return the new {@code Multi}
     */
    public Multi<T> repetitions(Comparator<? super T> comparator) {
        ParameterValidation.nonNull(comparator, "comparator");
        return Infrastructure.onMultiCreation(new MultiSkipRepetitionsOp<>(upstream, comparator));
    }

    /**
     * Skips the items that pass {@code predicate}.
     *
     * @param predicate the predicate, must not be {@code null}
     * @return the new {@code Multi}
     */
    public Multi<T> where(Predicate<? super T> predicate) {
        ParameterValidation.nonNull(predicate, "predicate");
        Predicate<? super T> actual = Infrastructure.decorate(predicate);
        return Infrastructure.onMultiCreation(new MultiSelectWhereOp<T>(upstream, item -> !actual.test(item)));
    }

    /**
     * Skips the items for which the {@code Uni} returned by {@code predicate} emits {@code true}. Items are tested
     * one at a time, in order, and forwarded on the thread that completed their {@code Uni}. A failed {@code Uni},
     * a {@code null} {@code Uni} or a {@code null} result fails the stream; cancellation cancels the pending
     * {@code Uni}.
     *
     * @param predicate the asynchronous predicate, must not be {@code null}
     * @return the new {@code Multi}
     */
    public Multi<T> when(Function<? super T, Uni<Boolean>> predicate) {
        ParameterValidation.nonNull(predicate, "predicate");
        return MultiSelect.selectWhen(upstream, Infrastructure.decorate(predicate), false);
    }
}
