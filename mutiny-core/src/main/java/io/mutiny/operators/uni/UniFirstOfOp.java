package io.mutiny.operators.uni;

import io.mutiny.CompositeException;
import io.mutiny.Uni;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/**
 * Races several sources (at most {@code concurrency} subscribed at a time) and forwards the first outcome; the
 * other sources are then cancelled.
 *
 * <p>When {@code firstItemOnly} is {@code false} the first signal wins, item or failure. When it is {@code true},
 * failures are set aside and the first item wins; if every source fails, the failures are emitted in a
 * {@link CompositeException} (in completion order). With no source at all, a {@code null} item is emitted.
 */
public final class UniFirstOfOp<T> extends AbstractUni<T> {

    private final List<Uni<?>> sources;
    private final boolean firstItemOnly;
    private final int concurrency;

    public UniFirstOfOp(List<Uni<?>> sources, boolean firstItemOnly, int concurrency) {
        this.sources = List.copyOf(sources);
        this.firstItemOnly = firstItemOnly;
        this.concurrency = concurrency;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        FirstOfSubscription<T> subscription = new FirstOfSubscription<>(this, subscriber);
        if (sources.isEmpty()) {
            subscriber.onSubscribe(subscription);
            if (subscription.terminate()) {
                subscriber.onItem(null);
            }
            return;
        }
        subscription.start();
    }

    static final class FirstOfSubscription<T> extends UniFanOutSubscription<T> {

        private static final AtomicIntegerFieldUpdater<FirstOfSubscription> REMAINING =
                AtomicIntegerFieldUpdater.newUpdater(FirstOfSubscription.class, "remaining");

        private final boolean firstItemOnly;
        private final ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
        private volatile int remaining;

        FirstOfSubscription(UniFirstOfOp<T> operator, UniSubscriber<? super T> downstream) {
            super(downstream, operator.sources, operator.concurrency);
            this.firstItemOnly = operator.firstItemOnly;
            this.remaining = operator.sources.size();
        }

        @SuppressWarnings("unchecked")
        @Override
        void onSourceItem(int index, Object item) {
            if (terminate()) {
                downstream.onItem((T) item);
            }
        }

        @Override
        void onSourceFailure(int index, Throwable failure) {
            if (!firstItemOnly) {
                failDownstream(failure);
                return;
            }
            failures.add(failure);
            if (REMAINING.decrementAndGet(this) == 0) {
                failDownstream(new CompositeException(new ArrayList<>(failures)));
            } else {
                releaseSlot();
            }
        }
    }
}
