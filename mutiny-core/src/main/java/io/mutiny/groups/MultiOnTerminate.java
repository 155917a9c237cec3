package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiOnTerminateCallOp;
import io.mutiny.operators.multi.MultiSignalConsumerOp;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * Reacts once to the end of a stream, whichever it is: completion, failure or cancellation by the downstream. The
 * callbacks receive {@code (failure or null, cancelled)} and run on the thread delivering that signal.
 *
 * @param <T> the type of the items
 */
public class MultiOnTerminate<T> {

    private final Multi<T> upstream;

    /** Creates the group for {@code upstream}. */
    public MultiOnTerminate(Multi<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /**
     * Calls {@code callback} once: {@code (null, false)} before the completion goes downstream,
     * {@code (failure, false)} before the failure, {@code (null, true)} before the upstream is cancelled. If it
     * throws on completion, a failure goes instead; on failure, a {@link io.mutiny.CompositeException}; on
     * cancellation, it goes to {@link Infrastructure#handleDroppedException(Throwable)}.
     */
    public Multi<T> invoke(BiConsumer<Throwable, Boolean> callback) {
        BiConsumer<Throwable, Boolean> actual = Infrastructure.decorate(nonNull(callback, "callback"));
        return Infrastructure.onMultiCreation(MultiSignalConsumerOp.onTermination(upstream, actual));
    }

    /** Same as {@link #invoke(BiConsumer)}, ignoring the arguments. */
    public Multi<T> invoke(Runnable callback) {
        Runnable actual = nonNull(callback, "callback");
        return invoke((failure, cancelled) -> actual.run());
    }

    /**
     * Calls {@code callback} once on termination and delays the signal until the returned {@link Uni} emits: the
     * completion or failure then goes downstream (a failing Uni turns a completion into its failure, and a failure
     * into a {@link io.mutiny.CompositeException}); on cancellation the upstream is cancelled when the Uni terminates.
     */
    public Multi<T> call(BiFunction<Throwable, Boolean, Uni<?>> callback) {
        BiFunction<Throwable, Boolean, Uni<?>> actual = Infrastructure.decorate(nonNull(callback, "callback"));
        return Infrastructure.onMultiCreation(new MultiOnTerminateCallOp<>(
                upstream,
                null,
                failure -> actual.apply(failure, false),
                () -> actual.apply(null, false),
                () -> actual.apply(null, true)));
    }

    /** Same as {@link #call(BiFunction)}, ignoring the arguments. */
    public Multi<T> call(Supplier<Uni<?>> callback) {
        Supplier<Uni<?>> actual = nonNull(callback, "callback");
        return call((failure, cancelled) -> actual.get());
    }
}
