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
import org.jctools.queues.SpscArrayQueue;
import org.jctools.queues.SpscUnboundedArrayQueue;

/**
 * Maps each upstream item to a publisher and merges the items of these publishers, interleaved as they arrive.
 *
 * <p>At most {@code concurrency} inner publishers are subscribed at the same time: the upstream is asked for
 * {@code concurrency} items first, then for one more each time an inner publisher completes. Each inner publisher
 * is asked for {@code prefetch} items and replenished once 75% of them were emitted; items that cannot be emitted
 * at once wait in a per-inner single-producer queue. An inner publisher granting synchronous fusion
 * ({@link FusedSubscription#SYNC}, e.g. a range) is neither requested nor queued: the drain loop polls it when the
 * downstream has demand. One drain loop emits exactly what the downstream requested.
 *
 * <p>An inner publisher whose outcome is known ({@link KnownOutcome}: a single item, empty, or a failure) is not
 * subscribed: its item is emitted at once when the downstream has demand and no other thread is emitting, queued
 * otherwise. The upstream items consumed this way are requested again in batches of 75% of {@code concurrency}
 * (at once while regular inner publishers are active).
 *
 * <p>An upstream granting synchronous fusion ({@code range}, {@code items}) is polled by the drain loop instead, up
 * to the count it would have been requested ({@code concurrency}, then one more per inner publisher done): the
 * mapper runs in the drain loop, and the items of known-outcome inners are emitted without an atomic operation per
 * item, since only the drain-loop owner emits.
 *
 * <p>An upstream that is a single known item ({@code item(x)}, {@code items(x)}, {@code range(a, a + 1)}) is not
 * subscribed: the mapper is applied at subscription, before the downstream's {@code onSubscribe}; the downstream
 * receives the item of a known-outcome inner through the subscription {@code item(x)} gives, subscribes directly to
 * an inner {@code range(a, b)}, and any other inner is merged as usual.
 *
 * <p>A failure (upstream, mapper or inner) cancels everything else and is propagated at once, unless
 * {@code collectFailures} is set: then the remaining inners run to completion and the failures are propagated at
 * the end (one failure as is, several in a {@link CompositeException}).
 *
 * <p>{@code Multi.createBy().merging()} builds on it with an identity mapper over a {@code Multi} of publishers.
 *
 * @param <I> the type of the upstream items
 * @param <O> the type of the emitted items
 */
public final class MultiFlatMapOp<I, O> extends MultiOperator<I, O> {

    private final Function<? super I, ? extends Flow.Publisher<? extends O>> mapper;
    private final boolean collectFailures;
    private final int concurrency;
    private final int prefetch;

    /**
     * The item of an upstream that is a single known item ({@link MultiFromItemOp}), {@code null} otherwise: read
     * once here rather than at each subscription (issue #11).
     */
    private final I knownUpstreamItem;

    /**
     * @param upstream the upstream
     * @param mapper maps each upstream item to the publisher to merge, must not return {@code null}
     * @param collectFailures whether failures are delayed and collected until every inner publisher terminated
     * @param concurrency the maximum number of inner publishers subscribed at the same time,
     *     {@link Integer#MAX_VALUE} for unbounded
     * @param prefetch the number of items requested from each inner publisher ahead of the downstream demand,
     *     {@link Integer#MAX_VALUE} for unbounded
     */
    public MultiFlatMapOp(
            Multi<? extends I> upstream,
            Function<? super I, ? extends Flow.Publisher<? extends O>> mapper,
            boolean collectFailures,
            int concurrency,
            int prefetch) {
        super(upstream);
        this.mapper = ParameterValidation.nonNull(mapper, "mapper");
        this.collectFailures = collectFailures;
        this.concurrency = ParameterValidation.positive(concurrency, "concurrency");
        this.prefetch = ParameterValidation.positive(prefetch, "prefetch");
        this.knownUpstreamItem = MultiFromItemOp.knownItemOf(upstream);
    }

