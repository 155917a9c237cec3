package io.mutiny.operators.multi;

import io.mutiny.CompositeException;
import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.operators.KnownOutcomes;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.ContextSupport;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Function;

/**
 * Maps each upstream item to a publisher and emits the items of these publishers one publisher after the other,
 * preserving the upstream order.
 *
 * <p>The upstream is asked for one item at a time: when no inner publisher is active and the downstream has
 * outstanding demand (or at once, ahead of the demand, with {@code prefetch}). The inner publishers are subscribed
 * one at a time; the downstream demand not yet satisfied by one is carried over to the next. An inner publisher
 * whose outcome is known ({@link KnownOutcome}: a single item, empty, or a failure) is not subscribed: its item is
 * emitted directly once the downstream has demand.
 *
 * <p>Fusion ({@link FusedSubscription#SYNC}): an upstream granting it is polled for its next item instead of being
 * requested; while the downstream demand is unbounded, an inner publisher granting it is polled to its end by the
 * drain loop instead of pushing its items through the arbiter.
 *
 * <p>An upstream that is a single known item ({@code item(x)}, {@code items(x)}, {@code range(a, a + 1)}) is not
 * subscribed without {@code prefetch}: the mapper is applied at the first request and the one inner publisher is
 * relayed as is ({@link KnownItemFlattener}).
 *
 * <p>A failure (upstream, mapper or inner) cancels everything else and is propagated at once, unless
 * {@code collectFailures} is set: then the stream goes on with the next items, and the failures are propagated at
 * the end (one failure as is, several in a {@link CompositeException}).
 *
 * <p>{@code Multi.createBy().concatenating()} builds on it with an identity mapper over a {@code Multi} of
 * publishers.
 *
 * @param <I> the type of the upstream items
 * @param <O> the type of the emitted items
 */
public final class MultiConcatMapOp<I, O> extends MultiOperator<I, O> {

    /** Read by {@link KnownItemFlattener} too. */
    final Function<? super I, ? extends Flow.Publisher<? extends O>> mapper;

    private final boolean collectFailures;
    private final boolean prefetch;

    /**
     * The item of an upstream that is a single known item ({@link MultiFromItemOp}) when there is no prefetch,
     * {@code null} otherwise: read once here rather than at each subscription (issue #11); read by
     * {@link KnownItemFlattener} too.
     */
    final I knownUpstreamItem;

    /**
     * @param upstream the upstream
     * @param mapper maps each upstream item to the publisher to concatenate, must not return {@code null}
     * @param collectFailures whether failures are delayed and collected until the upstream and every inner
     *     publisher terminated
     * @param prefetch whether the next upstream item is requested ahead of the downstream demand
     */
    public MultiConcatMapOp(
            Multi<? extends I> upstream,
            Function<? super I, ? extends Flow.Publisher<? extends O>> mapper,
            boolean collectFailures,
            boolean prefetch) {
        super(upstream);
        this.mapper = ParameterValidation.nonNull(mapper, "mapper");
        this.collectFailures = collectFailures;
        this.prefetch = prefetch;
        this.knownUpstreamItem = prefetch ? null : MultiFromItemOp.knownItemOf(upstream);
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super O> subscriber) {
        if (knownUpstreamItem != null) {
            // the flattener is created here rather than by a helper: one call level less before the subscriber's
            // onSubscribe, request and signals, which all run within this call and need the JIT's inlining depth
            subscriber.onSubscribe(new KnownItemFlattener<>(subscriber, this));
            return;
        }
        upstream().subscribe(new ConcatSubscriber<>(subscriber, mapper, collectFailures, prefetch));
    }

    static final class ConcatSubscriber<I, O> implements MultiSubscriber<I>, Flow.Subscription, ContextSupport {

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<ConcatSubscriber, Flow.Subscription> UPSTREAM =
                AtomicReferenceFieldUpdater.newUpdater(ConcatSubscriber.class, Flow.Subscription.class, "upstream");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<ConcatSubscriber, Throwable> FAILURE =
                AtomicReferenceFieldUpdater.newUpdater(ConcatSubscriber.class, Throwable.class, "failure");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<ConcatSubscriber> WIP =
                AtomicIntegerFieldUpdater.newUpdater(ConcatSubscriber.class, "wip");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<ConcatSubscriber> EMITTING =
                AtomicIntegerFieldUpdater.newUpdater(ConcatSubscriber.class, "emitting");

