package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.SUPPLIER_PRODUCED_NULL;
import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.nonNullNpe;

import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.tuples.Functions;
import java.util.function.Supplier;

/**
 * Operators reacting to any end of a {@code Uni}: item, failure, or cancellation before the outcome:
 * {@code uni.onTermination()}. Callbacks receive {@code (item, null, false)}, {@code (null, failure, false)} or
 * {@code (null, null, true)}. On an item or a failure they behave like {@link UniOnItemOrFailure}; on a
 * cancellation like {@link UniOnCancel}.
 *
 * @param <T> the type of the item
 */
public class UniOnTerminate<T> {

    private final Uni<T> upstream;

    /** The termination group of {@code upstream}. */
    public UniOnTerminate(Uni<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /** Calls {@code callback} on the end, then forwards the outcome (or lets the cancellation proceed). */
    public Uni<T> invoke(Functions.TriConsumer<T, Throwable, Boolean> callback) {
        nonNull(callback, "callback");
        Functions.TriConsumer<T, Throwable, Boolean> decorated = Infrastructure.decorate(callback);
        return upstream.onItemOrFailure()
                .invoke((item, failure) -> decorated.accept(item, failure, false))
                .onCancellation()
                .invoke(() -> decorated.accept(null, null, true));
    }

    /** Runs {@code callback} on the end. */
    public Uni<T> invoke(Runnable callback) {
        nonNull(callback, "callback");
        Runnable decorated = Infrastructure.decorate(callback);
        return invoke((item, failure, cancelled) -> decorated.run());
    }

    /**
     * Calls {@code function} on the end and subscribes to the {@code Uni} it returns: the outcome is forwarded once
     * it emits (see {@link UniOnItemOrFailure#call}); a cancellation reaches the upstream once it emits.
     */
    public Uni<T> call(Functions.Function3<? super T, Throwable, Boolean, Uni<?>> function) {
        nonNull(function, "function");
        Functions.Function3<? super T, Throwable, Boolean, Uni<?>> decorated = Infrastructure.decorate(function);
        return upstream.onItemOrFailure()
                .call((item, failure) -> decorated.apply(item, failure, false))
                .onCancellation()
                .call(() -> nonNullNpe(decorated.apply(null, null, true), SUPPLIER_PRODUCED_NULL));
    }

    /** Like {@link #call(Functions.Function3)}, the {@code Uni} coming from {@code supplier}. */
    public Uni<T> call(Supplier<Uni<?>> supplier) {
        nonNull(supplier, "supplier");
        Supplier<Uni<?>> decorated = Infrastructure.decorate(supplier);
        return call((item, failure, cancelled) -> nonNullNpe(decorated.get(), SUPPLIER_PRODUCED_NULL));
    }
}
