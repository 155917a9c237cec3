package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * Emits a running accumulation of the upstream items, on the upstream's thread.
 *
 * <p>With an initial state supplier, the initial state is emitted first, in response to the first request (which
 * it consumes one unit of), then {@code accumulator(state, item)} for each item. Without one, the first item is
 * the initial state and is emitted as is. An accumulator or supplier that throws or produces {@code null} fails
 * the stream (and cancels the upstream).
 *
 * @param <T> the type of the upstream items
 * @param <S> the type of the state, which is also the type of the emitted items
 */
public final class MultiScanOp<T, S> extends MultiOperator<T, S> {

    private final Supplier<S> initialState;
    private final BiFunction<S, ? super T, S> accumulator;

    /**
     * @param upstream the upstream
     * @param initialState the supplier of the initial state, {@code null} to use the first item as initial state
     *     (then {@code T} must be {@code S})
     * @param accumulator computes the next state from the current one and an item
     */
    public MultiScanOp(Multi<? extends T> upstream, Supplier<S> initialState, BiFunction<S, ? super T, S> accumulator) {
        super(upstream);
        this.initialState = initialState;
        this.accumulator = ParameterValidation.nonNull(accumulator, "accumulator");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super S> subscriber) {
        if (initialState == null) {
            upstream().subscribe(new ScanProcessor<>(subscriber, null, accumulator));
            return;
        }
        S initial;
        try {
            initial = ParameterValidation.nonNullNpe(initialState.get(), ParameterValidation.SUPPLIER_PRODUCED_NULL);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            Subscriptions.fail(subscriber, failure);
            return;
        }
        upstream().subscribe(new ScanProcessor<>(subscriber, initial, accumulator));
    }

    static final class ScanProcessor<T, S> extends MultiOperatorProcessor<T, S> {

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<ScanProcessor> INITIAL_EMITTED =
                AtomicIntegerFieldUpdater.newUpdater(ScanProcessor.class, "initialEmitted");

        private final BiFunction<S, ? super T, S> accumulator;
        private final boolean hasInitialState;
        /** Touched by the upstream's thread only, once the initial state was emitted. */
        private S state;

        private static final int INITIAL_PENDING = 0;
        private static final int INITIAL_SENT = 1;
        private static final int COMPLETED_BEFORE_INITIAL = 2;

        private volatile int initialEmitted;

        ScanProcessor(MultiSubscriber<? super S> downstream, S initial, BiFunction<S, ? super T, S> accumulator) {
            super(downstream);
            this.accumulator = accumulator;
            this.state = initial;
            this.hasInitialState = initial != null;
        }

        @Override
        public void request(long n) {
            if (n > 0 && hasInitialState && initialEmitted != INITIAL_SENT) {
                if (INITIAL_EMITTED.compareAndSet(this, INITIAL_PENDING, INITIAL_SENT)) {
                    if (!isDone()) {
                        downstream.onItem(state);
                        if (n > 1) {
                            super.request(n - 1);
                        }
                    }
                    return;
                }
                if (INITIAL_EMITTED.compareAndSet(this, COMPLETED_BEFORE_INITIAL, INITIAL_SENT)) {
                    if (!isDone()) {
                        downstream.onItem(state);
                        super.onCompletion();
                    }
                    return;
                }
            }
            super.request(n);
        }

        @Override
        public void onCompletion() {
            // an upstream completing before the first request must not swallow the initial state
            if (hasInitialState && INITIAL_EMITTED.compareAndSet(this, INITIAL_PENDING, COMPLETED_BEFORE_INITIAL)) {
                return;
            }
            super.onCompletion();
        }

        @SuppressWarnings("unchecked")
        @Override
        public void onItem(T item) {
            if (isDone()) {
                return;
            }
            S current = state;
            if (current == null) {
                // no initial state: the first item is the state
                state = (S) item;
                downstream.onItem((S) item);
                return;
            }
            try {
                current = ParameterValidation.nonNullNpe(
                        accumulator.apply(current, item), "The accumulator produced `null`");
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                failAndCancel(failure);
                return;
            }
            state = current;
            downstream.onItem(current);
        }
    }
}
