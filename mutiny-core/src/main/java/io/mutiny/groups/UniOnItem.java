package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;

import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.uni.UniOnItemTransformOp;
import java.util.function.Function;

/**
 * Operators reacting to the item of a {@code Uni}: {@code uni.onItem()}. Failures pass through every operator of
 * this group unchanged; callbacks run on the thread emitting the item; a throwing callback fails the downstream.
 *
 * @param <T> the type of the item
 */
public class UniOnItem<T> {

    private final Uni<T> upstream;

    /** The item group of {@code upstream}. */
    public UniOnItem(Uni<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    public io.mutiny.Uni<T> invoke(java.util.function.Consumer<? super T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> invoke(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> call(java.util.function.Function<? super T, io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> call(java.util.function.Supplier<io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    /** Emits the result of {@code mapper} applied to the item ({@code null} results are allowed). */
    public <R> Uni<R> transform(Function<? super T, ? extends R> mapper) {
        nonNull(mapper, "mapper");
        return Infrastructure.onUniCreation(new UniOnItemTransformOp<>(upstream, Infrastructure.decorate(mapper)));
    }

    public <R> io.mutiny.Uni<R> transformToUni(java.util.function.Function<? super T, io.mutiny.Uni<? extends R>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <R> io.mutiny.Multi<R> transformToMulti(
            java.util.function.Function<? super T, ? extends java.util.concurrent.Flow.Publisher<? extends R>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <R> io.mutiny.Uni<R> transformToUni(
            java.util.function.BiConsumer<? super T, io.mutiny.subscription.UniEmitter<? super R>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.UniOnItemDelay<T> delayIt() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.UniOnItemIgnore<T> ignore() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> failWith(java.util.function.Function<? super T, ? extends java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> failWith(java.util.function.Supplier<? extends java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Uni<O> castTo(java.lang.Class<O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.UniOnNull<T> ifNull() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.UniOnNotNull<T> ifNotNull() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Multi<O> disjoint() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
