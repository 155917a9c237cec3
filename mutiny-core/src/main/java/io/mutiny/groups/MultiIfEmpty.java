package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.SUPPLIER_PRODUCED_NULL;
import static io.mutiny.helpers.ParameterValidation.doesNotContainNull;
import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.nonNullNpe;

import io.mutiny.Multi;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiOnCompletionSwitchOp;
import io.mutiny.subscription.MultiEmitter;
import java.util.Arrays;
import java.util.NoSuchElementException;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Reacts to a {@link Multi} that completes without emitting any item: continue with other items, another stream or
 * a failure. A stream that emitted items completes normally; failures and cancellation pass through. Callbacks run on
 * the thread that delivers the completion.
 *
 * @param <T> the type of the items
 */
public class MultiIfEmpty<T> {

    private final Multi<T> upstream;
    /** {@code false} when used by {@link MultiOnCompletion}: the continuation then applies to every completion. */
    private final boolean onlyIfEmpty;

    MultiIfEmpty(Multi<T> upstream, boolean onlyIfEmpty) {
        this.upstream = nonNull(upstream, "upstream");
        this.onlyIfEmpty = onlyIfEmpty;
    }

    /** Fails with {@code failure} if the stream is empty. */
    public Multi<T> failWith(Throwable failure) {
        nonNull(failure, "failure");
        return switchTo(() -> Multi.createFrom().failure(failure));
    }

    /** Fails with the failure {@code supplier} gives (a {@code null} or a throw fails too) if the stream is empty. */
    @SuppressWarnings("unchecked")
    public Multi<T> failWith(Supplier<? extends Throwable> supplier) {
        Supplier<Throwable> actual = Infrastructure.decorate((Supplier<Throwable>) nonNull(supplier, "supplier"));
        return switchTo(() -> Multi.createFrom().failure(actual));
    }

    /** Fails with a {@link NoSuchElementException} if the stream is empty. */
    public Multi<T> fail() {
        return failWith(NoSuchElementException::new);
    }

    /** Continues with the items emitted through the emitter {@code consumer} receives, if the stream is empty. */
    public Multi<T> switchToEmitter(Consumer<MultiEmitter<? super T>> consumer) {
        Consumer<MultiEmitter<? super T>> actual = nonNull(consumer, "consumer");
        return switchTo(() -> Multi.createFrom().emitter(actual));
    }

    /** Continues with {@code other} if the stream is empty. */
    public Multi<T> switchTo(Flow.Publisher<? extends T> other) {
        nonNull(other, "other");
        return switchTo(() -> other);
    }

    /** Continues with the publisher {@code supplier} gives (a {@code null} or a throw fails) if the stream is empty. */
    public Multi<T> switchTo(Supplier<Flow.Publisher<? extends T>> supplier) {
        Supplier<Flow.Publisher<? extends T>> actual = Infrastructure.decorate(nonNull(supplier, "supplier"));
        return Infrastructure.onMultiCreation(new MultiOnCompletionSwitchOp<>(upstream, actual, onlyIfEmpty));
    }

    /** Emits {@code items} if the stream is empty. */
    @SafeVarargs
    public final Multi<T> continueWith(T... items) {
        doesNotContainNull(items, "items");
        return continueWith(Arrays.asList(items));
    }

    /** Emits {@code items} if the stream is empty. */
    public Multi<T> continueWith(Iterable<T> items) {
        doesNotContainNull(items, "items");
        return switchTo(() -> Multi.createFrom().iterable(items));
    }

    /** Emits the items {@code supplier} gives (a {@code null} or a throw fails) if the stream is empty. */
    @SuppressWarnings("unchecked")
    public Multi<T> continueWith(Supplier<? extends Iterable<? extends T>> supplier) {
        Supplier<? extends Iterable<? extends T>> actual = Infrastructure.decorate(nonNull(supplier, "supplier"));
        return switchTo(
                () -> Multi.createFrom().iterable((Iterable<T>) nonNullNpe(actual.get(), SUPPLIER_PRODUCED_NULL)));
    }
}
