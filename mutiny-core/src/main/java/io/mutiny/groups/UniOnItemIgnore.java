package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.SUPPLIER_PRODUCED_NULL;
import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.nonNullNpe;

import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import java.util.function.Supplier;

/**
 * Ignores the item of a {@code Uni} and continues otherwise: {@code uni.onItem().ignore()}. A failure passes
 * through unchanged; everything happens on the thread emitting the item.
 *
 * @param <T> the type of the item
 */
public class UniOnItemIgnore<T> {

    private final UniOnItem<T> onItem;

    /** The ignore group of an item group. */
    public UniOnItemIgnore(UniOnItem<T> onItem) {
        this.onItem = nonNull(onItem, "onItem");
    }

    /** Fails with {@code failure} instead of emitting the item. */
    public Uni<T> andFail(Throwable failure) {
        nonNull(failure, "failure");
        return onItem.failWith(ignored -> failure);
    }

    /** Fails with the failure {@code supplier} produces instead of emitting the item. */
    public Uni<T> andFail(Supplier<Throwable> supplier) {
        nonNull(supplier, "supplier");
        return onItem.failWith(supplier);
    }

    /** Fails with an {@link Exception} instead of emitting the item. */
    public Uni<T> andFail() {
        return andFail(() -> new Exception("The item was ignored and replaced by a failure"));
    }

    /** Emits the outcome of {@code other} instead of the item (subscribing to it when the item arrives). */
    public <O> Uni<O> andSwitchTo(Uni<? extends O> other) {
        nonNull(other, "other");
        return onItem.transformToUni(ignored -> other);
    }

    /** Emits the outcome of the {@code Uni} {@code supplier} produces when the item arrives. */
    public <O> Uni<O> andSwitchTo(Supplier<Uni<? extends O>> supplier) {
        nonNull(supplier, "supplier");
        Supplier<Uni<? extends O>> decorated = Infrastructure.decorate(supplier);
        return onItem.transformToUni(ignored -> nonNullNpe(decorated.get(), SUPPLIER_PRODUCED_NULL));
    }

    /** Emits {@code fallback} instead of the item. */
    public Uni<T> andContinueWith(T fallback) {
        nonNull(fallback, "fallback");
        return onItem.transform(ignored -> fallback);
    }

    /** Emits a {@code null} item (typed as {@link Void}) instead of the item. */
    public Uni<Void> andContinueWithNull() {
        return onItem.transform(ignored -> null);
    }

    /** Emits the value {@code supplier} produces instead of the item (a {@code null} value is a null item). */
    public Uni<T> andContinueWith(Supplier<? extends T> supplier) {
        nonNull(supplier, "supplier");
        Supplier<? extends T> decorated = Infrastructure.decorate(supplier);
        return onItem.transform(ignored -> decorated.get());
    }
}