    /**
     * Subscribes a merge to the upstream, or, when the upstream is a single known item, maps it now (Mutiny maps it at
     * subscription too, right after the downstream's {@code onSubscribe}) without subscribing to the upstream. A
     * known-outcome inner is then read and its item handed over with the subscription {@code item(x)} gives, and an
     * inner {@code range(a, b)} is subscribed to directly, as with Reactor's and RxJava's scalar sources, so nothing
     * stands between them (a relaying subscriber would keep the JIT from removing the box of each item of a range,
     * issue #11). Any other inner publisher is merged as usual, with its prefetch. The known inner's item is emitted
     * from this method rather than from a helper: a subscriber's code is inlined only up to C2's call depth.
     */
    @Override
    protected void subscribeActual(MultiSubscriber<? super O> subscriber) {
        I item = knownUpstreamItem;
        if (item == null) {
            upstream().subscribe(new MergeSubscriber<>(subscriber, mapper, collectFailures, concurrency, prefetch));
            return;
        }
        Flow.Publisher<? extends O> inner = innerOf(item, subscriber);
        if (inner instanceof KnownOutcome<?> known) {
            // read, not subscribed, as the merge reads any known inner: the downstream gets the subscription that
            // item(x) would give, without a second pass through the subscribe entry
            Object outcome = KnownOutcomes.read(known, subscriber, Subscriptions::fail);
            if (outcome != KnownOutcomes.FAILED) {
                @SuppressWarnings("unchecked")
                O knownItem = (O) outcome;
                MultiFromItemOp.emit(subscriber, knownItem);
            }
        } else if (inner instanceof MultiFromRangeOp) {
            inner.subscribe(subscriber);
        } else if (inner != null) {
            MergeSubscriber<I, O> merge =
                    new MergeSubscriber<>(subscriber, mapper, collectFailures, concurrency, prefetch);
            // no upstream to request from: the one item is known
            merge.onSubscribe(Subscriptions.EMPTY);
            merge.onInner(inner);
            merge.onCompletion();
        }
    }

    /**
     * The inner stream of the known upstream {@code item}, or {@code null} once {@code subscriber} was failed: the
     * mapper threw or returned {@code null}.
     */
    private Flow.Publisher<? extends O> innerOf(I item, MultiSubscriber<? super O> subscriber) {
        try {
            return ParameterValidation.nonNullNpe(mapper.apply(item), ParameterValidation.MAPPER_RETURNED_NULL);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            Subscriptions.fail(subscriber, failure);
            return null;
        }
    }

    static final class MergeSubscriber<I, O> implements MultiSubscriber<I>, Flow.Subscription, ContextSupport {

        @SuppressWarnings("rawtypes")
        private static final InnerSubscriber[] NO_INNERS = new InnerSubscriber[0];

        @SuppressWarnings("rawtypes")
        private static final InnerSubscriber[] TERMINATED = new InnerSubscriber[0];

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<MergeSubscriber, Flow.Subscription> UPSTREAM =
                AtomicReferenceFieldUpdater.newUpdater(MergeSubscriber.class, Flow.Subscription.class, "upstream");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<MergeSubscriber, InnerSubscriber[]> INNERS =
                AtomicReferenceFieldUpdater.newUpdater(MergeSubscriber.class, InnerSubscriber[].class, "inners");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<MergeSubscriber, Throwable> FAILURE =
                AtomicReferenceFieldUpdater.newUpdater(MergeSubscriber.class, Throwable.class, "failure");

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<MergeSubscriber> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(MergeSubscriber.class, "requested");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<MergeSubscriber> WIP =
                AtomicIntegerFieldUpdater.newUpdater(MergeSubscriber.class, "wip");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<MergeSubscriber> KNOWN_CONSUMED =
                AtomicIntegerFieldUpdater.newUpdater(MergeSubscriber.class, "knownConsumed");

        final MultiSubscriber<? super O> downstream;
        private final Function<? super I, ? extends Flow.Publisher<? extends O>> mapper;
        private final boolean collectFailures;
        private final int concurrency;
        final int prefetch;

        /** Only created when failures are collected. */
        private final Queue<Throwable> collectedFailures;

        private volatile Flow.Subscription upstream;
        /** The upstream's subscription when it granted synchronous fusion: polled by the drain-loop owner only. */
        private FusedSubscription<I> fusedUpstream;
        /**
         * Drain-loop state with a fused upstream: how many more upstream items may be polled, the count that would
         * otherwise have been requested.
         */
        private long upstreamCredit;

        private volatile InnerSubscriber<O>[] inners;
        /** A failure that terminates the stream at once (fail-fast failure, or an invalid request). */
        private volatile Throwable failure;

