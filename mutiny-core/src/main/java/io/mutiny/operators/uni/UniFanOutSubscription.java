package io.mutiny.operators.uni;

import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.List;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The shared machinery of the operators that subscribe to several {@code Uni}s on behalf of one downstream
 * (combine all, join, any): at most {@code concurrency} sources are subscribed at a time, each completion frees a
 * slot for the next one (in a trampolined loop, so long lists do not grow the stack), the downstream receives one
 * outcome, and termination or cancellation cancels every source still running.
 *
 * <p>Stack safety: this subscription and each source subscriber are stages of the downstream's chain, counted
 * against the depth budget of {@link UniOperatorProcessor} (the subscription is never subscribed to anything: it only
 * lends the stage machinery its depth, its context and, at a boundary, its trampolining relay to the downstream), so
 * nesting these operators deeply, or recursing through them, is trampolined like a chain of transforms.
 *
 * @param <O> the type of the downstream item
 */
abstract class UniFanOutSubscription<O> extends UniOperatorProcessor<Object, O> {

    private static final AtomicIntegerFieldUpdater<UniFanOutSubscription> WIP =
            AtomicIntegerFieldUpdater.newUpdater(UniFanOutSubscription.class, "wip");
    private static final AtomicIntegerFieldUpdater<UniFanOutSubscription> FREE_SLOTS =
            AtomicIntegerFieldUpdater.newUpdater(UniFanOutSubscription.class, "freeSlots");
    private static final AtomicIntegerFieldUpdater<UniFanOutSubscription> TERMINATED =
            AtomicIntegerFieldUpdater.newUpdater(UniFanOutSubscription.class, "terminated");

    final List<Uni<?>> sources;
    private final AtomicReferenceArray<Source> subscribed;

    private volatile int wip;
    private volatile int freeSlots;
    private volatile int terminated;
    // only touched by the thread that owns the wip loop
    private int nextSource;

    UniFanOutSubscription(UniSubscriber<? super O> downstream, List<Uni<?>> sources, int concurrency) {
        super(downstream);
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
            if (subscribesThroughTrampoline(this)) {
                // a boundary stage: the cancellations travel up the sources' chains
                UniTrampoline.run(this::cancelSources);
            } else {
                cancelSources();
            }
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
        boolean boundary = subscribesThroughTrampoline(this);
        int missed = 1;
        do {
            while (nextSource < sources.size() && freeSlots > 0 && !isTerminated()) {
                FREE_SLOTS.decrementAndGet(this);
                int index = nextSource++;
                Source source = new Source(this, index);
                subscribed.set(index, source);
                if (boundary) {
                    // this subscription is the boundary stage, but each source sees the stage after it
                    Uni<?> next = sources.get(index);
                    UniTrampoline.run(() -> AbstractUni.subscribe(next, source));
                } else {
                    AbstractUni.subscribe(sources.get(index), source);
                }
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

    /**
     * The subscriber to one source: a stage after the fan-out subscription, counted against the depth budget of
     * {@link UniOperatorProcessor} (at a boundary, its outcome reaches the operator through the trampoline).
     */
    private static final class Source extends UniOperatorProcessor<Object, Object> {

        private final UniFanOutSubscription<?> parent;
        private final int index;

        Source(UniFanOutSubscription<?> parent, int index) {
            super(parent);
            this.parent = parent;
            this.index = index;
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            if (setUpstream(subscription) && parent.isTerminated()) {
                // the operation ended while this source was being subscribed
                cancel();
            }
        }

        @Override
        public void onItem(Object item) {
            if (subscribesThroughTrampoline(this)) {
                UniTrampoline.run(() -> deliverItem(item));
            } else {
                deliverItem(item);
            }
        }

        private void deliverItem(Object item) {
            if (!parent.isTerminated()) {
                parent.onSourceItem(index, item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (subscribesThroughTrampoline(this)) {
                UniTrampoline.run(() -> deliverFailure(failure));
            } else {
                deliverFailure(failure);
            }
        }

        private void deliverFailure(Throwable failure) {
            if (parent.isTerminated()) {
                Infrastructure.handleDroppedException(failure);
            } else {
                parent.onSourceFailure(index, failure);
            }
        }
    }
}
