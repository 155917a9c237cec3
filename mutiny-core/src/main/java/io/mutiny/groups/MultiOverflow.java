package io.mutiny.groups;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Configures what happens when the upstream emits faster than the downstream requests: the overflow operators
 * request an unbounded amount upstream and either buffer, drop, or keep only the latest of the items the downstream
 * has not requested yet. They never emit more than the downstream requested.
 *
 * @param <T> the type of the items
 */
public class MultiOverflow<T> {

    private final Multi<T> upstream;

    /** Creates the group for {@code upstream}; prefer {@code multi.onOverflow()}. */
    public MultiOverflow(Multi<T> upstream) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
    }

    private MultiOverflowStrategy<T> withoutCallback() {
        return new MultiOverflowStrategy<>(upstream, null, null);
    }

    /** Buffers without bound; see {@link MultiOverflowStrategy#bufferUnconditionally()}. */
    public Multi<T> bufferUnconditionally() {
        return withoutCallback().bufferUnconditionally();
    }

    /** Buffers up to the default overflow buffer size; see {@link MultiOverflowStrategy#buffer()}. */
    public Multi<T> buffer() {
        return withoutCallback().buffer();
    }

    /**
     * Buffers up to {@code size} items, then fails with a {@link io.mutiny.subscription.BackPressureFailure}; see
     * {@link MultiOverflowStrategy#buffer(int)}.
     */
    public Multi<T> buffer(int size) {
        return withoutCallback().buffer(size);
    }

    /** Drops the items that arrive without downstream demand; see {@link MultiOverflowStrategy#drop()}. */
    public Multi<T> drop() {
        return withoutCallback().drop();
    }

    /** Keeps only the latest undelivered item; see {@link MultiOverflowStrategy#dropPreviousItems()}. */
    public Multi<T> dropPreviousItems() {
        return withoutCallback().dropPreviousItems();
    }

    /**
     * Calls {@code consumer} with every item the chosen strategy drops, synchronously; if it throws, the upstream is
     * cancelled and the stream fails.
     */
    public MultiOverflowStrategy<T> invoke(Consumer<T> consumer) {
        return new MultiOverflowStrategy<>(upstream, ParameterValidation.nonNull(consumer, "consumer"), null);
    }

    /** Runs {@code callback} for every item the chosen strategy drops; see {@link #invoke(Consumer)}. */
    public MultiOverflowStrategy<T> invoke(Runnable callback) {
        ParameterValidation.nonNull(callback, "callback");
        return invoke(ignored -> callback.run());
    }

    /**
     * Subscribes to the Uni produced by {@code supplier} for every item the chosen strategy drops, without waiting
     * for it; a failure of that Uni, a {@code null} Uni or a throwing supplier fails the stream.
     */
    public MultiOverflowStrategy<T> call(Supplier<Uni<?>> supplier) {
        ParameterValidation.nonNull(supplier, "supplier");
        return call(ignored -> supplier.get());
    }

    /**
     * Subscribes to the Uni produced by {@code mapper} from every item the chosen strategy drops, without waiting for
     * it; a failure of that Uni, a {@code null} Uni or a throwing mapper fails the stream.
     */
    public MultiOverflowStrategy<T> call(Function<T, Uni<?>> mapper) {
        return new MultiOverflowStrategy<>(upstream, null, ParameterValidation.nonNull(mapper, "mapper"));
    }
}
