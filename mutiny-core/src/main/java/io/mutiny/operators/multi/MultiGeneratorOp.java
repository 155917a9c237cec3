package io.mutiny.operators.multi;

import io.mutiny.groups.GeneratorEmitter;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * Emits the items produced synchronously by a generator function that carries a state from one call to the next.
 * The generator is driven through {@link IteratorSubscription}, so emission follows the demand exactly; it runs one
 * call ahead of the delivered items, so that a completion is signalled without waiting for a request.
 */
public final class MultiGeneratorOp<S, T> extends AbstractMulti<T> {

    private final Supplier<S> initialStateSupplier;
    private final BiFunction<S, GeneratorEmitter<? super T>, S> generator;

    public MultiGeneratorOp(Supplier<S> initialStateSupplier, BiFunction<S, GeneratorEmitter<? super T>, S> generator) {
        this.initialStateSupplier = ParameterValidation.nonNull(initialStateSupplier, "initialStateSupplier");
        this.generator = ParameterValidation.nonNull(generator, "generator");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        S initialState;
        try {
            initialState = initialStateSupplier.get();
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            Subscriptions.fail(subscriber, failure);
            return;
        }
        IteratorSubscription.subscribe(subscriber, new GeneratorIterator<>(initialState, generator));
    }

    /** Adapts the generator to an iterator: {@code hasNext} calls it until it emits or terminates. */
    private static final class GeneratorIterator<S, T> implements Iterator<T>, GeneratorEmitter<T> {

        private final BiFunction<S, GeneratorEmitter<? super T>, S> generator;
        private S state;
        private T pending;
        private boolean completed;
        private Throwable failure;

        GeneratorIterator(S initialState, BiFunction<S, GeneratorEmitter<? super T>, S> generator) {
            this.state = initialState;
            this.generator = generator;
        }

        @Override
        public boolean hasNext() {
            while (pending == null) {
                if (failure != null) {
                    throw asUnchecked(failure);
                }
                if (completed) {
                    return false;
                }
                state = generator.apply(state, this);
            }
            return true;
        }

        @Override
        public T next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            T item = pending;
            pending = null;
            return item;
        }

        @Override
        public void emit(T item) {
            if (completed || failure != null) {
                return;
            }
            if (item == null) {
                fail(new NullPointerException("The generator emitted a `null` item"));
            } else if (pending != null) {
                fail(new IllegalStateException("The generator emitted more than one item in a single call"));
            } else {
                pending = item;
            }
        }

        @Override
        public void fail(Throwable failure) {
            if (!completed && this.failure == null) {
                this.failure = failure == null ? new NullPointerException("The generator failed with `null`") : failure;
            }
        }

        @Override
        public void complete() {
            if (failure == null) {
                completed = true;
            }
        }

        /** Rethrows a failure of any type from {@link #hasNext()}: the iterator subscription turns it into a signal. */
        @SuppressWarnings("unchecked")
        private static <E extends Throwable> RuntimeException asUnchecked(Throwable failure) throws E {
            throw (E) failure;
        }
    }
}
