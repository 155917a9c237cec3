package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.function.LongFunction;

/**
 * Forwards the downstream demand upstream in batches whose size a function decides.
 *
 * <p>One batch is in flight at a time: when the downstream requests and no batch is pending, or when the pending
 * batch has been fully delivered and the downstream still wants items, the function receives the outstanding
 * downstream demand and returns the next batch size, which must be in {@code (0, outstanding]}. So the downstream
 * eventually receives everything it requested, never more. A function that throws, returns {@code null} or a value
 * out of range cancels the upstream and fails the stream.
 *
 * @param <T> the type of the items
 */
public final class MultiCapDemandsUsingOp<T> extends MultiOperator<T, T> {

    private final LongFunction<Long> function;

    public MultiCapDemandsUsingOp(Multi<T> upstream, LongFunction<Long> function) {
        super(upstream);
        this.function = ParameterValidation.nonNull(function, "function");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new CapDemandsProcessor<>(subscriber, function));
    }

    static final class CapDemandsProcessor<T> extends MultiOperatorProcessor<T, T> {

        private static final AtomicLongFieldUpdater<CapDemandsProcessor> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(CapDemandsProcessor.class, "requested");

        private static final AtomicLongFieldUpdater<CapDemandsProcessor> IN_FLIGHT =
                AtomicLongFieldUpdater.newUpdater(CapDemandsProcessor.class, "inFlight");

        private static final AtomicIntegerFieldUpdater<CapDemandsProcessor> WIP =
                AtomicIntegerFieldUpdater.newUpdater(CapDemandsProcessor.class, "wip");

        private final LongFunction<Long> function;

        /** Downstream demand not yet satisfied. */
        private volatile long requested;
        /** Items requested upstream and not yet received. */
        private volatile long inFlight;

        private volatile int wip;

        CapDemandsProcessor(MultiSubscriber<? super T> downstream, LongFunction<Long> function) {
            super(downstream);
            this.function = function;
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                super.request(n);
                return;
            }
            Subscriptions.add(REQUESTED, this, n);
            requestNextBatch();
        }

        @Override
        public void onItem(T item) {
            if (isDone()) {
                return;
            }
            Subscriptions.produced(REQUESTED, this, 1);
            long remaining = IN_FLIGHT.decrementAndGet(this);
            downstream.onItem(item);
            if (remaining == 0) {
                requestNextBatch();
            }
        }

        /** Issues the next batch if none is in flight; the wip counter keeps one decision at a time. */
        private void requestNextBatch() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            int missed = 1;
            for (; ; ) {
                long outstanding = requested;
                if (inFlight == 0 && outstanding > 0 && !isDone()) {
                    long batch;
                    try {
                        batch = batchSize(outstanding);
                    } catch (Throwable failure) {
                        Exceptions.throwIfFatal(failure);
                        failAndCancel(failure);
                        return;
                    }
                    inFlight = batch;
                    requestUpstream(batch);
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        private long batchSize(long outstanding) {
            Long batch = ParameterValidation.nonNullNpe(
                    function.apply(outstanding), "The demand-capping function returned `null`");
            if (batch <= 0 || batch > outstanding) {
                throw new IllegalStateException("The demand-capping function returned " + batch
                        + " for an outstanding demand of " + outstanding + ", expected a value in (0, "
                        + outstanding + "]");
            }
            return batch;
        }
    }
}
