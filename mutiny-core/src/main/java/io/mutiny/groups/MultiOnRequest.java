package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiOnRequestCallOp;
import io.mutiny.operators.multi.MultiSignalConsumerOp;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.Supplier;

/**
 * Reacts to the demand the downstream signals: the callbacks run on the thread that calls {@code request(n)}, for
 * each valid request ({@code n > 0}), before it goes upstream. Invalid requests are rejected as rule 3.9 demands,
 * without calling them.
 *
 * @param <T> the type of the items
 */
public class MultiOnRequest<T> {

    private final Multi<T> upstream;

    /** Creates the group for {@code upstream}. */
    public MultiOnRequest(Multi<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /**
     * Calls {@code callback} with each requested amount, then forwards the request. If the callback throws, the
     * upstream is cancelled and the downstream receives the failure.
     */
    public Multi<T> invoke(LongConsumer callback) {
        LongConsumer actual = Infrastructure.decorate(nonNull(callback, "callback"));
        return Infrastructure.onMultiCreation(MultiSignalConsumerOp.onRequest(upstream, actual));
    }

    /** Same as {@link #invoke(LongConsumer)}, ignoring the amount. */
    public Multi<T> invoke(Runnable callback) {
        Runnable actual = nonNull(callback, "callback");
        return invoke(n -> actual.run());
    }

    /**
     * Calls {@code callback} with each requested amount and forwards the request once the returned {@link Uni} emits
     * an item. If the Uni fails, or the callback throws or returns {@code null}, the upstream is cancelled and the
     * downstream receives the failure. Cancellation cancels the pending Unis.
     */
    public Multi<T> call(LongFunction<Uni<?>> callback) {
        LongFunction<Uni<?>> actual = Infrastructure.decorate(nonNull(callback, "callback"));
        return Infrastructure.onMultiCreation(new MultiOnRequestCallOp<>(upstream, actual));
    }

    /** Same as {@link #call(LongFunction)}, ignoring the amount. */
    public Multi<T> call(Supplier<Uni<?>> callback) {
        Supplier<Uni<?>> actual = nonNull(callback, "callback");
        return call(n -> actual.get());
    }
}
