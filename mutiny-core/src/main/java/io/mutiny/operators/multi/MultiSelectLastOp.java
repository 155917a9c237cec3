package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.ArrayDeque;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;

/**
 * Emits the last {@code count} upstream items once the upstream completes. The upstream is requested without bound
 * (the items are needed to know which are last) and at most {@code count} items are kept; after the completion
 * they are emitted as the downstream requests them, from the completing or the requesting thread. An upstream
 * failure is propagated at once and the kept items are discarded.
 *
 * @param <T> the type of the items
 */
public final class MultiSelectLastOp<T> extends MultiOperator<T, T> {

    private final int count;

    /** Creates the operator over {@code upstream}; the arguments are validated eagerly (see the class description). */
    public MultiSelectLastOp(Multi<? extends T> upstream, int count) {
        super(upstream);
        this.count = ParameterValidation.positiveOrZero(count, "count");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new LastProcessor<>(subscriber, count));
    }

    static final class LastProcessor<T> extends MultiOperatorProcessor<T, T> {

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<LastProcessor> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(LastProcessor.class, "requested");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<LastProcessor> WIP =
                AtomicIntegerFieldUpdater.newUpdater(LastProcessor.class, "wip");

        private final int count;
        /** Filled by the upstream's thread, then drained after the completion. */
        private final ArrayDeque<T> kept = new ArrayDeque<>();

        private volatile long requested;
        private volatile int wip;
        private volatile boolean upstreamDone;

        LastProcessor(MultiSubscriber<? super T> downstream, int count) {
            super(downstream);
            this.count = count;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            super.onSubscribe(subscription);
            requestUpstream(Long.MAX_VALUE);
        }

        @Override
        public void onItem(T item) {
            if (isDone() || count == 0) {
                return;
            }
            if (kept.size() == count) {
                kept.poll();
            }
            kept.offer(item);
        }

        @Override
        public void onCompletion() {
            upstreamDone = true;
            drain();
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                super.request(n);
                return;
            }
            Subscriptions.add(REQUESTED, this, n);
            if (upstreamDone) {
                drain();
            }
        }

        private void drain() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            int missed = 1;
            for (; ; ) {
                long demand = requested;
                long emitted = 0;
                while (emitted != demand) {
                    if (isDone()) {
                        return;
                    }
                    T item = kept.poll();
                    if (item == null) {
                        break;
                    }
                    downstream.onItem(item);
                    emitted++;
                }
                if (kept.isEmpty()) {
                    super.onCompletion();
                    return;
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
    }
}
