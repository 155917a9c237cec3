package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.SUPPLIER_PRODUCED_NULL;
import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.nonNullNpe;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.UniEmitter;
import java.util.concurrent.Flow;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Operators applied only when the item of a {@code Uni} is not {@code null}: {@code uni.onItem().ifNotNull()}. A
 * {@code null} item passes through as a {@code null} item (an empty {@code Multi} for
 * {@link #transformToMulti(Function)}); failures pass through unchanged. Same threading and failure rules as
 * {@link UniOnItem}.
 *
 * @param <T> the type of the item
 */
public class UniOnNotNull<T> {

    private final Uni<T> upstream;

    /** The non-null-item group of {@code upstream}. */
    public UniOnNotNull(Uni<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /** Calls {@code callback} with a non-null item, then forwards the item. */
    public Uni<T> invoke(Consumer<? super T> callback) {
        nonNull(callback, "callback");
        Consumer<? super T> decorated = Infrastructure.decorate(callback);
        return upstream.onItem().invoke(item -> {
            if (item != null) {
                decorated.accept(item);
            }
        });
    }

    /** Runs {@code callback} on a non-null item, then forwards the item. */
    public Uni<T> invoke(Runnable callback) {
        nonNull(callback, "callback");
        Runnable decorated = Infrastructure.decorate(callback);
        return invoke(ignored -> decorated.run());
    }

    /** Like {@link UniOnItem#call(Function)}, for a non-null item only. */
    public Uni<T> call(Function<? super T, Uni<?>> function) {
        nonNull(function, "function");
        Function<? super T, Uni<?>> decorated = Infrastructure.decorate(function);
        return upstream.onItem().call(item -> item == null ? Uni.createFrom().nullItem() : decorated.apply(item));
    }

    /** Like {@link UniOnItem#call(Supplier)}, for a non-null item only. */
    public Uni<T> call(Supplier<Uni<?>> supplier) {
        nonNull(supplier, "supplier");
        Supplier<Uni<?>> decorated = Infrastructure.decorate(supplier);
        return call(ignored -> decorated.get());
    }

    /** Emits {@code mapper}'s result for a non-null item. */
    public <R> Uni<R> transform(Function<? super T, ? extends R> mapper) {
        nonNull(mapper, "mapper");
        Function<? super T, ? extends R> decorated = Infrastructure.decorate(mapper);
        return upstream.onItem().transform(item -> item == null ? null : decorated.apply(item));
    }

    /** Emits the outcome of the {@code Uni} {@code mapper} returns for a non-null item. */
    public <R> Uni<R> transformToUni(Function<? super T, Uni<? extends R>> mapper) {
        nonNull(mapper, "mapper");
        Function<? super T, Uni<? extends R>> decorated = Infrastructure.decorate(mapper);
        return upstream.onItem()
                .transformToUni(item -> item == null ? Uni.createFrom().<R>nullItem() : decorated.apply(item));
    }

    /** Emits the items of the publisher {@code mapper} returns for a non-null item; empty for a null item. */
    public <R> Multi<R> transformToMulti(Function<? super T, ? extends Flow.Publisher<? extends R>> mapper) {
        nonNull(mapper, "mapper");
        Function<? super T, ? extends Flow.Publisher<? extends R>> decorated = Infrastructure.decorate(mapper);
        return upstream.onItem()
                .transformToMulti(item -> item == null ? Multi.createFrom().<R>empty() : decorated.apply(item));
    }

    /** Like {@link UniOnItem#transformToUni(BiConsumer)}, for a non-null item only. */
    public <R> Uni<R> transformToUni(BiConsumer<? super T, UniEmitter<? super R>> consumer) {
        nonNull(consumer, "consumer");
        BiConsumer<? super T, UniEmitter<? super R>> decorated = Infrastructure.decorate(consumer);
        return transformToUni(item -> Uni.createFrom().<R>emitter(emitter -> decorated.accept(item, emitter)));
    }

    /** Fails with the failure {@code supplier} produces on a non-null item. */
    public Uni<T> failWith(Supplier<? extends Throwable> supplier) {
        nonNull(supplier, "supplier");
        Supplier<? extends Throwable> decorated = Infrastructure.decorate(supplier);
        return upstream.onItem()
                .transformToUni(item -> item == null
                        ? Uni.createFrom().<T>nullItem()
                        : Uni.createFrom().<T>failure(nonNullNpe(decorated.get(), SUPPLIER_PRODUCED_NULL)));
    }

    /** Fails with {@code failure} on a non-null item. */
    public Uni<T> failWith(Throwable failure) {
        nonNull(failure, "failure");
        return failWith(() -> failure);
    }
}