        private final MultiSubscriber<? super O> downstream;
        private final Function<? super I, ? extends Flow.Publisher<? extends O>> mapper;
        private final boolean collectFailures;
        private final boolean prefetch;
        private final Queue<Throwable> collectedFailures;
        private final InnerArbiter<O> inner;

        private volatile Flow.Subscription upstream;
        /** The upstream's subscription when it granted synchronous fusion: polled by the drain-loop owner only. */
        private FusedSubscription<I> fusedUpstream;
        /** The active inner's subscription when it granted synchronous fusion: polled by the drain-loop owner only. */
        private volatile FusedSubscription<O> fusedInner;
        /** The upstream item waiting for its turn: at most one, as the upstream is asked one item at a time. */
        private volatile I pending;
        /** A failure that terminates the stream at once (fail-fast failure, invalid request, overflow). */
        private volatile Throwable failure;

        private volatile int wip;
        /** Serializes the items of the active inner against a fail-fast failure signalled from another thread. */
        private volatile int emitting;

        private volatile boolean upstreamDone;
        private volatile boolean active;
        private volatile boolean cancelled;

        /** Drain-loop state: an upstream item was requested and has not arrived yet. */
        private boolean upstreamRequested;

        ConcatSubscriber(
                MultiSubscriber<? super O> downstream,
                Function<? super I, ? extends Flow.Publisher<? extends O>> mapper,
                boolean collectFailures,
                boolean prefetch) {
            this.downstream = downstream;
            this.mapper = mapper;
            this.collectFailures = collectFailures;
            this.prefetch = prefetch;
            this.collectedFailures = collectFailures ? new ConcurrentLinkedQueue<>() : null;
            this.inner = new InnerArbiter<>(this);
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (Subscriptions.setIfEmpty(UPSTREAM, this, subscription)) {
                if (subscription instanceof FusedSubscription) {
                    @SuppressWarnings("unchecked")
                    FusedSubscription<I> candidate = (FusedSubscription<I>) subscription;
                    if (candidate.requestFusion(FusedSubscription.SYNC) == FusedSubscription.SYNC) {
                        fusedUpstream = candidate;
                    }
                }
                downstream.onSubscribe(this);
                if (prefetch) {
                    drain();
                }
            }
        }

        @Override
        public void onItem(I item) {
            if (upstreamDone || cancelled) {
                return;
            }
            if (pending != null) {
                upstreamDone = true;
                terminateWith(new BackPressureFailure("The upstream emitted more items than requested"));
                return;
            }
            pending = item;
            drain();
        }

        @Override
        public void onFailure(Throwable failure) {
            if (upstreamDone) {
                Infrastructure.handleDroppedException(failure);
                return;
            }
            upstreamFailure(failure);
        }

        private void upstreamFailure(Throwable failure) {
            if (collectFailures) {
                // recorded before the done flag: a drain loop that sees the flag also sees the failure
                collectedFailures.offer(failure);
                upstreamDone = true;
                drain();
            } else {
                upstreamDone = true;
                terminateWith(failure);
            }
        }

        @Override
        public void onCompletion() {
            if (!upstreamDone) {
                upstreamDone = true;
                drain();
            }
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                terminateWith(Subscriptions.invalidRequest(n));
                return;
            }
            inner.request(n);
            if (!prefetch) {
                // an idle operator waits for demand before asking the upstream for its next item
                drain();
            }
        }

        @Override
        public void cancel() {
            if (!cancelled) {
                cancelled = true;
                Subscriptions.cancel(UPSTREAM, this);
                inner.cancel();
                // the drain-loop owner clears the fused subscriptions, which it may be polling
                drain();
            }
        }

        @Override
        public Context context() {
            return Subscriptions.contextOf(downstream);
        }

        void innerItem(O item) {
            if (EMITTING.compareAndSet(this, 0, 1)) {
                downstream.onItem(item);
                if (EMITTING.decrementAndGet(this) != 0) {
                    // a fail-fast failure arrived while the item was being emitted: deliver it now
                    downstream.onFailure(failure);
                }
            }
        }

        /**
         * Called by the arbiter when an inner publisher subscribes while the demand is unbounded: returns {@code true}
         * if the inner granted synchronous fusion, the drain loop then polls it.
         */
        boolean fuseInner(FusedSubscription<O> subscription) {
            if (subscription.requestFusion(FusedSubscription.SYNC) != FusedSubscription.SYNC) {
                return false;
            }
            fusedInner = subscription;
            drain();
            return true;
        }

