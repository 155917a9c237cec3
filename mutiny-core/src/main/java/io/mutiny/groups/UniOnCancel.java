package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;

import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.uni.UniOnCancellationCallOp;
import java.util.function.Supplier;

/**
 * Operators reacting to the cancellation of a {@code Uni} by its downstream, before the outcome:
 * {@code uni.onCancellation()}. They run on the cancelling thread; a cancellation after the outcome runs nothing.
 * Failures of these actions have nobody to go to: {@link Infrastructure#handleDroppedException(Throwable)}.
 *
 * @param <T> the type of the item
 */
public class UniOnCancel<T> {

    private final Uni<T> upstream;

    /** The cancellation group of {@code upstream}. */
    public UniOnCancel(Uni<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /** Runs {@code callback}, then cancels the upstream. */
    public Uni<T> invoke(Runnable callback) {
        nonNull(callback, "callback");
        Runnable decorated = Infrastructure.decorate(callback);
        return call(() -> {
            decorated.run();
            return Uni.createFrom().voidItem();
        });
    }

    /** Subscribes to the {@code Uni} {@code supplier} produces, and cancels the upstream once it emits. */
    public Uni<T> call(Supplier<Uni<?>> supplier) {
        nonNull(supplier, "supplier");
        return Infrastructure.onUniCreation(new UniOnCancellationCallOp<>(upstream, Infrastructure.decorate(supplier)));
    }
}
