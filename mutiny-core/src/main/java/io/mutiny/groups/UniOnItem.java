package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.MAPPER_RETURNED_NULL;
import static io.mutiny.helpers.ParameterValidation.SUPPLIER_PRODUCED_NULL;
import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.nonNullNpe;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.uni.UniOnItemTransformOp;
import io.mutiny.operators.uni.UniOnItemTransformToMultiOp;
import io.mutiny.operators.uni.UniOnOutcomeFlatMapOp;
import io.mutiny.operators.uni.UniTerminalOp;
import io.mutiny.subscription.UniEmitter;
import java.util.Arrays;
import java.util.concurrent.Flow;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Operators reacting to the item of a {@code Uni}: {@code uni.onItem()}. Failures pass through every operator of
 * this group unchanged; callbacks run on the thread emitting the item (which may be {@code null}); a throwing
 * callback fails the downstream; cancellation reaches the upstream, or the {@code Uni} a callback produced.
 *
 * @param <T> the type of the item
 */
public class UniOnItem<T> {

    private final Uni<T> upstream;

    /** The item group of {@code upstream}. */
    public UniOnItem(Uni<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /** Calls {@code callback} with the item, then forwards the item. */
    public Uni<T> invoke(Consumer<? super T> callback) {
        nonNull(callback, "callback");
        Consumer<? super T> decorated = Infrastructure.decorate(callback);
        return transform(item -> {
            decorated.accept(item);
            return item;
        });
    }

    /** Runs {@code callback} when the item arrives, then forwards the item. */
    public Uni<T> invoke(Runnable callback) {
        nonNull(callback, "callback");
        Runnable decorated = Infrastructure.decorate(callback);
        return invoke(ignored -> decorated.run());
    }

    /**
     * Calls {@code function} with the item and subscribes to the {@code Uni} it returns; once that one emits an
     * item (ignored), forwards the original item. Its failure becomes the downstream's failure. A known
     * {@code Uni} ({@code Uni.createFrom().item(..)}, {@code voidItem()}, {@code failure(..)}, ...) is read, not
     * subscribed, as {@link #transformToUni(Function)} reads one.
     */
    public Uni<T> call(Function<? super T, Uni<?>> function) {
        nonNull(function, "function");
        Function<? super T, Uni<?>> decorated = Infrastructure.decorate(function);
        return transformToUni(item -> {
            Uni<?> produced = nonNullNpe(decorated.apply(item), MAPPER_RETURNED_NULL);
            if (produced instanceof UniTerminalOp<?> known) {
                // answered in place: wrapping the known Uni in a transform would make transformToUni subscribe to it
                Throwable failure = known.failure();
                return failure == null ? UniTerminalOp.item(item) : UniTerminalOp.failure(failure);
            }
            return produced.onItem().transform(ignored -> item);
        });
    }

    /** Like {@link #call(Function)}, the {@code Uni} coming from {@code supplier}. */
    public Uni<T> call(Supplier<Uni<?>> supplier) {
        nonNull(supplier, "supplier");
        Supplier<Uni<?>> decorated = Infrastructure.decorate(supplier);
        return call(ignored -> nonNullNpe(decorated.get(), SUPPLIER_PRODUCED_NULL));
    }

    /** Emits the result of {@code mapper} applied to the item ({@code null} results are allowed). */
    public <R> Uni<R> transform(Function<? super T, ? extends R> mapper) {
        nonNull(mapper, "mapper");
        return Infrastructure.onUniCreation(new UniOnItemTransformOp<>(upstream, Infrastructure.decorate(mapper)));
    }

    /**
     * Subscribes to the {@code Uni} that {@code mapper} returns for the item and emits its outcome, on the thread
     * that {@code Uni} emits on. A {@code null} {@code Uni} fails with a {@link NullPointerException}. Deep chains
     * and recursions through this operator do not grow the stack without bound.
     */
    public <R> Uni<R> transformToUni(Function<? super T, Uni<? extends R>> mapper) {
        nonNull(mapper, "mapper");
        return Infrastructure.onUniCreation(new UniOnOutcomeFlatMapOp<T, R>(upstream, Infrastructure.decorate(mapper)));
    }

    /**
     * Emits the items of the publisher that {@code mapper} returns for the item, as a {@code Multi}. The
     * {@code Uni} is subscribed when the {@code Multi} is; its failure fails the {@code Multi} even before any
     * request; requests made earlier are passed on to the publisher once it is subscribed.
     */
    public <R> Multi<R> transformToMulti(Function<? super T, ? extends Flow.Publisher<? extends R>> mapper) {
        nonNull(mapper, "mapper");
        return Infrastructure.onMultiCreation(
                new UniOnItemTransformToMultiOp<>(upstream, Infrastructure.decorate(mapper)));
    }

    /**
     * Hands the item and an emitter to {@code consumer}; the first outcome given to the emitter is emitted, on the
     * thread giving it.
     */
    public <R> Uni<R> transformToUni(BiConsumer<? super T, UniEmitter<? super R>> consumer) {
        nonNull(consumer, "consumer");
        BiConsumer<? super T, UniEmitter<? super R>> decorated = Infrastructure.decorate(consumer);
        return transformToUni(item -> Uni.createFrom().<R>emitter(emitter -> decorated.accept(item, emitter)));
    }

    /** Delays the item (not the failure): see {@link UniOnItemDelay}. Timers run on the default worker pool. */
    public UniOnItemDelay<T> delayIt() {
        return new UniOnItemDelay<>(upstream, Infrastructure.getDefaultWorkerPool());
    }

    /** Ignores the item and continues with something else: see {@link UniOnItemIgnore}. */
    public UniOnItemIgnore<T> ignore() {
        return new UniOnItemIgnore<>(this);
    }

    /** Fails with the failure {@code mapper} builds from the item ({@code null}: a {@link NullPointerException}). */
    public Uni<T> failWith(Function<? super T, ? extends Throwable> mapper) {
        nonNull(mapper, "mapper");
        Function<? super T, ? extends Throwable> decorated = Infrastructure.decorate(mapper);
        return transformToUni(
                item -> Uni.createFrom().failure(nonNullNpe(decorated.apply(item), MAPPER_RETURNED_NULL)));
    }

    /** Fails with the failure {@code supplier} produces when the item arrives. */
    public Uni<T> failWith(Supplier<? extends Throwable> supplier) {
        nonNull(supplier, "supplier");
        Supplier<? extends Throwable> decorated = Infrastructure.decorate(supplier);
        return failWith(ignored -> decorated.get());
    }

    /** Casts the item to {@code target}; an item of another type fails with a {@link ClassCastException}. */
    public <O> Uni<O> castTo(Class<O> target) {
        nonNull(target, "target");
        return transform(target::cast);
    }

    /** Operators applied only when the item is {@code null}. */
    public UniOnNull<T> ifNull() {
        return new UniOnNull<>(upstream);
    }

    /** Operators applied only when the item is not {@code null}. */
    public UniOnNotNull<T> ifNotNull() {
        return new UniOnNotNull<>(upstream);
    }

    /**
     * Emits the elements of the item, which must be an {@code Iterable}, an array, or a {@code Flow.Publisher}
     * (a {@code Multi} for instance); any other item fails with an {@link IllegalArgumentException}, a {@code null}
     * item gives an empty {@code Multi}.
     */
    @SuppressWarnings("unchecked")
    public <O> Multi<O> disjoint() {
        return transformToMulti(item -> {
            if (item == null) {
                return Multi.createFrom().empty();
            }
            if (item instanceof Flow.Publisher) {
                return (Flow.Publisher<O>) item;
            }
            if (item instanceof Iterable) {
                return Multi.createFrom().iterable((Iterable<O>) item);
            }
            if (item instanceof Object[]) {
                return Multi.createFrom().iterable(Arrays.asList((O[]) item));
            }
            throw new IllegalArgumentException("Invalid item for `disjoint()`: expected an Iterable, an array or a "
                    + "Flow.Publisher, got " + item.getClass().getName());
        });
    }
}