        private volatile long requested;
        private volatile int wip;
        private volatile boolean upstreamDone;
        volatile boolean cancelled;

        /**
         * Items of known-outcome inners that could not be emitted at once: offered by the upstream's thread only,
         * created on the first one.
         */
        private volatile Queue<O> knownItems;
        /** Known-outcome inners consumed (empty, failed) by a thread that could not replenish the upstream. */
        private volatile int knownConsumed;
        /** Whether a known-outcome inner was seen: written by the upstream's thread only. */
        private boolean knownSeen;

        /** Drain-loop state: where the next round-robin pass starts. */
        private int nextIndex;
        /** Drain-loop state: known-outcome inners consumed and not yet requested again from the upstream. */
        private int knownToReplenish;

        @SuppressWarnings("unchecked")
        MergeSubscriber(
                MultiSubscriber<? super O> downstream,
                Function<? super I, ? extends Flow.Publisher<? extends O>> mapper,
                boolean collectFailures,
                int concurrency,
                int prefetch) {
            this.downstream = downstream;
            this.mapper = mapper;
            this.collectFailures = collectFailures;
            this.concurrency = concurrency;
            this.prefetch = prefetch;
            this.collectedFailures = collectFailures ? new ConcurrentLinkedQueue<>() : null;
            this.inners = NO_INNERS;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (Subscriptions.setIfEmpty(UPSTREAM, this, subscription)) {
                long initialRequest = concurrency == Integer.MAX_VALUE ? Long.MAX_VALUE : concurrency;
                if (subscription instanceof FusedSubscription) {
                    @SuppressWarnings("unchecked")
                    FusedSubscription<I> candidate = (FusedSubscription<I>) subscription;
                    if (candidate.requestFusion(FusedSubscription.SYNC) == FusedSubscription.SYNC) {
                        fusedUpstream = candidate;
                        upstreamCredit = initialRequest;
                        downstream.onSubscribe(this);
                        // the first inners are subscribed at once, as the first request would have
                        drain();
                        return;
                    }
                }
                downstream.onSubscribe(this);
                subscription.request(initialRequest);
            }
        }

        @Override
        public void onItem(I item) {
            if (upstreamDone || cancelled || failure != null) {
                return;
            }
            Flow.Publisher<? extends O> publisher;
            try {
                publisher =
                        ParameterValidation.nonNullNpe(mapper.apply(item), ParameterValidation.MAPPER_RETURNED_NULL);
            } catch (Throwable mapperFailure) {
                Exceptions.throwIfFatal(mapperFailure);
                Subscriptions.cancel(UPSTREAM, this);
                onUpstreamFailure(mapperFailure);
                return;
            }
            onInner(publisher);
        }

        /** Merges the inner publisher of an upstream item. */
        void onInner(Flow.Publisher<? extends O> publisher) {
            if (publisher instanceof KnownOutcome) {
                knownSeen = true;
                onKnownOutcome((KnownOutcome<? extends O>) publisher);
                return;
            }
            if (subscribeInner(publisher) && knownSeen && concurrency != Integer.MAX_VALUE) {
                // the drain loop replenishes the known-outcome inners not requested again yet
                drain();
            }
        }

        /** Subscribes to a regular inner publisher, unless the stream terminated; returns whether it did. */
        private boolean subscribeInner(Flow.Publisher<? extends O> publisher) {
            InnerSubscriber<O> inner = new InnerSubscriber<>(this);
            if (addInner(inner)) {
                publisher.subscribe(inner);
                return true;
            }
            return false;
        }

