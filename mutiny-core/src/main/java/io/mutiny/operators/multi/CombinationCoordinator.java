package io.mutiny.operators.multi;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.AbstractMultiSubscriber;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Function;

/**
 * What the zip and combine-latest operators share: the downstream subscription (demand, cancellation, rule 3.9),
 * the failure bookkeeping (first failure only, or every failure when collecting), the drain loop (ownership with
 * {@code wip}, demand, termination, applying the combinator) and the subscribers of the combined sources, which
 * request {@code prefetch} items ahead and replenish once three quarters of them were consumed. A subclass only
 * says how it stores the items and when a combination is ready.
 *
 * @param <O> the type of the combined items
 */
abstract class CombinationCoordinator<O> implements Flow.Subscription {

    @SuppressWarnings("rawtypes")
    private static final AtomicLongFieldUpdater<CombinationCoordinator> REQUESTED =
            AtomicLongFieldUpdater.newUpdater(CombinationCoordinator.class, "requested");

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<CombinationCoordinator> WIP =
            AtomicIntegerFieldUpdater.newUpdater(CombinationCoordinator.class, "wip");

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<CombinationCoordinator, Throwable> FAILURE =
            AtomicReferenceFieldUpdater.newUpdater(CombinationCoordinator.class, Throwable.class, "failure");

    /** {@link #readiness()}: a combination can be taken. */
    static final int READY = 0;
    /** {@link #readiness()}: no combination can be taken yet. */
    static final int WAITING = 1;
    /** {@link #readiness()}: no combination will ever be possible again; the stream ends. */
    static final int EXHAUSTED = 2;

    final MultiSubscriber<? super O> downstream;
    final Source[] sources;
    final boolean collectFailures;
    private final Function<List<?>, ? extends O> combinator;

    volatile long requested;
    private volatile int wip;
    volatile boolean cancelled;
    private volatile Throwable failure;
    /** A failure that ends the stream at once, even when collecting: an invalid request or a callback failure. */
    private volatile Throwable fatalFailure;

    CombinationCoordinator(
            MultiSubscriber<? super O> downstream,
            int count,
            int prefetch,
            boolean collectFailures,
            Function<List<?>, ? extends O> combinator) {
        this.downstream = downstream;
        this.collectFailures = collectFailures;
        this.combinator = combinator;
        this.sources = new Source[count];
        for (int i = 0; i < count; i++) {
            sources[i] = new Source(this, i, prefetch);
        }
    }

    /** Gives the downstream its subscription, then subscribes to every source in order. */
    void start(List<? extends Flow.Publisher<?>> publishers) {
        downstream.onSubscribe(this);
        for (int i = 0; i < sources.length && !cancelled; i++) {
            publishers.get(i).subscribe(sources[i]);
        }
    }

    /** Called (serially per source) with each item a source delivers. */
    abstract void onSourceItem(Source source, Object item);

    /**
     * Called by the drain loop: {@link #READY}, {@link #WAITING} or {@link #EXHAUSTED}. Read a source's
     * {@code done} flag before its queue: a source that is done has queued all its items.
     */
    abstract int readiness();

    /**
     * Called by the drain loop when {@link #readiness()} is {@link #READY}: consumes what it needs, marks the
     * sources it consumed from ({@link Source#consumedOne()}) and returns the items to combine, one per source (a
     * fresh array, the combinator may keep the list), or {@code null} when what it consumed completes no
     * combination yet.
     */
    abstract Object[] takeCombination();

    /** Discards whatever is queued: called by the drain-loop owner once the stream is over. */
    abstract void clearQueues();

    @Override
    public void request(long n) {
        if (n <= 0) {
            fatalFailure = Subscriptions.invalidRequest(n);
        } else {
            Subscriptions.add(REQUESTED, this, n);
        }
        drain();
    }

    @Override
    public void cancel() {
        if (!cancelled) {
            cancelled = true;
            cancelSources();
            if (WIP.getAndIncrement(this) == 0) {
                clearQueues();
            }
        }
    }

    final void drain() {
        if (WIP.getAndIncrement(this) == 0) {
            drainLoop();
        }
    }

