package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.MAPPER_RETURNED_NULL;
import static io.mutiny.helpers.ParameterValidation.SUPPLIER_PRODUCED_NULL;
import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.nonNullNpe;

import io.mutiny.CompositeException;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.uni.UniOnOutcomeFlatMapOp;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Operators reacting to the failure of a {@code Uni}: {@code uni.onFailure([type | predicate])}. Only failures of
 * the given type that match the predicate are handled; other failures and items pass through unchanged. Callbacks
 * run on the thread emitting the failure. When a callback throws, the downstream receives a
 * {@link CompositeException} of the original failure and the new one; a throwing predicate does the same. As in
 * Mutiny, {@link #transform(Function)} is the exception: what its mapper throws replaces the failure. A
 * {@code recoverWithUni} or {@code transform} callback returning {@code null} fails the downstream with a
 * {@link NullPointerException} alone; a {@code call} callback returning {@code null}, with a
 * {@link CompositeException} of the failure and that {@code NullPointerException}.
 *
 * @param <T> the type of the item
 * @param <E> the type of the failures handled
 */
public class UniOnFailure<T, E extends Throwable> {

    private final Uni<T> upstream;
    private final Predicate<? super Throwable> matcher;

    /**
     * The failure group of {@code upstream}, for failures of type {@code typeOfFailure} that match
     * {@code predicate} ({@code null}: all of that type).
     */
    public UniOnFailure(Uni<T> upstream, Class<E> typeOfFailure, Predicate<? super Throwable> predicate) {
        this.upstream = nonNull(upstream, "upstream");
        nonNull(typeOfFailure, "typeOfFailure");
        if (predicate == null) {
            this.matcher = typeOfFailure::isInstance;
        } else {
            Predicate<? super Throwable> decorated = Infrastructure.decorate(predicate);
            this.matcher = failure -> typeOfFailure.isInstance(failure) && decorated.test(failure);
        }
    }

    /** Calls {@code callback} with the failure, then forwards the failure. */
    public Uni<T> invoke(Consumer<E> callback) {
        nonNull(callback, "callback");
        Consumer<E> decorated = Infrastructure.decorate(callback);
        return handle(failure -> {
            decorated.accept(failure);
            return Uni.createFrom().failure(failure);
        });
    }

    /** Runs {@code callback} on the failure, then forwards the failure. */
    public Uni<T> invoke(Runnable callback) {
        nonNull(callback, "callback");
        Runnable decorated = Infrastructure.decorate(callback);
        return invoke(ignored -> decorated.run());
    }

    /**
     * Calls {@code function} with the failure and subscribes to the {@code Uni} it returns; once that one emits an
     * item, forwards the original failure; if it fails, a {@link CompositeException} of both.
     */
    public Uni<T> call(Function<E, Uni<?>> function) {
        nonNull(function, "function");
        Function<E, Uni<?>> decorated = Infrastructure.decorate(function);
        return handle(failure -> nonNullNpe(decorated.apply(failure), MAPPER_RETURNED_NULL)
                .onItemOrFailure()
                .transformToUni((ignored, callFailure) -> Uni.createFrom()
                        .failure(callFailure == null ? failure : new CompositeException(failure, callFailure))));
    }

    /** Like {@link #call(Function)}, the {@code Uni} coming from {@code supplier}. */
    public Uni<T> call(Supplier<Uni<?>> supplier) {
        nonNull(supplier, "supplier");
        Supplier<Uni<?>> decorated = Infrastructure.decorate(supplier);
        return call(ignored -> nonNullNpe(decorated.get(), SUPPLIER_PRODUCED_NULL));
    }

    /**
     * Replaces the failure by the one {@code mapper} builds from it. If {@code mapper} throws, what it throws replaces
     * the failure; if it returns {@code null}, a {@link NullPointerException} does.
     */
    public Uni<T> transform(Function<E, ? extends Throwable> mapper) {
        nonNull(mapper, "mapper");
        Function<E, ? extends Throwable> decorated = Infrastructure.decorate(mapper);
        return handle(failure -> {
            Throwable replacement;
            try {
                replacement = decorated.apply(failure);
            } catch (Throwable thrown) {
                Exceptions.throwIfFatal(thrown);
                replacement = thrown;
            }
            return Uni.createFrom()
                    .failure(replacement == null ? new NullPointerException(MAPPER_RETURNED_NULL) : replacement);
        });
    }

    /** Emits {@code fallback} instead of the failure. */
    public Uni<T> recoverWithItem(T fallback) {
        return recoverWithItem(ignored -> fallback);
    }

    /** Emits the value {@code supplier} produces instead of the failure (possibly {@code null}). */
    public Uni<T> recoverWithItem(Supplier<T> supplier) {
        nonNull(supplier, "supplier");
        Supplier<T> decorated = Infrastructure.decorate(supplier);
        return recoverWithItem(ignored -> decorated.get());
    }

    /** Emits the value {@code function} builds from the failure (possibly {@code null}). */
    public Uni<T> recoverWithItem(Function<E, ? extends T> function) {
        nonNull(function, "function");
        Function<E, ? extends T> decorated = Infrastructure.decorate(function);
        return handle(failure -> Uni.createFrom().item(decorated.apply(failure)));
    }

    /** Emits the outcome of the {@code Uni} {@code function} returns for the failure. */
    public Uni<T> recoverWithUni(Function<E, Uni<? extends T>> function) {
        nonNull(function, "function");
        return handle(Infrastructure.decorate(function));
    }

    /** Emits the outcome of the {@code Uni} {@code supplier} produces, instead of the failure. */
    public Uni<T> recoverWithUni(Supplier<Uni<? extends T>> supplier) {
        nonNull(supplier, "supplier");
        Supplier<Uni<? extends T>> decorated = Infrastructure.decorate(supplier);
        return handle(ignored -> decorated.get());
    }

    /** Emits the outcome of {@code fallback} (subscribed when the failure arrives) instead of the failure. */
    public Uni<T> recoverWithUni(Uni<? extends T> fallback) {
        nonNull(fallback, "fallback");
        return handle(ignored -> fallback);
    }

    /** Resubscribes to the upstream on failure: see {@link UniRetry}. */
    public UniRetry<T> retry() {
        return new UniRetry<>(upstream, matcher);
    }

    /** Emits a {@code null} item instead of the failure. */
    public Uni<T> recoverWithNull() {
        return recoverWithItem((T) null);
    }

    @SuppressWarnings("unchecked")
    private Uni<T> handle(Function<E, ? extends Uni<? extends T>> handler) {
        return Infrastructure.onUniCreation(new UniOnOutcomeFlatMapOp<T, T>(
                upstream, false, matcher, (ignored, failure) -> handler.apply((E) failure)));
    }
}
