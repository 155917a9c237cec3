package io.mutiny.operators.multi;

import io.mutiny.groups.GeneratorEmitter;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * Emits the items produced synchronously by a generator function that carries a state from one call to the next.
 * The generator is called once per unit of demand, on the requesting thread, and never before a request: a call
 * that emits nothing still uses its unit of demand, and a completion is signalled by the call that completes.
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
        subscriber.onSubscribe(new GeneratorSubscription<>(subscriber, generator, initialState));
    }

    /**
     * Calls the generator as the demand allows. The {@code requested} counter is also the loop ownership: whoever
     * moves it away from 0 runs the loop, so a request made from {@code onItem} only adds demand (rule 3.3), and
     * only the loop owner touches the state. An invalid request adds one unit of demand to wake the loop, which then
     * reports it.
     */
    private static final class GeneratorSubscription<S, T> implements Flow.Subscription, GeneratorEmitter<T> {

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<GeneratorSubscription> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(GeneratorSubscription.class, "requested");

        private final MultiSubscriber<? super T> downstream;
        private final BiFunction<S, GeneratorEmitter<? super T>, S> generator;

        private S state;
        /** The item emitted by the current call, delivered once the call returns. */
        private T pending;

        private boolean completed;
        private Throwable failure;

        private volatile long requested;
        private volatile boolean cancelled;
        private volatile Throwable invalidRequest;

        GeneratorSubscription(
                MultiSubscriber<? super T> downstream,
                BiFunction<S, GeneratorEmitter<? super T>, S> generator,
                S initialState) {
            this.downstream = downstream;
            this.generator = generator;
            this.state = initialState;
        }

        @Override
        public void request(long n) {
            long demand = n;
            if (n <= 0) {
                invalidRequest = Subscriptions.invalidRequest(n);
                demand = 1;
            }
            if (Subscriptions.add(REQUESTED, this, demand) == 0) {
                drain(demand);
            }
        }

        @Override
        public void cancel() {
            cancelled = true;
        }

        private void drain(long initialDemand) {
            long demand = initialDemand;
            long calls = 0;
            for (; ; ) {
                while (calls != demand) {
                    if (isStopped() || !callGenerator()) {
                        return;
                    }
                    calls++;
                }
                if (isStopped()) {
                    return;
                }
                demand = requested;
                if (demand == calls) {
                    demand = REQUESTED.addAndGet(this, -calls);
                    if (demand == 0) {
                        return;
                    }
                    calls = 0;
                }
            }
        }

        /**
         * Calls the generator once and delivers what it emitted.
         *
         * @return {@code false} once the stream is over
         */
        private boolean callGenerator() {
            try {
                state = generator.apply(state, this);
            } catch (Throwable thrown) {
                Exceptions.throwIfFatal(thrown);
                if (failure == null) {
                    failure = thrown;
                }
            }
            T item = pending;
            if (item != null) {
                pending = null;
                downstream.onItem(item);
            }
            if (failure != null) {
                terminate();
                if (!cancelled) {
                    cancelled = true;
                    downstream.onFailure(failure);
                }
                return false;
            }
            if (completed) {
                terminate();
                if (!cancelled) {
                    cancelled = true;
                    downstream.onCompletion();
                }
                return false;
            }
            return true;
        }

        /** Called by the loop owner only: {@code true} if the loop must stop. */
        private boolean isStopped() {
            Throwable invalid = invalidRequest;
            if (invalid != null) {
                invalidRequest = null;
                if (!cancelled) {
                    cancelled = true;
                    terminate();
                    downstream.onFailure(invalid);
                    return true;
                }
            }
            if (cancelled) {
                terminate();
                return true;
            }
            return false;
        }

        /** Releases the state, so that a cancelled subscription does not retain it. */
        private void terminate() {
            state = null;
            pending = null;
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
    }
}
