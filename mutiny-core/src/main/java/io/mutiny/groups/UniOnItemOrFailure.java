package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.MAPPER_RETURNED_NULL;
import static io.mutiny.helpers.ParameterValidation.SUPPLIER_PRODUCED_NULL;
import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.nonNullNpe;

import io.mutiny.CompositeException;
import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.uni.UniOnOutcomeFlatMapOp;
import io.mutiny.subscription.UniEmitter;
import io.mutiny.tuples.Functions;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * Operators reacting to the outcome of a {@code Uni}, item or failure: {@code uni.onItemOrFailure()}. Callbacks
 * receive {@code (item, null)} or {@code (null, failure)} (an item may be {@code null} too: test the failure) on the
 * thread emitting the outcome. A throwing callback fails the downstream; when the outcome was a failure, with a
 * {@link CompositeException} of both.
 *
 * @param <T> the type of the item
 */
public class UniOnItemOrFailure<T> {

    private final Uni<T> upstream;

    /** The outcome group of {@code upstream}. */
    public UniOnItemOrFailure(Uni<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /** Calls {@code callback} with the outcome, then forwards the outcome. */
    public Uni<T> invoke(BiConsumer<? super T, Throwable> callback) {
        nonNull(callback, "callback");
        BiConsumer<? super T, Throwable> decorated = Infrastructure.decorate(callback);
        return transformToUni((item, failure) -> {
            decorated.accept(item, failure);
            return replay(item, failure);
        });
    }

    /** Runs {@code callback} on the outcome, then forwards the outcome. */
    public Uni<T> invoke(Runnable callback) {
        nonNull(callback, "callback");
        Runnable decorated = Infrastructure.decorate(callback);
        return invoke((item, failure) -> decorated.run());
    }

    /**
     * Calls {@code function} with the outcome and subscribes to the {@code Uni} it returns; once that one emits an
     * item, forwards the original outcome. If it fails: its failure, combined with the original failure if any.
     */
    public Uni<T> call(BiFunction<? super T, Throwable, Uni<?>> function) {
        nonNull(function, "function");
        BiFunction<? super T, Throwable, Uni<?>> decorated = Infrastructure.decorate(function);
        return transformToUni((item, failure) -> nonNullNpe(decorated.apply(item, failure), MAPPER_RETURNED_NULL)
                .onItemOrFailure()
                .transformToUni((ignored, callFailure) -> {
                    if (callFailure == null) {
                        return replay(item, failure);
                    }
                    return Uni.createFrom()
                            .failure(failure == null ? callFailure : new CompositeException(failure, callFailure));
                }));
    }

    /** Like {@link #call(BiFunction)}, the {@code Uni} coming from {@code supplier}. */
    public Uni<T> call(Supplier<Uni<?>> supplier) {
        nonNull(supplier, "supplier");
        Supplier<Uni<?>> decorated = Infrastructure.decorate(supplier);
        return call((item, failure) -> nonNullNpe(decorated.get(), SUPPLIER_PRODUCED_NULL));
    }

    /** Emits the value {@code mapper} builds from the outcome (possibly {@code null}): a failure is recovered. */
    public <R> Uni<R> transform(BiFunction<? super T, Throwable, ? extends R> mapper) {
        nonNull(mapper, "mapper");
        BiFunction<? super T, Throwable, ? extends R> decorated = Infrastructure.decorate(mapper);
        return transformToUni((item, failure) -> Uni.createFrom().item(decorated.apply(item, failure)));
    }

    /** Emits the outcome of the {@code Uni} {@code mapper} returns for the outcome. */
    public <R> Uni<R> transformToUni(BiFunction<? super T, Throwable, Uni<? extends R>> mapper) {
        nonNull(mapper, "mapper");
        return Infrastructure.onUniCreation(
                new UniOnOutcomeFlatMapOp<T, R>(upstream, true, failure -> true, Infrastructure.decorate(mapper)));
    }

    /** Hands the outcome and an emitter to {@code consumer}; emits what is given to the emitter first. */
    public <R> Uni<R> transformToUni(Functions.TriConsumer<? super T, Throwable, UniEmitter<? super R>> consumer) {
        nonNull(consumer, "consumer");
        Functions.TriConsumer<? super T, Throwable, UniEmitter<? super R>> decorated =
                Infrastructure.decorate(consumer);
        return transformToUni(
                (item, failure) -> Uni.createFrom().<R>emitter(emitter -> decorated.accept(item, failure, emitter)));
    }

    private static <T> Uni<T> replay(T item, Throwable failure) {
        return failure == null ? Uni.createFrom().item(item) : Uni.createFrom().failure(failure);
    }
}
