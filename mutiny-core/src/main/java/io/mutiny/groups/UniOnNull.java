package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.SUPPLIER_PRODUCED_NULL;
import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.nonNullNpe;

import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import java.util.NoSuchElementException;
import java.util.function.Supplier;

/**
 * Operators applied when the item of a {@code Uni} is {@code null}: {@code uni.onItem().ifNull()}. A non-null item
 * and a failure pass through unchanged; callbacks run on the thread emitting the item.
 *
 * @param <T> the type of the item
 */
public class UniOnNull<T> {

    private final Uni<T> upstream;

    /** The null-item group of {@code upstream}. */
    public UniOnNull(Uni<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /** Fails with {@code failure} on a {@code null} item. */
    public Uni<T> failWith(Throwable failure) {
        nonNull(failure, "failure");
        return failWith(() -> failure);
    }

    /** Fails with the failure {@code supplier} produces on a {@code null} item. */
    public Uni<T> failWith(Supplier<? extends Throwable> supplier) {
        nonNull(supplier, "supplier");
        Supplier<? extends Throwable> decorated = Infrastructure.decorate(supplier);
        return switchTo(() -> Uni.createFrom().failure(nonNullNpe(decorated.get(), SUPPLIER_PRODUCED_NULL)));
    }

    /** Fails with a {@link NoSuchElementException} on a {@code null} item. */
    public Uni<T> fail() {
        return failWith(() -> new NoSuchElementException("The item is `null`"));
    }

    /** Emits the outcome of {@code other} on a {@code null} item. */
    public Uni<T> switchTo(Uni<? extends T> other) {
        nonNull(other, "other");
        return switchTo(() -> other);
    }

    /** Emits the outcome of the {@code Uni} {@code supplier} produces on a {@code null} item. */
    public Uni<T> switchTo(Supplier<Uni<? extends T>> supplier) {
        nonNull(supplier, "supplier");
        Supplier<Uni<? extends T>> decorated = Infrastructure.decorate(supplier);
        return upstream.onItem()
                .transformToUni(item -> item != null
                        ? Uni.createFrom().item(item)
                        : nonNullNpe(decorated.get(), SUPPLIER_PRODUCED_NULL));
    }

    /** Emits {@code fallback} instead of a {@code null} item. */
    public Uni<T> continueWith(T fallback) {
        nonNull(fallback, "fallback");
        return continueWith(() -> fallback);
    }

    /** Emits the value {@code supplier} produces instead of a {@code null} item ({@code null}: a failure). */
    public Uni<T> continueWith(Supplier<? extends T> supplier) {
        nonNull(supplier, "supplier");
        Supplier<? extends T> decorated = Infrastructure.decorate(supplier);
        return upstream.onItem()
                .transform(item -> item != null ? item : nonNullNpe(decorated.get(), SUPPLIER_PRODUCED_NULL));
    }
}
