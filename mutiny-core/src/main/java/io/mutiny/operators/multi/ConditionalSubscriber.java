package io.mutiny.operators.multi;

import io.mutiny.subscription.MultiSubscriber;

/**
 * A subscriber that tells its source whether it consumed an item: a filter that drops an item answers
 * {@code false}, so a source under bounded demand emits the next one without counting the dropped one, instead of
 * the filter asking for a replacement with {@code request(1)}. Sources that know it ({@link MultiFromRangeOp}) call
 * {@link #tryOnItem} in place of {@code onItem}; stages that do not change the number of items
 * ({@link MultiMapOp}) pass the answer through.
 *
 * @param <T> the type of the items
 */
interface ConditionalSubscriber<T> extends MultiSubscriber<T> {

    /**
     * Same contract as {@code onItem}.
     *
     * @return {@code true} if the item went downstream (it counts against the demand), {@code false} if it was
     *     dropped (the source may emit another one in its place)
     */
    boolean tryOnItem(T item);
}