        /**
         * In the drain loop: polls the fused upstream while it has credit and maps each item: a known outcome is
         * emitted at once within {@code demand} (queued beyond it); any other inner publisher is subscribed and ends
         * the poll for this pass. Only the drain-loop owner emits, so no atomic operation is needed per item.
         *
         * @return {@code emitted} plus the items emitted here
         */
        private long pollUpstream(FusedSubscription<I> source, long demand, long emitted) {
            while (upstreamCredit != 0 && !upstreamDone && !cancelled && failure == null) {
                I item;
                try {
                    item = source.poll();
                } catch (Throwable upstreamFailure) {
                    Exceptions.throwIfFatal(upstreamFailure);
                    onUpstreamFailure(upstreamFailure);
                    break;
                }
                if (item == null) {
                    onCompletion();
                    break;
                }
                if (upstreamCredit != Long.MAX_VALUE) {
                    upstreamCredit--;
                }
                Flow.Publisher<? extends O> publisher;
                try {
                    publisher = ParameterValidation.nonNullNpe(
                            mapper.apply(item), ParameterValidation.MAPPER_RETURNED_NULL);
                } catch (Throwable mapperFailure) {
                    Exceptions.throwIfFatal(mapperFailure);
                    Subscriptions.cancel(UPSTREAM, this);
                    onUpstreamFailure(mapperFailure);
                    break;
                }
                if (!(publisher instanceof KnownOutcome)) {
                    subscribeInner(publisher);
                    // another pass drains what the new inner emitted at once before the next upstream item, the
                    // order a pushing upstream gives
                    drain();
                    break;
                }
                O value = knownItemOf((KnownOutcome<? extends O>) publisher);
                if (value == null) {
                    replenishKnown(1);
                } else if (emitted != demand) {
                    downstream.onItem(value);
                    emitted++;
                    replenishKnown(1);
                } else {
                    offerKnownItem(value);
                }
            }
            return emitted;
        }

        /** Emits the item of a known-outcome inner at once if possible, queues it otherwise. */
        private void onKnownOutcome(KnownOutcome<? extends O> source) {
            O item = knownItemOf(source);
            if (item == null && failure != null) {
                return;
            }
            if (wip == 0 && WIP.compareAndSet(this, 0, 1)) {
                if (item == null) {
                    replenishKnown(1);
                } else {
                    long demand = requested;
                    if (demand != 0 && failure == null) {
                        downstream.onItem(item);
                        if (demand != Long.MAX_VALUE) {
                            REQUESTED.decrementAndGet(this);
                        }
                        replenishKnown(1);
                    } else {
                        offerKnownItem(item);
                    }
                }
                if (WIP.decrementAndGet(this) == 0) {
                    return;
                }
            } else {
                if (item == null) {
                    KNOWN_CONSUMED.getAndIncrement(this);
                } else {
                    offerKnownItem(item);
                }
                if (WIP.getAndIncrement(this) != 0) {
                    return;
                }
            }
            drainLoop();
        }

        /**
         * The item of a known-outcome inner; {@code null} when it has none or failed: the failure is then collected,
         * or terminates the stream.
         */
        @SuppressWarnings("unchecked")
        private O knownItemOf(KnownOutcome<? extends O> source) {
            Object outcome = KnownOutcomes.read(source, this, MergeSubscriber::knownFailure);
            return outcome == KnownOutcomes.FAILED ? null : (O) outcome;
        }

        /** A known-outcome inner failed: the failure is collected, or terminates the stream. */
        private void knownFailure(Throwable innerFailure) {
            if (collectFailures) {
                collectedFailures.offer(innerFailure);
            } else {
                terminateWith(innerFailure);
            }
        }

        private void offerKnownItem(O item) {
            Queue<O> queue = knownItems;
            if (queue == null) {
                queue = concurrency == Integer.MAX_VALUE
                        ? new SpscUnboundedArrayQueue<>(Infrastructure.getBufferSizeXs())
                        : new SpscArrayQueue<>(concurrency);
                knownItems = queue;
            }
            if (!queue.offer(item)) {
                terminateWith(new BackPressureFailure("The upstream emitted more items than requested"));
            }
        }

        /**
         * In the drain loop: counts consumed known-outcome inners and requests as many upstream items once 75% of
         * the concurrency was consumed, or at once while regular inners are active (they may keep their slots
         * forever, the upstream must not wait for the batch).
         */
        private void replenishKnown(int n) {
            if (concurrency == Integer.MAX_VALUE) {
                return;
            }
            if (fusedUpstream != null) {
                // polling costs no request: no batching
                upstreamCredit += n;
                return;
            }
            int total = knownToReplenish + n;
            if (total >= concurrency - (concurrency >> 2) || inners.length != 0) {
                knownToReplenish = 0;
                requestUpstream(total);
            } else {
                knownToReplenish = total;
            }
        }