    private void drainLoop() {
        int missed = 1;
        for (; ; ) {
            long demand = requested;
            long emitted = 0;
            while (true) {
                if (stoppedEarly()) {
                    return;
                }
                int state = readiness();
                if (state == EXHAUSTED) {
                    terminate();
                    return;
                }
                if (state == WAITING || emitted == demand) {
                    break;
                }
                Object[] items = takeCombination();
                if (items == null) {
                    continue;
                }
                O combined;
                try {
                    combined = ParameterValidation.nonNullNpe(
                            combinator.apply(Arrays.asList(items)), ParameterValidation.MAPPER_RETURNED_NULL);
                } catch (Throwable failure) {
                    Exceptions.throwIfFatal(failure);
                    failNow(failure);
                    return;
                }
                downstream.onItem(combined);
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

    final void recordFailure(Throwable throwable) {
        if (!FAILURE.compareAndSet(this, null, throwable)) {
            if (collectFailures) {
                Subscriptions.addFailure(failure, throwable);
            } else {
                Infrastructure.handleDroppedException(throwable);
            }
        }
        drain();
    }

    /** Fails the stream at once with {@code throwable}, whatever the failure mode: used for callback failures. */
    private void failNow(Throwable throwable) {
        cancelled = true;
        cancelSources();
        clearQueues();
        downstream.onFailure(collectFailures ? Subscriptions.addFailure(failure, throwable) : throwable);
    }

    /**
     * Checks, from the drain loop, whether the stream must stop at once: cancelled, an invalid request, or a
     * failure when failures are not collected. Sends the terminal signal when needed.
     *
     * @return {@code true} if the drain loop must return
     */
    private boolean stoppedEarly() {
        if (cancelled) {
            clearQueues();
            return true;
        }
        Throwable fatal = fatalFailure;
        if (fatal != null) {
            failNow(fatal);
            return true;
        }
        if (!collectFailures && failure != null) {
            failNow(failure);
            return true;
        }
        return false;
    }

    /** Ends the stream normally: cancels the remaining sources and sends the collected failures or completion. */
    private void terminate() {
        cancelled = true;
        cancelSources();
        clearQueues();
        Throwable collected = failure;
        if (collected != null) {
            downstream.onFailure(collected);
        } else {
            downstream.onCompletion();
        }
    }

    private void cancelSources() {
        for (Source source : sources) {
            source.cancel();
        }
    }

    /** The subscriber of one combined source. */
    static final class Source extends AbstractMultiSubscriber<Object> {

        private static final AtomicReferenceFieldUpdater<Source, Flow.Subscription> UPSTREAM =
                AtomicReferenceFieldUpdater.newUpdater(Source.class, Flow.Subscription.class, "upstream");

        final int index;
        private final CombinationCoordinator<?> coordinator;
        private final int prefetch;
        private final int limit;
        private volatile Flow.Subscription upstream;
        /** Only touched by the drain loop. */
        private int consumed;

        volatile boolean done;
        /** Whether at least one item arrived: written by the source's own signals. */
        volatile boolean receivedAny;

        Source(CombinationCoordinator<?> coordinator, int index, int prefetch) {
            this.coordinator = coordinator;
            this.index = index;
            this.prefetch = prefetch;
            this.limit = prefetch - (prefetch >> 2);
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (Subscriptions.setIfEmpty(UPSTREAM, this, subscription)) {
                subscription.request(prefetch);
            }
        }

        @Override
        public void onItem(Object item) {
            if (!done) {
                receivedAny = true;
                coordinator.onSourceItem(this, item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (done) {
                Infrastructure.handleDroppedException(failure);
                return;
            }
            done = true;
            coordinator.recordFailure(failure);
        }

        @Override
        public void onCompletion() {
            if (!done) {
                done = true;
                coordinator.drain();
            }
        }

        /** Records that the drain loop consumed one item of this source and replenishes when due. */
        void consumedOne() {
            if (++consumed == limit) {
                consumed = 0;
                Flow.Subscription current = upstream;
                if (current != Subscriptions.CANCELLED && current != null) {
                    current.request(limit);
                }
            }
        }

        /** A source that overflowed its prefetch broke the back-pressure protocol. */
        void overflowed() {
            cancel();
            done = true;
            coordinator.recordFailure(new io.mutiny.subscription.BackPressureFailure(
                    "Source " + index + " emitted more items than requested"));
        }

        void cancel() {
            Subscriptions.cancel(UPSTREAM, this);
        }
    }
}
