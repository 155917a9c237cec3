package io.mutiny.operators.uni;

import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.List;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * The shared machinery of the operators that subscribe to several {@code Uni}s on behalf of one downstream
 * (combine all, join, any): at most {@code concurrency} sources are subscribed at a time, each completion frees a
 * slot for the next one (in a trampolined loop, so long lists do not grow the stack), the downstream receives one
 * outcome, and termination or cancellation cancels every source still running.
 *
 * @param <O> the type of the downstream item
 */
abstract class UniFanOutSubscription<O> implements UniSubscription {

    private static final AtomicIntegerFieldUpdater<UniFanOutSubscription> WIP =
            AtomicIntegerFieldUpdater.newUpdater(UniFanOutSubscription.class, "wip");
    private static final AtomicIntegerFieldUpdater<UniFanOutSubscription> FREE_SLOTS =
            AtomicIntegerFieldUpdater.newUpdater(UniFanOutSubscription.class, "freeSlots");
    private static final AtomicIntegerFieldUpdater<UniFanOutSubscription> TERMINATED =
            AtomicIntegerFieldUpdater.newUpdater(UniFanOutSubscription.class, "terminated");

    final UniSubscriber<? super O> downstream;
    final List<Uni<?>> sources;
    private final AtomicReferenceArray<Source> subscribed;

    private volatile int wip;
    private volatile int freeSlots;
    private volatile int terminated;
    // only touched by the thread that owns the wip loop
    private int nextSource;

    UniFanOutSubscription(UniSubscriber<? super O> downstream, List<Uni<?>> sources, int concurrency) {
        this.downstream = downstream;
        this.sources = sources;
        this.subscribed = new AtomicReferenceArray<>(sources.size());
        this.freeSlots = concurrency;
    }

    /** Called once per downstream: hands the subscription downstream, then subscribes the first sources. */
    final void start() {
        downstream.onSubscribe(this);
        subscribeWhileSlotsAreFree();
    }

    /** The source at {@code index} emitted {@code item}. */
    abstract void onSourceItem(int index, Object item);

    /** The source at {@code index} failed with {@code failure}. */
    abstract void onSourceFailure(int index, Throwable failure);

    /** Called by a subclass when a source finished without ending the whole operation: the next source may start. */
    final void releaseSlot() {
        FREE_SLOTS.incrementAndGet(this);
        subscribeWhileSlotsAreFree();
    }

    /**
     * Claims the right to deliver the single downstream outcome; on success every source still running is
     * cancelled. Returns {@code false} if the outcome was already delivered or the downstream cancelled.
     */
    final boolean terminate() {
        if (TERMINATED.compareAndSet(this, 0, 1)) {
            cancelSources();
            return true;
        }
        return false;
    }

    final boolean isTerminated() {
        return terminated != 0;
    }

    /** Emits {@code failure} downstream unless the outcome was already decided, in which case it is dropped. */
    final void failDownstream(Throwable failure) {
        if (terminate()) {
            downstream.onFailure(failure);
        } else {
            Infrastructure.handleDroppedException(failure);
        }
    }

    @Override
    public void cancel() {
        terminate();
    }

    private void subscribeWhileSlotsAreFree() {
        if (WIP.getAndIncrement(this) != 0) {
            return;
        }
        int missed = 1;
        do {
            while (nextSource < sources.size() && freeSlots > 0 && !isTerminated()) {
                FREE_SLOTS.decrementAndGet(this);
                int index = nextSource++;
                Source source = new Source(this, index);
                subscribed.set(index, source);
                AbstractUni.subscribe(sources.get(index), source);
            }
            missed = WIP.addAndGet(this, -missed);
        } while (missed != 0);
    }

    private void cancelSources() {
        for (int index = 0; index < subscribed.length(); index++) {
            Source source = subscribed.get(index);
            if (source != null) {
                source.cancel();
            }
        }
    }

    /** The subscriber to one source. */
    private static final class Source implements UniSubscriber<Object> {

        private static final AtomicReferenceFieldUpdater<Source, UniSubscription> UPSTREAM =
                AtomicReferenceFieldUpdater.newUpdater(Source.class, UniSubscription.class, "upstream");

        private final UniFanOutSubscription<?> parent;
        private final int index;
        private volatile UniSubscription upstream;

        Source(UniFanOutSubscription<?> parent, int index) {
            this.parent = parent;
            this.index = index;
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            if (!UPSTREAM.compareAndSet(this, null, subscription)) {
                subscription.cancel();
            } else if (parent.isTerminated()) {
                // the operation ended while this source was being subscribed
                cancel();
            }
        }

        @Override
        public void onItem(Object item) {
            if (!parent.isTerminated()) {
                parent.onSourceItem(index, item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (parent.isTerminated()) {
                Infrastructure.handleDroppedException(failure);
            } else {
                parent.onSourceFailure(index, failure);
            }
        }

        @Override
        public Context context() {
            return parent.downstream.context();
        }

        void cancel() {
            UniSubscription current = UPSTREAM.getAndSet(this, UniOperatorProcessor.DONE);
            if (current != null && current != UniOperatorProcessor.DONE) {
                current.cancel();
            }
        }
    }
}
