package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiOnTerminateCallOp;
import io.mutiny.operators.multi.MultiSignalConsumerOp;
import java.util.function.Supplier;

/**
 * Reacts to the cancellation of the subscription by the downstream: the callbacks run once, on the thread that
 * cancels, and only if the stream has not terminated yet.
 *
 * @param <T> the type of the items
 */
public class MultiOnCancel<T> {

    private final Multi<T> upstream;

    /** Creates the group for {@code upstream}. */
    public MultiOnCancel(Multi<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /**
     * Calls {@code callback} on cancellation, then cancels the upstream. A failure thrown by the callback goes to
     * {@link Infrastructure#handleDroppedException(Throwable)}.
     */
    public Multi<T> invoke(Runnable callback) {
        Runnable actual = Infrastructure.decorate(nonNull(callback, "callback"));
        return Infrastructure.onMultiCreation(MultiSignalConsumerOp.onCancellation(upstream, actual));
    }

    /**
     * Calls {@code callback} on cancellation and cancels the upstream once the returned {@link Uni} terminates. Items
     * arriving meanwhile are dropped; a failure of the Uni (or of the callback) goes to
     * {@link Infrastructure#handleDroppedException(Throwable)}.
     */
    public Multi<T> call(Supplier<Uni<?>> callback) {
        Supplier<Uni<?>> actual = Infrastructure.decorate(nonNull(callback, "callback"));
        return Infrastructure.onMultiCreation(new MultiOnTerminateCallOp<>(upstream, null, null, null, actual));
    }
}
