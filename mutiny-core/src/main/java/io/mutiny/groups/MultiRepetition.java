package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;

import io.mutiny.Uni;
import io.mutiny.subscription.UniEmitter;
import java.util.concurrent.CompletionStage;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Creates a {@code Multi} by running an action again and again: each run produces one item. The methods return a
 * {@link UniRepeat} to choose how many times ({@code atMost}, {@code until}, {@code whilst}, {@code indefinitely})
 * and an optional delay between runs; a new run starts only when the downstream requested an item, and a failing
 * run fails the stream.
 *
 * <p>The variants taking a {@code stateSupplier} call it once, at the first run of the first subscription, and
 * share the state with every later run and subscription; a {@code null} state fails the stream.
 */
public class MultiRepetition {

    /** Creates the group. */
    public MultiRepetition() {
        // stateless
    }

    /** Repeats the {@code Uni} that {@code producer} returns for the shared state (see the class description). */
    public <S, T> UniRepeat<T> uni(Supplier<S> stateSupplier, Function<S, Uni<? extends T>> producer) {
        nonNull(stateSupplier, "stateSupplier");
        nonNull(producer, "producer");
        return new UniRepeat<>(Uni.createFrom().deferred(stateSupplier, producer));
    }

    /** Repeats the {@code Uni} that {@code uniSupplier} returns, called once per run. */
    public <T> UniRepeat<T> uni(Supplier<Uni<? extends T>> uniSupplier) {
        nonNull(uniSupplier, "uniSupplier");
        return new UniRepeat<>(Uni.createFrom().deferred(uniSupplier));
    }

    /** Repeats the completion stage that {@code producer} returns for the shared state, waiting for each one. */
    public <S, T> UniRepeat<T> completionStage(
            Supplier<S> stateSupplier, Function<S, ? extends CompletionStage<? extends T>> producer) {
        nonNull(stateSupplier, "stateSupplier");
        nonNull(producer, "producer");
        return new UniRepeat<>(Uni.createFrom().completionStage(stateSupplier, producer));
    }

    /** Repeats the completion stage that {@code supplier} returns, called once per run, waiting for each one. */
    public <T> UniRepeat<T> completionStage(Supplier<? extends CompletionStage<? extends T>> supplier) {
        nonNull(supplier, "supplier");
        return new UniRepeat<>(Uni.createFrom().completionStage(supplier));
    }

    /** Repeats an emitter-based action: {@code consumer} receives the shared state and an emitter per run. */
    public <S, T> UniRepeat<T> uni(Supplier<S> stateSupplier, BiConsumer<S, UniEmitter<? super T>> consumer) {
        nonNull(stateSupplier, "stateSupplier");
        nonNull(consumer, "consumer");
        return new UniRepeat<>(Uni.createFrom().emitter(stateSupplier, consumer));
    }

    /** Repeats an emitter-based action: {@code consumer} receives an emitter per run. */
    public <T> UniRepeat<T> uni(Consumer<UniEmitter<? super T>> consumer) {
        nonNull(consumer, "consumer");
        return new UniRepeat<>(Uni.createFrom().emitter(consumer));
    }

    /** Repeats {@code supplier}: each call gives one item. */
    public <T> UniRepeat<T> supplier(Supplier<? extends T> supplier) {
        nonNull(supplier, "supplier");
        return new UniRepeat<>(Uni.createFrom().item(supplier));
    }

    /** Repeats {@code producer} applied to the shared state: each call gives one item. */
    public <S, T> UniRepeat<T> supplier(Supplier<S> stateSupplier, Function<S, ? extends T> producer) {
        nonNull(stateSupplier, "stateSupplier");
        nonNull(producer, "producer");
        return new UniRepeat<>(Uni.createFrom().item(stateSupplier, producer));
    }
}
