package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.SUPPLIER_PRODUCED_NULL;
import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.nonNullNpe;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.converters.UniConverter;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.uni.UniCreateDeferredOp;
import io.mutiny.operators.uni.UniCreateFromCompletionStageOp;
import io.mutiny.operators.uni.UniCreateFromFailureOp;
import io.mutiny.operators.uni.UniCreateFromFutureOp;
import io.mutiny.operators.uni.UniCreateFromItemSupplierOp;
import io.mutiny.operators.uni.UniCreateFromPublisherOp;
import io.mutiny.operators.uni.UniCreateNothingOp;
import io.mutiny.operators.uni.UniCreateWithEmitterOp;
import io.mutiny.operators.uni.UniTerminalOp;
import io.mutiny.subscription.UniEmitter;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import java.util.concurrent.Future;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The ways to create a {@link Uni}: {@code Uni.createFrom()}. Every created {@code Uni} is lazy: nothing happens
 * until a subscription, and each subscriber gets its own run of the callbacks given here (except the
 * <em>state</em> suppliers, called once and shared by all subscribers). Unless said otherwise, the outcome is
 * emitted on the subscribing thread, a throwing callback fails the subscriber, and a callback returning
 * {@code null} where a value is required fails it with a {@link NullPointerException}.
 */
public class UniCreate {

    /** The shared instance returned by {@code Uni.createFrom()}. */
    public static final UniCreate INSTANCE = new UniCreate();

    private UniCreate() {}

    /** A {@code Uni} built by {@code converter} from {@code instance}. */
    public <I, T> Uni<T> converter(UniConverter<I, T> converter, I instance) {
        nonNull(converter, "converter");
        nonNull(instance, "instance");
        return nonNullNpe(converter.from(instance), "The converter produced `null`");
    }

    /**
     * Emits the outcome of {@code stage}, on the thread completing it (the subscribing thread if already complete);
     * a {@code CompletionException} is unwrapped. Cancelling cancels the stage if it is a {@code CompletableFuture}.
     */
    public <T> Uni<T> completionStage(CompletionStage<? extends T> stage) {
        nonNull(stage, "stage");
        return completionStage(() -> stage);
    }

    /**
     * Like {@link #completionStage(Supplier)}, the stage being built by {@code mapper} from a state that
     * {@code stateSupplier} produces once, at the first subscription, for all subscribers.
     */
    public <T, S> Uni<T> completionStage(
            Supplier<S> stateSupplier, Function<S, ? extends CompletionStage<? extends T>> mapper) {
        Supplier<S> state = sharedState(stateSupplier);
        nonNull(mapper, "mapper");
        return completionStage(() -> mapper.apply(state.get()));
    }

    /** Like {@link #completionStage(CompletionStage)} with a stage obtained from {@code supplier} per subscriber. */
    public <T> Uni<T> completionStage(Supplier<? extends CompletionStage<? extends T>> supplier) {
        nonNull(supplier, "supplier");
        return Infrastructure.onUniCreation(new UniCreateFromCompletionStageOp<>(Infrastructure.decorate(supplier)));
    }

    /**
     * Emits the outcome of {@code future} without blocking the subscribing thread: a future that is a
     * {@code CompletionStage} is observed, any other is awaited on a thread of the default executor. Cancelling
     * cancels the future (without interruption).
     */
    public <T> Uni<T> future(Future<? extends T> future) {
        return future(future, null);
    }

    /** Like {@link #future(Future)} with a future obtained from {@code supplier} per subscriber. */
    public <T> Uni<T> future(Supplier<Future<? extends T>> supplier) {
        return future(supplier, null);
    }

    /**
     * Like {@link #future(Future)}, failing with a {@code TimeoutException} if the future is not done within
     * {@code timeout} ({@code null}: no timeout).
     */
    public <T> Uni<T> future(Future<? extends T> future, Duration timeout) {
        nonNull(future, "future");
        return future(() -> future, timeout);
    }

    /** Like {@link #future(Future, Duration)} with a future obtained from {@code supplier} per subscriber. */
    public <T> Uni<T> future(Supplier<Future<? extends T>> supplier, Duration timeout) {
        nonNull(supplier, "supplier");
        if (timeout != null) {
            ParameterValidation.validate(timeout, "timeout");
        }
        return Infrastructure.onUniCreation(new UniCreateFromFutureOp<>(Infrastructure.decorate(supplier), timeout));
    }

    /**
     * Emits the first item of {@code publisher} (then cancels it), {@code null} if it completes empty, or its
     * failure, on the publisher's thread. Requests one item; cancelling cancels the publisher's subscription.
     */
    public <T> Uni<T> publisher(Flow.Publisher<? extends T> publisher) {
        nonNull(publisher, "publisher");
        return Infrastructure.onUniCreation(new UniCreateFromPublisherOp<>(publisher));
    }

    /** Emits the item produced by {@code supplier} (called per subscriber; {@code null} gives a null item). */
    public <T> Uni<T> item(Supplier<? extends T> supplier) {
        nonNull(supplier, "supplier");
        return Infrastructure.onUniCreation(new UniCreateFromItemSupplierOp<>(Infrastructure.decorate(supplier)));
    }

    /**
     * Emits the item {@code mapper} produces (per subscriber) from a state that {@code stateSupplier} produces
     * once, at the first subscription, for all subscribers. A failing or {@code null} state fails every subscriber.
     */
    public <T, S> Uni<T> item(Supplier<S> stateSupplier, Function<S, ? extends T> mapper) {
        Supplier<S> state = sharedState(stateSupplier);
        nonNull(mapper, "mapper");
        return item(() -> mapper.apply(state.get()));
    }