        private void requestUpstream(long n) {
            if (fusedUpstream != null) {
                upstreamCredit += n;
            } else if (!upstreamDone) {
                Flow.Subscription subscription = upstream;
                if (subscription != null) {
                    subscription.request(n);
                }
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (upstreamDone) {
                Infrastructure.handleDroppedException(failure);
                return;
            }
            onUpstreamFailure(failure);
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
            Subscriptions.add(REQUESTED, this, n);
            drain();
        }

        @Override
        public void cancel() {
            if (!cancelled) {
                cancelled = true;
                cancelAll();
                // the drain-loop owner releases the inners (and clears the fused ones, which it may be polling)
                drain();
            }
        }

        @Override
        public Context context() {
            return Subscriptions.contextOf(downstream);
        }

        /** The upstream (or the mapper) failed: no more inner publishers will come. */
        private void onUpstreamFailure(Throwable failure) {
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

        /** Stops everything and lets the drain loop deliver {@code failure} (the first one wins). */
        private void terminateWith(Throwable failure) {
            if (FAILURE.compareAndSet(this, null, failure)) {
                cancelAll();
                drain();
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        /** Cancels the upstream and the current inners at once; the terminating drain loop releases them all. */
        private void cancelAll() {
            Subscriptions.cancel(UPSTREAM, this);
            for (InnerSubscriber<O> inner : inners) {
                inner.cancel();
            }
        }

        /**
         * In the drain loop, on termination: no inner can be added any more; each is cancelled, and a fused one
         * cleared (only the drain-loop owner polls it), as is a fused upstream.
         */
        private void releaseInners() {
            @SuppressWarnings("unchecked")
            InnerSubscriber<O>[] current = INNERS.getAndSet(this, TERMINATED);
            if (fusedUpstream != null) {
                fusedUpstream.clear();
            }
            for (InnerSubscriber<O> inner : current) {
                inner.cancel();
                FusedSubscription<O> fused = inner.fused;
                if (fused != null) {
                    fused.clear();
                }
            }
        }

        private boolean addInner(InnerSubscriber<O> inner) {
            for (; ; ) {
                InnerSubscriber<O>[] current = inners;
                if (current == TERMINATED) {
                    return false;
                }
                int length = current.length;
                @SuppressWarnings("unchecked")
                InnerSubscriber<O>[] next = new InnerSubscriber[length + 1];
                System.arraycopy(current, 0, next, 0, length);
                next[length] = inner;
                if (INNERS.compareAndSet(this, current, next)) {
                    return true;
                }
            }
        }

        private void removeInner(InnerSubscriber<O> inner) {
            for (; ; ) {
                InnerSubscriber<O>[] current = inners;
                int length = current.length;
                int index = -1;
                for (int i = 0; i < length; i++) {
                    if (current[i] == inner) {
                        index = i;
                        break;
                    }
                }
                if (index < 0) {
                    return;
                }
                InnerSubscriber<O>[] next;
                if (length == 1) {
                    next = NO_INNERS;
                } else {
                    next = new InnerSubscriber[length - 1];
                    System.arraycopy(current, 0, next, 0, index);
                    System.arraycopy(current, index + 1, next, index, length - index - 1);
                }
                if (INNERS.compareAndSet(this, current, next)) {
                    return;
                }
            }
        }

        /**
         * Called by an inner subscriber for each of its items: emits it at once when nothing is queued and the
         * downstream has demand (no queue is ever allocated on that path), queues it otherwise.
         */
        void innerItem(InnerSubscriber<O> inner, O item) {
            if (cancelled) {
                return;
            }
            if (wip == 0 && WIP.compareAndSet(this, 0, 1)) {
                Queue<O> queue = inner.queue;
                long demand = requested;
                if (demand != 0 && failure == null && (queue == null || queue.isEmpty())) {
                    downstream.onItem(item);
                    if (demand != Long.MAX_VALUE) {
                        REQUESTED.decrementAndGet(this);
                    }
                    inner.consumed(1);
                } else {
                    // on overflow the failure is recorded: the drain loop below or its owner delivers it
                    inner.offer(item);
                }
                if (WIP.decrementAndGet(this) == 0) {
                    return;
                }
            } else {
                inner.offer(item);
                if (WIP.getAndIncrement(this) != 0) {
                    return;
                }
            }
            drainLoop();
        }

        /** Called when an inner publisher offers more items than it was asked for. */
        void innerOverflow(InnerSubscriber<O> inner) {
            inner.cancel();
            innerFailure(
                    inner,
                    new BackPressureFailure("An inner publisher emitted more items than requested (" + prefetch + ")"));
        }

        void innerFailure(InnerSubscriber<O> inner, Throwable failure) {
            if (collectFailures) {
                // recorded before the done flag: a drain loop that releases the inner also sees the failure
                collectedFailures.offer(failure);
                inner.done = true;
                drain();
            } else {
                inner.done = true;
                terminateWith(failure);
            }
        }

        void drain() {
            if (WIP.getAndIncrement(this) == 0) {
                drainLoop();
            }
        }

        private void drainLoop() {
            int missed = 1;
            for (; ; ) {
                if (terminateIfNeeded()) {
                    return;
                }
                long demand = requested;
                long emitted = 0;
                int completedInners = 0;
                Queue<O> known = knownItems;
                if (known != null) {
                    int knownEmitted = 0;
                    while (emitted != demand) {
                        O item = known.poll();
                        if (item == null) {
                            break;
                        }
                        downstream.onItem(item);
                        emitted++;
                        knownEmitted++;
                        if (terminateIfNeeded()) {
                            return;
                        }
                    }
                    if (knownEmitted != 0) {
                        replenishKnown(knownEmitted);
                    }
                }
                if (knownConsumed != 0) {
                    replenishKnown(KNOWN_CONSUMED.getAndSet(this, 0));
                }
                FusedSubscription<I> source = fusedUpstream;
                if (source != null) {
                    emitted = pollUpstream(source, demand, emitted);
                }
                InnerSubscriber<O>[] current = inners;
                int count = current.length;
                int index = nextIndex;
                if (index >= count) {
                    index = 0;
                }
                int resumeAt = index;
                // read once: a field is loaded again after each volatile read of the per-item checks
                MultiSubscriber<? super O> subscriber = downstream;
                for (int visited = 0; visited < count; visited++) {
                    InnerSubscriber<O> inner = current[index];
                    FusedSubscription<O> fused = inner.fused;
                    if (fused != null) {
                        if (emitted != demand) {
                            resumeAt = index + 1;
                        }
                        boolean exhausted = false;
                        for (; ; ) {
                            if (emitted == demand) {
                                // an exhausted inner completes without waiting for demand
                                exhausted = fused.isEmpty();
                                break;
                            }
                            O item;
                            try {
                                item = fused.poll();
                            } catch (Throwable innerFailure) {
                                Exceptions.throwIfFatal(innerFailure);
                                innerFailure(inner, innerFailure);
                                if (terminateIfNeeded()) {
                                    return;
                                }
                                exhausted = true;
                                break;
                            }
                            if (item == null) {
                                exhausted = true;
                                break;
                            }
                            subscriber.onItem(item);
                            emitted++;
                            if (stopIfNeeded()) {
                                return;
                            }
                        }
                        if (exhausted) {
                            fused.clear();
                            removeInner(inner);
                            completedInners++;
                        }
                        if (++index == count) {
                            index = 0;
                        }
                        continue;
                    }
                    Queue<O> queue = inner.queue;
                    if (queue != null && emitted != demand) {
                        do {
                            O item = queue.poll();
                            if (item == null) {
                                break;
                            }
                            subscriber.onItem(item);
                            emitted++;
                            if (stopIfNeeded()) {
                                return;
                            }
                            inner.consumed(1);
                        } while (emitted != demand);
                        // the next pass starts after the last inner that could emit, so all get their turn
                        resumeAt = index + 1;
                    }
                    // read done before the queue: an item offered before the completion is always seen
                    if (inner.done) {
                        Queue<O> latest = inner.queue;
                        if (latest == null || latest.isEmpty()) {
                            removeInner(inner);
                            completedInners++;
                        }
                    }
                    if (++index == count) {
                        index = 0;
                    }
                }
                nextIndex = resumeAt;
                if (emitted != 0) {
                    Subscriptions.produced(REQUESTED, this, emitted);
                }
                if (completedInners != 0) {
                    if (concurrency != Integer.MAX_VALUE) {
                        requestUpstream(completedInners + knownToReplenish);
                        knownToReplenish = 0;
                    }
                    continue;
                }
                if (knownToReplenish != 0 && count != 0) {
                    requestUpstream(knownToReplenish);
                    knownToReplenish = 0;
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        /**
         * In the drain loop, after an item of an inner that is still merged: the stream cannot complete before that
         * inner is removed, so only a cancellation or a failure is looked for (two volatile reads per item, where
         * {@link #terminateIfNeeded} makes three).
         */
        private boolean stopIfNeeded() {
            return (cancelled || failure != null) && terminateIfNeeded();
        }

        /** In the drain loop: delivers the terminal signal if it is time, returns {@code true} if terminated. */
        private boolean terminateIfNeeded() {
            if (cancelled) {
                releaseInners();
                return true;
            }
            Throwable fatal = failure;
            if (fatal != null) {
                cancelled = true;
                releaseInners();
                downstream.onFailure(fatal);
                return true;
            }
            if (upstreamDone && inners.length == 0 && noKnownItemWaiting()) {
                cancelled = true;
                releaseInners();
                if (collectFailures && !collectedFailures.isEmpty()) {
                    downstream.onFailure(collected());
                } else {
                    downstream.onCompletion();
                }
                return true;
            }
            return false;
        }

        private boolean noKnownItemWaiting() {
            Queue<O> known = knownItems;
            return known == null || known.isEmpty();
        }

        private Throwable collected() {
            List<Throwable> failures = new ArrayList<>(collectedFailures);
            return failures.size() == 1 ? failures.get(0) : new CompositeException(failures);
        }
    }

    static final class InnerSubscriber<O> implements MultiSubscriber<O>, ContextSupport {

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<InnerSubscriber, Flow.Subscription> SUBSCRIPTION =
                AtomicReferenceFieldUpdater.newUpdater(InnerSubscriber.class, Flow.Subscription.class, "subscription");

        private final MergeSubscriber<?, O> parent;
        private final int limit;

        private volatile Flow.Subscription subscription;
        /** Created on the first item that cannot be emitted at once; written by the inner's thread only. */
        volatile Queue<O> queue;
        /** The inner's subscription when it granted synchronous fusion: polled by the drain-loop owner only. */
        volatile FusedSubscription<O> fused;

        volatile boolean done;
        /** Items emitted since the last replenishment: touched by the drain-loop owner only. */
        private int consumedSinceRequest;

        InnerSubscriber(MergeSubscriber<?, O> parent) {
            this.parent = parent;
            int prefetch = parent.prefetch;
            this.limit = prefetch == Integer.MAX_VALUE ? Integer.MAX_VALUE : prefetch - (prefetch >> 2);
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (Subscriptions.setIfEmpty(SUBSCRIPTION, this, subscription)) {
                if (subscription instanceof FusedSubscription) {
                    @SuppressWarnings("unchecked")
                    FusedSubscription<O> candidate = (FusedSubscription<O>) subscription;
                    if (candidate.requestFusion(FusedSubscription.SYNC) == FusedSubscription.SYNC) {
                        fused = candidate;
                        parent.drain();
                        return;
                    }
                }
                int prefetch = parent.prefetch;
                subscription.request(prefetch == Integer.MAX_VALUE ? Long.MAX_VALUE : prefetch);
            }
        }

        @Override
        public void onItem(O item) {
            if (!done) {
                parent.innerItem(this, item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (done) {
                Infrastructure.handleDroppedException(failure);
                return;
            }
            parent.innerFailure(this, failure);
        }

        @Override
        public void onCompletion() {
            if (!done) {
                done = true;
                parent.drain();
            }
        }

        @Override
        public Context context() {
            return parent.context();
        }

        /** Queues an item; an inner that overflows its queue fails the stream. */
        void offer(O item) {
            Queue<O> current = queue;
            if (current == null) {
                int prefetch = parent.prefetch;
                current = prefetch == Integer.MAX_VALUE
                        ? new SpscUnboundedArrayQueue<>(Infrastructure.getBufferSizeXs())
                        : new SpscArrayQueue<>(prefetch);
                queue = current;
            }
            if (!current.offer(item)) {
                parent.innerOverflow(this);
            }
        }

        /** Counts emitted items and asks the inner publisher for more once 75% of the prefetch was consumed. */
        void consumed(int n) {
            if (limit == Integer.MAX_VALUE) {
                return;
            }
            int total = consumedSinceRequest + n;
            if (total >= limit) {
                consumedSinceRequest = 0;
                Flow.Subscription current = subscription;
                if (current != null) {
                    current.request(total);
                }
            } else {
                consumedSinceRequest = total;
            }
        }

        void cancel() {
            Subscriptions.cancel(SUBSCRIPTION, this);
        }
    }
}
