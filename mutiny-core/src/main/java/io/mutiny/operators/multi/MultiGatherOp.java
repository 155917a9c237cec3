package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.groups.Gatherer;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;

/**
 * Accumulates the upstream items with a {@link Gatherer} and emits what it extracts.
 *
 * <p>For each item: {@code accumulate}, then one {@code extract(acc, false)}; an extraction is emitted and replaces
 * the accumulator, no extraction means one more upstream item is requested (so the downstream still gets what it
 * asked for). At completion, {@code extract(acc, true)} is called while it produces items, then
 * {@code finalize(acc)} may produce a last item; these are emitted as the downstream requests them, from the
 * completing or the requesting thread. A gatherer callback that throws or returns {@code null} cancels the
 * upstream and fails the stream.
 *
 * @param <I> the type of the upstream items
 * @param <ACC> the type of the accumulator
 * @param <O> the type of the emitted items
 */
public final class MultiGatherOp<I, ACC, O> extends MultiOperator<I, O> {

    private final Gatherer<I, ACC, O> gatherer;

    /** Creates the operator over {@code upstream}; the arguments are validated eagerly (see the class description). */
    public MultiGatherOp(Multi<? extends I> upstream, Gatherer<I, ACC, O> gatherer) {
        super(upstream);
        this.gatherer = ParameterValidation.nonNull(gatherer, "gatherer");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super O> subscriber) {
        ACC initial;
        try {
            initial = ParameterValidation.nonNullNpe(gatherer.accumulator(), "The initial accumulator is `null`");
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            Subscriptions.fail(subscriber, failure);
            return;
        }
        upstream().subscribe(new GatherProcessor<>(subscriber, gatherer, initial));
    }

    static final class GatherProcessor<I, ACC, O> extends MultiOperatorProcessor<I, O> {

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<GatherProcessor> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(GatherProcessor.class, "requested");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<GatherProcessor> WIP =
                AtomicIntegerFieldUpdater.newUpdater(GatherProcessor.class, "wip");

        private final Gatherer<I, ACC, O> gatherer;

        /** Written by the upstream's thread, then by the completion drain loop once the upstream is done. */
        private ACC accumulator;
        /** Completion drain-loop state: the extractions are exhausted and finalize was called. */
        private boolean extractionsExhausted;
        /** Completion drain-loop state: the next item, computed ahead to know whether the stream can complete. */
        private O pendingItem;

        private volatile long requested;
        private volatile int wip;
        private volatile boolean upstreamDone;

        GatherProcessor(MultiSubscriber<? super O> downstream, Gatherer<I, ACC, O> gatherer, ACC initial) {
            super(downstream);
            this.gatherer = gatherer;
            this.accumulator = initial;
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                super.request(n);
                return;
            }
            Subscriptions.add(REQUESTED, this, n);
            if (upstreamDone) {
                drainAfterCompletion();
            } else {
                super.request(n);
            }
        }

        @Override
        public void onItem(I item) {
            if (isDone() || upstreamDone) {
                return;
            }
            Optional<Gatherer.Extraction<ACC, O>> extraction;
            try {
                ACC next = ParameterValidation.nonNullNpe(
                        gatherer.accumulate(accumulator, item), "The accumulator is `null`");
                accumulator = next;
                extraction = ParameterValidation.nonNullNpe(gatherer.extract(next, false), "The extraction is `null`");
                if (extraction.isPresent()) {
                    accumulator = checked(extraction.get());
                }
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                failAndCancel(failure);
                return;
            }
            if (extraction.isPresent()) {
                downstream.onItem(extraction.get().nextItem());
                Subscriptions.produced(REQUESTED, this, 1);
            } else {
                requestUpstream(1);
            }
        }

        @Override
        public void onCompletion() {
            if (!isDone() && !upstreamDone) {
                upstreamDone = true;
                drainAfterCompletion();
            }
        }

        /** Validates an extraction and returns its next accumulator. */
        private ACC checked(Gatherer.Extraction<ACC, O> extraction) {
            ParameterValidation.nonNullNpe(extraction.nextItem(), "The extracted item is `null`");
            return ParameterValidation.nonNullNpe(extraction.nextAccumulator(), "The next accumulator is `null`");
        }

        private void drainAfterCompletion() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            int missed = 1;
            for (; ; ) {
                long demand = requested;
                long emitted = 0;
                for (; ; ) {
                    if (isDone()) {
                        return;
                    }
                    O item = pendingItem;
                    if (item == null) {
                        try {
                            item = nextFinalItem();
                        } catch (Throwable failure) {
                            Exceptions.throwIfFatal(failure);
                            super.onFailure(failure);
                            return;
                        }
                        if (item == null) {
                            // completes even without demand: nothing is left to emit
                            super.onCompletion();
                            return;
                        }
                        pendingItem = item;
                    }
                    if (emitted == demand) {
                        break;
                    }
                    pendingItem = null;
                    downstream.onItem(item);
                    emitted++;
                }
                if (emitted != 0) {
                    Subscriptions.produced(REQUESTED, this, emitted);
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        /** The next item to emit after the completion, {@code null} when there is none left. */
        private O nextFinalItem() {
            if (!extractionsExhausted) {
                Optional<Gatherer.Extraction<ACC, O>> extraction =
                        ParameterValidation.nonNullNpe(gatherer.extract(accumulator, true), "The extraction is `null`");
                if (extraction.isPresent()) {
                    accumulator = checked(extraction.get());
                    return extraction.get().nextItem();
                }
                extractionsExhausted = true;
                Optional<O> last =
                        ParameterValidation.nonNullNpe(gatherer.finalize(accumulator), "The finalizer returned `null`");
                return last.orElse(null);
            }
            return null;
        }
    }
}