    /** Emits {@code item}, which may be {@code null}. */
    public <T> Uni<T> item(T item) {
        return Infrastructure.onUniCreation(UniTerminalOp.item(item));
    }

    /** Emits a {@code null} item typed as {@link Void}. */
    public Uni<Void> voidItem() {
        return nullItem();
    }

    /** Emits a {@code null} item. */
    public <T> Uni<T> nullItem() {
        return item((T) null);
    }

    /** Emits the optional's value, or {@code null} if it is empty. */
    public <T> Uni<T> optional(Optional<T> optional) {
        nonNull(optional, "optional");
        return item(optional.orElse(null));
    }

    /** Emits the value of the optional given by {@code supplier} (per subscriber), or {@code null} if empty. */
    public <T> Uni<T> optional(Supplier<Optional<T>> supplier) {
        nonNull(supplier, "supplier");
        Supplier<Optional<T>> decorated = Infrastructure.decorate(supplier);
        return item(() -> nonNullNpe(decorated.get(), SUPPLIER_PRODUCED_NULL).orElse(null));
    }

    /**
     * Hands an emitter to {@code consumer} for each subscriber (on the subscribing thread); the outcome is the first
     * {@code complete} or {@code fail} call, delivered on the calling thread. A throwing consumer fails the
     * subscriber unless the emitter was already used.
     */
    public <T> Uni<T> emitter(Consumer<UniEmitter<? super T>> consumer) {
        nonNull(consumer, "consumer");
        return Infrastructure.onUniCreation(new UniCreateWithEmitterOp<>(Infrastructure.decorate(consumer)));
    }

    /**
     * Like {@link #emitter(Consumer)}, the callback also receiving a state that {@code stateSupplier} produces once,
     * at the first subscription, for all subscribers.
     */
    public <T, S> Uni<T> emitter(Supplier<S> stateSupplier, BiConsumer<S, UniEmitter<? super T>> consumer) {
        Supplier<S> state = sharedState(stateSupplier);
        nonNull(consumer, "consumer");
        return emitter(emitter -> consumer.accept(state.get(), emitter));
    }

    /** Subscribes each subscriber to the {@code Uni} that {@code supplier} produces at subscription time. */
    public <T> Uni<T> deferred(Supplier<Uni<? extends T>> supplier) {
        nonNull(supplier, "supplier");
        Supplier<Uni<? extends T>> decorated = Infrastructure.decorate(supplier);
        return Infrastructure.onUniCreation(new UniCreateDeferredOp<T>(decorated));
    }

    /** Subscribes each subscriber to the {@code Uni} that {@code mapper} builds from the subscriber's context. */
    public <T> Uni<T> context(Function<Context, Uni<? extends T>> mapper) {
        nonNull(mapper, "mapper");
        return Infrastructure.onUniCreation(new UniCreateDeferredOp<T>(Infrastructure.decorate(mapper)));
    }

    /**
     * Like {@link #deferred(Supplier)}, the {@code Uni} being built by {@code mapper} from a state that
     * {@code stateSupplier} produces once, at the first subscription, for all subscribers.
     */
    public <T, S> Uni<T> deferred(Supplier<S> stateSupplier, Function<S, Uni<? extends T>> mapper) {
        Supplier<S> state = sharedState(stateSupplier);
        nonNull(mapper, "mapper");
        return deferred(() -> mapper.apply(state.get()));
    }

    /** Fails every subscriber with {@code failure}. */
    public <T> Uni<T> failure(Throwable failure) {
        nonNull(failure, "failure");
        return Infrastructure.onUniCreation(UniTerminalOp.failure(failure));
    }

    /** Fails each subscriber with the failure {@code supplier} produces for it. */
    public <T> Uni<T> failure(Supplier<Throwable> supplier) {
        nonNull(supplier, "supplier");
        return Infrastructure.onUniCreation(new UniCreateFromFailureOp<>(Infrastructure.decorate(supplier)));
    }

    /** Never emits anything: subscribers only receive a subscription. */
    public <T> Uni<T> nothing() {
        return Infrastructure.onUniCreation(new UniCreateNothingOp<>());
    }

    /** Emits the first item of {@code multi} (then cancels it), {@code null} if it completes empty, or its failure. */
    public <T> Uni<T> multi(Multi<T> multi) {
        nonNull(multi, "multi");
        return publisher(multi);
    }

    /**
     * A supplier that calls {@code stateSupplier} once, at its first use, and then returns (or throws) the same
     * outcome to every caller; a {@code null} state is a {@link NullPointerException}.
     */
    private static <S> Supplier<S> sharedState(Supplier<S> stateSupplier) {
        return new SharedState<>(nonNull(stateSupplier, "stateSupplier"));
    }

    private static final class SharedState<S> implements Supplier<S> {
        private final ReentrantLock lock = new ReentrantLock();
        private Supplier<S> supplier;
        private S state;
        private Throwable failure;
        private volatile boolean computed;

        SharedState(Supplier<S> supplier) {
            this.supplier = supplier;
        }

        @Override
        public S get() {
            if (!computed) {
                lock.lock();
                try {
                    if (!computed) {
                        try {
                            state = nonNullNpe(supplier.get(), SUPPLIER_PRODUCED_NULL);
                        } catch (Throwable thrown) {
                            Exceptions.throwIfFatal(thrown);
                            failure = thrown;
                        }
                        supplier = null;
                        computed = true;
                    }
                } finally {
                    lock.unlock();
                }
            }
            if (failure != null) {
                throw SharedState.<RuntimeException>rethrow(failure);
            }
            return state;
        }

        /** Rethrows the state supplier's own failure, checked or not, so that every subscriber receives it. */
        @SuppressWarnings("unchecked")
        private static <E extends Throwable> E rethrow(Throwable failure) throws E {
            throw (E) failure;
        }
    }
}
