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
 * Caps each downstream request: on every {@code request(n)}, the function receives the outstanding downstream
 * demand (everything requested and not yet delivered, {@code n} included) and returns how many items to request
 * upstream, which must be in {@code (0, outstanding]}. Exactly one upstream request follows each downstream request
 * (requests racing with each other may share one); the part of the demand the function holds back is not requested
 * later on its own, only taken into account at the next downstream request, as in Mutiny. A function that throws,
 * returns {@code null} or a value out of range cancels the upstream and fails the stream.
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

        private static final AtomicIntegerFieldUpdater<CapDemandsProcessor> WIP =
                AtomicIntegerFieldUpdater.newUpdater(CapDemandsProcessor.class, "wip");

        private final LongFunction<Long> function;

        /** Downstream demand not yet satisfied. */
        private volatile long requested;

        private volatile int wip;

        CapDemandsProcessor(MultiSubscriber<? super T> downstream, LongFunction<Long> function) {
            // the function may fail the stream on a requesting thread while items flow on the upstream's
            super(downstream, true);
            this.function = function;
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                super.request(n);
                return;
            }
            Subscriptions.add(REQUESTED, this, n);
            requestCapped();
        }

        @Override
        public void onItem(T item) {
            if (!isDone()) {
                Subscriptions.produced(REQUESTED, this, 1);
                super.onItem(item);
            }
        }

        /** Asks the function once per (coalesced) downstream request; the wip counter keeps one call at a time. */
        private void requestCapped() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            int missed = 1;
            for (; ; ) {
                long outstanding = requested;
                if (outstanding > 0 && !isDone()) {
                    long capped;
                    try {
                        capped = cappedDemand(outstanding);
                    } catch (Throwable failure) {
                        Exceptions.throwIfFatal(failure);
                        failAndCancel(failure);
                        return;
                    }
                    requestUpstream(capped);
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        private long cappedDemand(long outstanding) {
            Long capped = function.apply(outstanding);
            if (capped == null) {
                throw new IllegalArgumentException("The demand-capping function returned `null`");
            }
            if (capped <= 0) {
                throw new IllegalArgumentException(
                        "The demand-capping function returned " + capped + ", expected a value greater than zero");
            }
            if (capped > outstanding) {
                throw new IllegalStateException("The demand-capping function returned " + capped
                        + " while the outstanding demand is " + outstanding);
            }
            return capped;
        }
    }
}
