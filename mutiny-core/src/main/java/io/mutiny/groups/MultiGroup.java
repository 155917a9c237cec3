package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.positive;

import io.mutiny.GroupedMulti;
import io.mutiny.Multi;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiGroupByOp;
import java.util.function.Function;

/**
 * Groups the items of a {@code Multi}: into lists or streams by count or time ({@link #intoLists()},
 * {@link #intoMultis()}), or by key ({@code by(...)}).
 *
 * @param <T> the type of the items
 */
public class MultiGroup<T> {

    private final Multi<T> upstream;

    /** Creates the group for {@code upstream}. */
    public MultiGroup(Multi<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /** Groups the items into lists. */
    public MultiGroupIntoLists<T> intoLists() {
        return new MultiGroupIntoLists<>(upstream);
    }

    /** Groups the items into streams. */
    public MultiGroupIntoMultis<T> intoMultis() {
        return new MultiGroupIntoMultis<>(upstream);
    }

    /**
     * Emits one {@link GroupedMulti} per distinct key computed by {@code keyMapper}, each receiving the items of
     * its key. Each group buffers up to {@link Infrastructure#getBufferSizeS()} items; see
     * {@link #by(Function, Function, long)} for demand, starvation and failure handling.
     */
    public <K> Multi<GroupedMulti<K, T>> by(Function<? super T, ? extends K> keyMapper) {
        return by(keyMapper, Function.identity(), Infrastructure.getBufferSizeS());
    }

    /**
     * Emits one {@link GroupedMulti} per distinct key computed by {@code keyMapper}, each receiving the values
     * {@code valueMapper} computes for the items of its key. Same behaviour as
     * {@link #by(Function, Function, long)} with the default buffer size.
     */
    public <K, V> Multi<GroupedMulti<K, V>> by(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends V> valueMapper) {
        return by(keyMapper, valueMapper, Infrastructure.getBufferSizeS());
    }

    /** Same as {@link #by(Function)} with groups buffering up to {@code prefetch} items. */
    public <K> Multi<GroupedMulti<K, T>> by(Function<? super T, ? extends K> keyMapper, long prefetch) {
        return by(keyMapper, Function.identity(), prefetch);
    }

    /**
     * Emits one {@link GroupedMulti} per distinct key computed by {@code keyMapper} (within the downstream demand),
     * each receiving, in order, the values {@code valueMapper} computes for the items of its key, within its own
     * subscriber's demand.
     *
     * <p>Each group buffers up to {@code prefetch} items (capped to {@link Integer#MAX_VALUE}). An item landing in a
     * group with room is replaced upstream at once, so a slow or idle group never holds back the others until its
     * own buffer is full; a full buffer pauses the upstream until that group consumes. A group whose buffer fills
     * before anybody subscribed to it fails the whole stream with a
     * {@link io.mutiny.subscription.BackPressureFailure} naming the key, instead of stalling every group silently:
     * subscribe to every group (for example, flatten them with a concurrency at least as large as the number of
     * keys).
     *
     * <p>A group accepts one subscriber. Cancelling a group drops its buffer (a later item with that key opens a
     * new group); the upstream is cancelled once the outer stream and every group were cancelled. An upstream
     * failure, or a mapper that throws or returns {@code null}, fails the outer stream and every group.
     */
    public <K, V> Multi<GroupedMulti<K, V>> by(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends V> valueMapper, long prefetch) {
        nonNull(keyMapper, "keyMapper");
        nonNull(valueMapper, "valueMapper");
        int buffer = (int) Math.min(Integer.MAX_VALUE, positive(prefetch, "prefetch"));
        return Infrastructure.onMultiCreation(new MultiGroupByOp<>(upstream, keyMapper, valueMapper, buffer));
    }
}
