package io.mutiny.operators.multi;

import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;

/**
 * Emits the integers from {@code startInclusive} to {@code endExclusive}, in order, as they are requested, on the
 * requesting thread; completes right after the last one, even without outstanding demand. Fuseable ({@code SYNC},
 * also across a thread boundary: no user code runs). A {@link ConditionalSubscriber} downstream (a filter) gets
 * the items through {@code tryOnItem}, and the dropped ones do not count against the demand.
 */
public final class MultiFromRangeOp extends AbstractMulti<Integer> {

    private final int startInclusive;
    private final int endExclusive;

    /**
     * Builds the range.
     *
     * @throws IllegalArgumentException if {@code endExclusive < startInclusive}
     */
    public MultiFromRangeOp(int startInclusive, int endExclusive) {
        if (endExclusive < startInclusive) {
            throw new IllegalArgumentException("`endExclusive` (" + endExclusive
                    + ") must be greater than or equal to `startInclusive` (" + startInclusive + ")");
        }
        this.startInclusive = startInclusive;
        this.endExclusive = endExclusive;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super Integer> subscriber) {
        if (startInclusive == endExclusive) {
            Subscriptions.complete(subscriber);
        } else {
            subscriber.onSubscribe(new RangeSubscription(subscriber, startInclusive, endExclusive));
        }
    }

    /**
     * The {@code requested} counter is also the emission-loop ownership: whoever moves it away from 0 runs the loop,
     * so a {@code request} made from {@code onItem} only adds demand (rule 3.3). Once the loop stops for good
     * (completion, cancellation, invalid request) the counter is never brought back to 0, so no loop starts again.
     * The loop reads one volatile flag per item, {@code stopped}, which both a cancellation and an invalid request
     * raise; an invalid request also adds one unit of demand to wake the loop, so that its owner is the only thread
     * sending a terminal signal.
     */
    static final class RangeSubscription implements FusedSubscription<Integer> {

        private static final AtomicLongFieldUpdater<RangeSubscription> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(RangeSubscription.class, "requested");

        private final MultiSubscriber<? super Integer> downstream;
        private final int end;
        /** The next value; touched by the loop owner (or the polling consumer) only. */
        private int index;

        private volatile long requested;
        /** Raised by a cancellation or an invalid request: the loop checks it before each item. */
        private volatile boolean stopped;

        private volatile boolean cancelled;
        private volatile Throwable invalidRequest;

        RangeSubscription(MultiSubscriber<? super Integer> downstream, int start, int end) {
            this.downstream = downstream;
            this.index = start;
            this.end = end;
        }

        @Override
        public void request(long n) {
            long demand = n;
            if (n <= 0) {
                invalidRequest = Subscriptions.invalidRequest(n);
                stopped = true;
                demand = 1;
            }
            if (Subscriptions.add(REQUESTED, this, demand) == 0) {
                if (downstream instanceof ConditionalSubscriber) {
                    emitConditional((ConditionalSubscriber<? super Integer>) downstream, demand);
                } else if (demand == Long.MAX_VALUE) {
                    emitUnbounded();
                } else {
                    emitBounded(demand);
                }
            }
        }

        @Override
        public void cancel() {
            cancelled = true;
            stopped = true;
        }

        /** Under unbounded demand: no accounting at all. */
        private void emitUnbounded() {
            MultiSubscriber<? super Integer> subscriber = downstream;
            int last = end;
            for (int value = index; value != last; value++) {
                if (stopped) {
                    stop();
                    return;
                }
                subscriber.onItem(value);
            }
            complete();
        }

        private void emitBounded(long initialDemand) {
            MultiSubscriber<? super Integer> subscriber = downstream;
            int last = end;
            int value = index;
            long demand = initialDemand;
            long emitted = 0;
            for (; ; ) {
                while (emitted != demand && value != last) {
                    if (stopped) {
                        stop();
                        return;
                    }
                    subscriber.onItem(value);
                    value++;
                    emitted++;
                }
                if (value == last) {
                    complete();
                    return;
                }
                demand = requested;
                if (emitted == demand) {
                    index = value;
                    demand = REQUESTED.addAndGet(this, -emitted);
                    if (demand == 0) {
                        return;
                    }
                    emitted = 0;
                }
            }
        }

        /** Same as {@link #emitBounded}, where only the items the subscriber consumed count against the demand. */
        private void emitConditional(ConditionalSubscriber<? super Integer> subscriber, long initialDemand) {
            int last = end;
            int value = index;
            long demand = initialDemand;
            long emitted = 0;
            for (; ; ) {
                while (emitted != demand && value != last) {
                    if (stopped) {
                        stop();
                        return;
                    }
                    if (subscriber.tryOnItem(value)) {
                        emitted++;
                    }
                    value++;
                }
                if (value == last) {
                    complete();
                    return;
                }
                demand = requested;
                if (demand == Long.MAX_VALUE) {
                    emitted = 0; // unbounded: nothing to account for any more
                } else if (emitted == demand) {
                    index = value;
                    demand = REQUESTED.addAndGet(this, -emitted);
                    if (demand == 0) {
                        return;
                    }
                    emitted = 0;
                }
            }
        }

        private void complete() {
            if (stopped) {
                stop(); // an invalid request made during the last item, or a cancellation
            } else {
                stopped = true;
                downstream.onCompletion();
            }
        }

        /** The loop met {@code stopped}: reports an invalid request unless the subscriber cancelled. */
        private void stop() {
            Throwable failure = invalidRequest;
            if (failure != null && !cancelled) {
                cancelled = true;
                downstream.onFailure(failure);
            }
        }

        @Override
        public int requestFusion(int modes) {
            return (modes & SYNC) != 0 ? SYNC : NONE;
        }

        @Override
        public Integer poll() {
            int value = index;
            if (value == end) {
                return null;
            }
            index = value + 1;
            return value;
        }

        @Override
        public boolean isEmpty() {
            return index == end;
        }

        @Override
        public void clear() {
            index = end;
        }
    }
}