        void innerFailure(Throwable failure) {
            if (collectFailures) {
                collectedFailures.offer(failure);
                innerCompletion();
            } else {
                terminateWith(failure);
            }
        }

        void innerCompletion() {
            active = false;
            drain();
        }

        private void terminateWith(Throwable failure) {
            if (FAILURE.compareAndSet(this, null, failure)) {
                Subscriptions.cancel(UPSTREAM, this);
                inner.cancel();
                drain();
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        private void drain() {
            if (WIP.getAndIncrement(this) == 0) {
                drainLoop();
            }
        }

        private void drainLoop() {
            int missed = 1;
            for (; ; ) {
                if (cancelled) {
                    releaseFused();
                    return;
                }
                Throwable fatal = failure;
                if (fatal != null) {
                    cancelled = true;
                    releaseFused();
                    if (EMITTING.getAndIncrement(this) == 0) {
                        downstream.onFailure(fatal);
                    }
                    return;
                }
                FusedSubscription<O> fused = fusedInner;
                if (fused != null) {
                    pollInner(fused);
                    continue;
                }
                if (!active) {
                    // read done before the item: an item stored before the completion is always seen
                    boolean done = upstreamDone;
                    I item = pending;
                    FusedSubscription<I> source = fusedUpstream;
                    if (source != null && !done) {
                        if (pollUpstream(source)) {
                            continue;
                        }
                    } else if (item != null) {
                        pending = null;
                        upstreamRequested = false;
                        subscribeToInner(item);
                        continue;
                    } else if (done) {
                        cancelled = true;
                        releaseFused();
                        if (collectFailures && !collectedFailures.isEmpty()) {
                            downstream.onFailure(collected());
                        } else {
                            downstream.onCompletion();
                        }
                        return;
                    } else if (source == null && !upstreamRequested && (prefetch || inner.hasDemand())) {
                        requestNextUpstreamItem();
                        continue;
                    }
                } else if (prefetch
                        && fusedUpstream == null
                        && !upstreamRequested
                        && pending == null
                        && !upstreamDone) {
                    requestNextUpstreamItem();
                    continue;
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        /**
         * In the drain loop, no inner being active: polls the fused upstream and maps its items for as long as each
         * inner ends at once (a known outcome under an unbounded demand) and the demand allows, with no volatile
         * write per item. Returns {@code false} when it stopped for lack of demand (the loop may then go idle),
         * {@code true} when the state changed (an inner became active, the upstream ended, the stream terminated).
         */
        private boolean pollUpstream(FusedSubscription<I> source) {
            for (; ; ) {
                if (cancelled || failure != null || active || upstreamDone) {
                    return true;
                }
                if (!prefetch && !inner.hasDemand()) {
                    // an exhausted upstream completes the stream without waiting for demand
                    if (source.isEmpty()) {
                        upstreamDone = true;
                        return true;
                    }
                    return false;
                }
                I item;
                try {
                    item = source.poll();
                } catch (Throwable upstreamFailure) {
                    Exceptions.throwIfFatal(upstreamFailure);
                    source.clear();
                    upstreamFailure(upstreamFailure);
                    return true;
                }
                if (item == null) {
                    upstreamDone = true;
                    return true;
                }
                subscribeToInner(item);
            }
        }

        /**
         * In the drain loop: emits the items of a fused inner until it ends or the stream terminates (the demand is
         * unbounded); its end makes the operator idle again, its failure is handled like a pushed one.
         */
        private void pollInner(FusedSubscription<O> fused) {
            for (; ; ) {
                if (cancelled || failure != null) {
                    return;
                }
                O item;
                try {
                    item = fused.poll();
                } catch (Throwable innerFailure) {
                    Exceptions.throwIfFatal(innerFailure);
                    fusedInner = null;
                    fused.clear();
                    innerFailure(innerFailure);
                    return;
                }
                if (item == null) {
                    fusedInner = null;
                    fused.clear();
                    innerCompletion();
                    return;
                }
                downstream.onItem(item);
            }
        }

        /** In the drain loop, on termination: releases the fused subscriptions. */
        private void releaseFused() {
            FusedSubscription<O> fused = fusedInner;
            if (fused != null) {
                fusedInner = null;
                fused.clear();
            }
            if (fusedUpstream != null) {
                fusedUpstream.clear();
            }
        }

        private void requestNextUpstreamItem() {
            upstreamRequested = true;
            Flow.Subscription subscription = upstream;
            if (subscription != null) {
                subscription.request(1);
            }
        }

        private void subscribeToInner(I item) {
            Flow.Publisher<? extends O> publisher;
            try {
                publisher =
                        ParameterValidation.nonNullNpe(mapper.apply(item), ParameterValidation.MAPPER_RETURNED_NULL);
            } catch (Throwable mapperFailure) {
                Exceptions.throwIfFatal(mapperFailure);
                Subscriptions.cancel(UPSTREAM, this);
                if (collectFailures) {
                    collectedFailures.offer(mapperFailure);
                } else if (!FAILURE.compareAndSet(this, null, mapperFailure)) {
                    Infrastructure.handleDroppedException(mapperFailure);
                }
                upstreamDone = true;
                return;
            }
            if (publisher instanceof KnownOutcome) {
                onKnownOutcome((KnownOutcome<? extends O>) publisher);
                return;
            }
            active = true;
            publisher.subscribe(inner);
        }

        /**
         * In the drain loop: emits the item of a known-outcome inner at once under an unbounded demand; under a
         * bounded one the item goes through the arbiter like the item of any inner, which keeps the demand exact.
         */
        private void onKnownOutcome(KnownOutcome<? extends O> source) {
            Object outcome = KnownOutcomes.read(source, this, ConcatSubscriber::knownFailure);
            if (outcome != null && outcome != KnownOutcomes.FAILED) {
                @SuppressWarnings("unchecked")
                O item = (O) outcome;
                if (inner.isUnbounded()) {
                    // no inner is active and only the drain-loop owner delivers failures now: no emission race
                    downstream.onItem(item);
                } else {
                    active = true;
                    MultiFromItemOp.emit(inner, item);
                }
            }
        }

        /** A known-outcome inner failed: the failure is collected, or terminates the stream if it is the first. */
        private void knownFailure(Throwable innerFailure) {
            if (collectFailures) {
                collectedFailures.offer(innerFailure);
            } else if (FAILURE.compareAndSet(this, null, innerFailure)) {
                Subscriptions.cancel(UPSTREAM, this);
            } else {
                Infrastructure.handleDroppedException(innerFailure);
            }
        }

        private Throwable collected() {
            List<Throwable> failures = new ArrayList<>(collectedFailures);
            return failures.size() == 1 ? failures.get(0) : new CompositeException(failures);
        }
    }

    /**
     * The subscriber of every inner publisher, one after the other, and the arbiter of their subscriptions: it
     * keeps the outstanding downstream demand, forwards new demand to the current inner subscription and hands the
     * remaining demand to the next one. Its state changes are serialized by a {@code wip} counter; changes that
     * arrive while another thread holds it are recorded in the {@code missed*} fields and applied by that thread.
     */
    static final class InnerArbiter<O> implements MultiSubscriber<O>, ContextSupport {

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<InnerArbiter> WIP =
                AtomicIntegerFieldUpdater.newUpdater(InnerArbiter.class, "wip");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<InnerArbiter, Flow.Subscription> MISSED_SUBSCRIPTION =
                AtomicReferenceFieldUpdater.newUpdater(
                        InnerArbiter.class, Flow.Subscription.class, "missedSubscription");

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<InnerArbiter> MISSED_REQUESTED =
                AtomicLongFieldUpdater.newUpdater(InnerArbiter.class, "missedRequested");

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<InnerArbiter> MISSED_PRODUCED =
                AtomicLongFieldUpdater.newUpdater(InnerArbiter.class, "missedProduced");

        private final ConcatSubscriber<?, O> parent;

        /** The current inner subscription: written by the {@code wip} owner only. */
        private Flow.Subscription current;
        /** The outstanding downstream demand: written by the {@code wip} owner only, read by anyone. */
        private volatile long requested;

        private volatile int wip;
        private volatile Flow.Subscription missedSubscription;
        private volatile long missedRequested;
        private volatile long missedProduced;
        private volatile boolean cancelled;

        /** Items emitted by the current inner: touched by the inner's thread only. */
        private long produced;

        InnerArbiter(ConcatSubscriber<?, O> parent) {
            this.parent = parent;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (cancelled) {
                subscription.cancel();
                return;
            }
            if (isUnbounded() && subscription instanceof FusedSubscription) {
                @SuppressWarnings("unchecked")
                FusedSubscription<O> candidate = (FusedSubscription<O>) subscription;
                if (parent.fuseInner(candidate)) {
                    return;
                }
            }
            if (wip == 0 && WIP.compareAndSet(this, 0, 1)) {
                current = subscription;
                long demand = requested;
                if (WIP.decrementAndGet(this) != 0) {
                    arbitrate();
                }
                if (demand != 0) {
                    subscription.request(demand);
                }
                return;
            }
            MISSED_SUBSCRIPTION.set(this, subscription);
            if (WIP.getAndIncrement(this) == 0) {
                arbitrate();
            }
        }

        @Override
        public void onItem(O item) {
            produced++;
            parent.innerItem(item);
        }

        @Override
        public void onFailure(Throwable failure) {
            reportProduced();
            parent.innerFailure(failure);
        }

        @Override
        public void onCompletion() {
            reportProduced();
            parent.innerCompletion();
        }

        @Override
        public Context context() {
            return parent.context();
        }

        private void reportProduced() {
            long count = produced;
            if (count != 0) {
                produced = 0;
                produced(count);
            }
        }

        /** Whether the downstream requested {@code Long.MAX_VALUE}: the demand no longer needs counting. */
        boolean isUnbounded() {
            return requested == Long.MAX_VALUE;
        }

        boolean hasDemand() {
            return requested != 0 || missedRequested != 0;
        }

        void request(long n) {
            if (wip == 0 && WIP.compareAndSet(this, 0, 1)) {
                long demand = requested;
                if (demand != Long.MAX_VALUE) {
                    requested = Subscriptions.add(demand, n);
                }
                Flow.Subscription subscription = current;
                if (WIP.decrementAndGet(this) != 0) {
                    arbitrate();
                }
                if (subscription != null) {
                    subscription.request(n);
                }
                return;
            }
            Subscriptions.add(MISSED_REQUESTED, this, n);
            if (WIP.getAndIncrement(this) == 0) {
                arbitrate();
            }
        }

        private void produced(long n) {
            if (wip == 0 && WIP.compareAndSet(this, 0, 1)) {
                long demand = requested;
                if (demand != Long.MAX_VALUE) {
                    requested = remaining(demand, n);
                }
                if (WIP.decrementAndGet(this) != 0) {
                    arbitrate();
                }
                return;
            }
            Subscriptions.add(MISSED_PRODUCED, this, n);
            if (WIP.getAndIncrement(this) == 0) {
                arbitrate();
            }
        }

        void cancel() {
            if (!cancelled) {
                cancelled = true;
                if (WIP.getAndIncrement(this) == 0) {
                    arbitrate();
                }
            }
        }

        private void arbitrate() {
            int missed = 1;
            long toRequest = 0;
            Flow.Subscription requestTarget = null;
            for (; ; ) {
                Flow.Subscription newSubscription = missedSubscription;
                if (newSubscription != null) {
                    newSubscription = MISSED_SUBSCRIPTION.getAndSet(this, null);
                }
                long newRequests = missedRequested;
                if (newRequests != 0) {
                    newRequests = MISSED_REQUESTED.getAndSet(this, 0);
                }
                long newProduced = missedProduced;
                if (newProduced != 0) {
                    newProduced = MISSED_PRODUCED.getAndSet(this, 0);
                }
                if (cancelled) {
                    if (current != null) {
                        current.cancel();
                        current = null;
                    }
                    if (newSubscription != null) {
                        newSubscription.cancel();
                    }
                    toRequest = 0;
                } else {
                    long demand = requested;
                    if (demand != Long.MAX_VALUE) {
                        demand = remaining(Subscriptions.add(demand, newRequests), newProduced);
                        requested = demand;
                    }
                    if (newSubscription != null) {
                        // a fresh inner received nothing yet: it gets the whole outstanding demand
                        current = newSubscription;
                        toRequest = demand;
                        requestTarget = newSubscription;
                    } else if (current != null && newRequests != 0) {
                        toRequest = Subscriptions.add(toRequest, newRequests);
                        requestTarget = current;
                    }
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    if (toRequest != 0) {
                        requestTarget.request(toRequest);
                    }
                    return;
                }
            }
        }

        private static long remaining(long demand, long produced) {
            if (demand == Long.MAX_VALUE) {
                return demand;
            }
            long next = demand - produced;
            if (next < 0) {
                Infrastructure.handleDroppedException(
                        new IllegalStateException("More items produced than requested: " + next));
                return 0;
            }
            return next;
        }
    }
}
