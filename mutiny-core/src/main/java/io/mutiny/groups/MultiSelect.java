package io.mutiny.groups;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiConcatMapOp;
import io.mutiny.operators.multi.MultiFromUniItemOp;
import io.mutiny.operators.multi.MultiSelectDistinctOp;
import io.mutiny.operators.multi.MultiSelectFirstForOp;
import io.mutiny.operators.multi.MultiSelectFirstOp;
import io.mutiny.operators.multi.MultiSelectFirstWhileOp;
import io.mutiny.operators.multi.MultiSelectLastOp;
import io.mutiny.operators.multi.MultiSelectWhereOp;
import java.time.Duration;
import java.util.Comparator;
import java.util.HashSet;
import java.util.TreeSet;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Selects some of the items of a {@link Multi}: {@code multi.select().first(3)}, {@code where(predicate)},
 * {@code distinct()}...
 *
 * <p>Unless stated otherwise, items are forwarded on the thread that emitted them, dropped items are replaced by a
 * request for one more upstream item (the downstream still gets what it asked for), a callback that throws cancels
 * the upstream and fails the stream, and cancellation reaches the upstream.
 *
 * @param <T> the type of the items
 */
public class MultiSelect<T> {

    private final Multi<T> upstream;

    /**
     * Creates the group for {@code upstream}.
     *
     * @param upstream the upstream, must not be {@code null}
     */
    public MultiSelect(Multi<T> upstream) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
    }

    /**
     * Selects the first item: same as {@code first(1)}.
     *
     * @return the new {@code Multi}
     */
    public Multi<T> first() {
        return first(1);
    }

    /**
     * Selects the last item, emitted when the upstream completes: same as {@code last(1)}.
     *
     * @return the new {@code Multi}
     */
    public Multi<T> last() {
        return last(1);
    }

    /**
     * Selects the first {@code count} items, then cancels the upstream and completes. The upstream is never asked
     * for more than {@code count} items; with 0 it is cancelled at once and the stream completes empty.
     *
     * @param count the number of items, positive or zero
     * @return the new {@code Multi}
     */
    public Multi<T> first(long count) {
        ParameterValidation.positiveOrZero(count, "count");
        return Infrastructure.onMultiCreation(new MultiSelectFirstOp<>(upstream, count));
    }

    /**
     * Selects the last {@code count} items: the upstream is requested without bound, the last {@code count} items
     * are kept and emitted after the upstream completes, as the downstream requests them. A failure is propagated
     * at once, without the kept items.
     *
     * @param count the number of items, positive or zero
     * @return the new {@code Multi}
     */
    public Multi<T> last(int count) {
        ParameterValidation.positiveOrZero(count, "count");
        return Infrastructure.onMultiCreation(new MultiSelectLastOp<>(upstream, count));
    }

    /**
     * Selects the items while they pass {@code predicate}: the first item that does not is dropped, the upstream
     * is cancelled and the stream completes.
     *
     * @param predicate the predicate, must not be {@code null}
     * @return the new {@code Multi}
     */
    public Multi<T> first(Predicate<? super T> predicate) {
        ParameterValidation.nonNull(predicate, "predicate");
        return Infrastructure.onMultiCreation(
                new MultiSelectFirstWhileOp<>(upstream, Infrastructure.decorate(predicate)));
    }

    /**
     * Selects the items emitted during {@code duration} after the subscription, then cancels the upstream and
     * completes, on the thread of the default worker pool ({@link Infrastructure#getDefaultWorkerPool()}). The
     * timer is cancelled on cancellation and termination.
     *
     * @param duration the duration, strictly positive
     * @return the new {@code Multi}
     */
    public Multi<T> first(Duration duration) {
        return first(duration, Infrastructure.getDefaultWorkerPool());
    }

    /**
     * Selects the items emitted during {@code duration} after the subscription, then cancels the upstream and
     * completes on the thread of {@code executor}, which runs the timer. The timer is scheduled at subscription and
     * cancelled on cancellation and termination; if {@code executor} rejects it, the stream fails with the
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
        return Infrastructure.onMultiCreation(new MultiSelectFirstForOp<>(upstream, duration, executor));
    }

    /**
     * Selects the items that pass {@code predicate}.
     *
     * @param predicate the predicate, must not be {@code null}
     * @return the new {@code Multi}
     */
    public Multi<T> where(Predicate<? super T> predicate) {
        ParameterValidation.nonNull(predicate, "predicate");
        return Infrastructure.onMultiCreation(new MultiSelectWhereOp<>(upstream, Infrastructure.decorate(predicate)));
    }

    /**
     * Selects the first {@code limit} items that pass {@code predicate}, then cancels the upstream and completes.
     *
     * @param predicate the predicate, must not be {@code null}
     * @param limit the maximum number of items, positive or zero
     * @return the new {@code Multi}
     */
    public Multi<T> where(Predicate<? super T> predicate, int limit) {
        ParameterValidation.nonNull(predicate, "predicate");
        ParameterValidation.positiveOrZero(limit, "limit");
        return where(predicate).select().first(limit);
    }

    /**
     * Selects the items for which the {@code Uni} returned by {@code predicate} emits {@code true}. Items are
     * tested one at a time, in order (the next upstream item is requested once the previous {@code Uni} emitted
     * and the downstream has demand), and forwarded on the thread that completed their {@code Uni}. A failed
     * {@code Uni}, a {@code null} {@code Uni} or a {@code null} result fails the stream; cancellation cancels the
     * pending {@code Uni}.
     *
     * @param predicate the asynchronous predicate, must not be {@code null}
     * @return the new {@code Multi}
     */
    public Multi<T> when(Function<? super T, Uni<Boolean>> predicate) {
        ParameterValidation.nonNull(predicate, "predicate");
        return selectWhen(upstream, Infrastructure.decorate(predicate), true);
    }

    /**
     * Selects the items not seen before, by {@code equals}/{@code hashCode}. The items seen are kept in memory for
     * the lifetime of the stream.
     *
     * @return the new {@code Multi}
     */
    public Multi<T> distinct() {
        return Infrastructure.onMultiCreation(
                new MultiSelectDistinctOp<T, T>(upstream, Function.identity(), HashSet::new));
    }

    /**
     * Selects the items not seen before, two items being the same when {@code comparator} returns 0. The items
     * seen are kept in memory (in a sorted set) for the lifetime of the stream.
     *
     * @param comparator the comparator, must not be {@code null}
     * @return the new {@code Multi}
     */
    public Multi<T> distinct(Comparator<? super T> comparator) {
        ParameterValidation.nonNull(comparator, "comparator");
        return Infrastructure.onMultiCreation(
                new MultiSelectDistinctOp<T, T>(upstream, Function.identity(), () -> new TreeSet<>(comparator)));
    }

    /**
     * Selects the items whose key, computed by {@code keyExtractor}, was not seen before. The keys are kept in
     * memory for the lifetime of the stream.
     *
     * @param keyExtractor computes the key of an item, must not be {@code null}
     * @param <K> the type of the keys
     * @return the new {@code Multi}
     */
    public <K> Multi<T> distinct(Function<T, K> keyExtractor) {
        ParameterValidation.nonNull(keyExtractor, "keyExtractor");
        return Infrastructure.onMultiCreation(
                new MultiSelectDistinctOp<T, K>(upstream, Infrastructure.decorate(keyExtractor), HashSet::new));
    }

    /**
     * Keeps, in order, the items whose asynchronous predicate emits {@code expected}: shared by
     * {@code select().when} and {@code skip().when}.
     */
    static <T> Multi<T> selectWhen(Multi<T> upstream, Function<? super T, Uni<Boolean>> predicate, boolean expected) {
        return Infrastructure.onMultiCreation(new MultiConcatMapOp<T, T>(
                upstream,
                item -> new MultiFromUniItemOp<Boolean, T>(
                        ParameterValidation.nonNullNpe(predicate.apply(item), ParameterValidation.MAPPER_RETURNED_NULL),
                        verdict -> {
                            ParameterValidation.nonNullNpe(verdict, "The predicate produced `null`");
                            return verdict == expected ? item : null;
                        }),
                false,
                false));
    }
}
