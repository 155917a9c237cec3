package io.mutiny.groups;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiOnOverflowBufferOp;
import io.mutiny.operators.multi.MultiOnOverflowDropItemsOp;
import io.mutiny.operators.multi.MultiOnOverflowKeepLastOp;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Chooses what happens to the items the downstream has not requested, when a callback on the dropped items has been
 * configured with {@link MultiOverflow#invoke(Consumer)} or {@link MultiOverflow#call(Function)}.
 *
 * <p>Every strategy requests an unbounded amount upstream and delivers within the downstream demand. The consumer
 * runs synchronously on the thread that drops the item; the Uni produced by the mapper is subscribed to without
 * being awaited, and its failure fails the stream. A callback that throws (or a mapper returning {@code null})
 * cancels the upstream and fails the stream.
 *
 * @param <T> the type of the items
 */
public class MultiOverflowStrategy<T> {

    private final Multi<T> upstream;
    private final Consumer<T> dropConsumer;
    private final Function<T, Uni<?>> dropUniMapper;

    /**
     * @param upstream the stream to protect
     * @param dropConsumer called with each dropped item, may be {@code null}
     * @param dropUniMapper produces a Uni for each dropped item, may be {@code null}
     */
    public MultiOverflowStrategy(Multi<T> upstream, Consumer<T> dropConsumer, Function<T, Uni<?>> dropUniMapper) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
        this.dropConsumer = dropConsumer == null ? null : Infrastructure.decorate(dropConsumer);
        this.dropUniMapper = dropUniMapper == null ? null : Infrastructure.decorate(dropUniMapper);
    }

    /**
     * Drops the items that arrive while the downstream has no outstanding demand, after passing them to the
     * callbacks. Items are delivered on the upstream's thread.
     */
    public Multi<T> drop() {
        return Infrastructure.onMultiCreation(new MultiOnOverflowDropItemsOp<>(upstream, dropConsumer, dropUniMapper));
    }

    /**
     * Buffers up to {@link Infrastructure#getMultiOverflowDefaultBufferSize()} items; see {@link #buffer(int)}.
     */
    public Multi<T> buffer() {
        return buffer(Infrastructure.getMultiOverflowDefaultBufferSize());
    }

    /**
     * Buffers up to {@code size} items the downstream has not requested yet. The item that does not fit goes to the
     * callbacks, then the upstream is cancelled and the stream fails with a
     * {@link io.mutiny.subscription.BackPressureFailure}, discarding the buffer. Completion and upstream failures are
     * delivered after the buffered items.
     *
     * @param size the buffer size, must be greater than zero
     */
    public Multi<T> buffer(int size) {
        ParameterValidation.positive(size, "size");
        return Infrastructure.onMultiCreation(
                new MultiOnOverflowBufferOp<>(upstream, size, dropConsumer, dropUniMapper));
    }

    /**
     * Buffers every item the downstream has not requested yet, without bound (the memory is the limit); the
     * callbacks are never called. Completion and upstream failures are delivered after the buffered items.
     */
    public Multi<T> bufferUnconditionally() {
        return Infrastructure.onMultiCreation(new MultiOnOverflowBufferOp<>(
                upstream, MultiOnOverflowBufferOp.UNBOUNDED, dropConsumer, dropUniMapper));
    }

    /**
     * Keeps only the latest item the downstream has not requested yet: each newer item replaces it, and the replaced
     * item goes to the callbacks. The kept item is delivered at the next request, before completion or failure.
     */
    public Multi<T> dropPreviousItems() {
        return Infrastructure.onMultiCreation(new MultiOnOverflowKeepLastOp<>(upstream, dropConsumer, dropUniMapper));
    }
}
