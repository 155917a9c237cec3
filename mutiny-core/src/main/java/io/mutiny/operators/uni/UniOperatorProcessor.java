package io.mutiny.operators.uni;

import io.mutiny.Context;
import io.mutiny.helpers.VarHandles;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/**
 * The base of the inner subscriber of most one-upstream {@code Uni} operators: the upstream's subscriber and the
 * downstream's subscription, one object per stage and subscription.
 *
 * <p>The synchronous happy path costs no atomic read-modify-write and no thread-local lookup: the upstream
 * subscription is published with a release store, and {@link #onItem}/{@link #onFailure} only read the slot to skip a
 * cancelled downstream. The Uni protocol already orders {@code onSubscribe} before the outcome and allows one outcome;
 * sources and user-provided {@code Uni}s enforce it at the edges, so a stage does not re-check it. Only cancellation
 * swaps the slot atomically, which keeps it idempotent. Operators that must decide between the outcome and a
 * cancellation (an exclusive {@link #markDone()}) pay for that atomic themselves.
 *
 * <p>Stack safety: a stage is a <em>boundary</em> once {@link UniTrampoline#STAGE_BUDGET} stages were chained
 * downstream of it without another boundary. A boundary subscribes upstream through the {@link UniTrampoline}, and its
 * downstream is a relay that delivers the signals through the trampoline (keeping the subscription ahead of the
 * outcome when the trampoline deferred it) and is the downstream's subscription, whose cancellation it passes up
 * through the trampoline too. Other stages call their neighbours directly; see {@link UniTrampoline} for the bound
 * this gives.
 *
 * <p>The depth costs no field: from construction until the subscription arrives, the upstream slot holds a shared
 * marker telling the depth, which is when the stage built upstream of this one reads it (a stage is built while its
 * downstream subscribes). This keeps a stage as small as RxJava's (24 bytes for a transform). A stage that subscribes
 * again once subscribed (to a produced {@code Uni}) overrides {@link #stageDepth()}: with a copy of its depth, or
 * with {@link #countedDepth()} when it has no room for one.
 *
 * @param <I> the type of the upstream item
 * @param <O> the type of the downstream item
 */
public abstract class UniOperatorProcessor<I, O> implements UniSubscriber<I>, UniSubscription {

    /** Stored in the slot once the outcome was delivered (through {@link #markDone()}) or the upstream released. */
    protected static final UniSubscription DONE = () -> {};

    /** The subscription of a source with nothing to cancel, whose subscriber checks for cancellation itself. */
    static final UniSubscription NOT_CANCELLABLE = () -> {};

    /** Stored in the slot once the downstream cancelled; no other state replaces it. */
    private static final UniSubscription CANCELLED = () -> {};

    // a VarHandle rather than a field updater: an updater checks the type of the stored value on every call, a
    // cost on each stage of each subscription
    private static final VarHandle UPSTREAM =
            VarHandles.find(MethodHandles.lookup(), UniOperatorProcessor.class, "upstream", UniSubscription.class);

    /** The markers of the stage depths, index = depth: what the upstream slot holds before the subscription. */
    private static final DepthMarker[] DEPTH_MARKERS = new DepthMarker[UniTrampoline.STAGE_BUDGET];

    static {
        for (int depth = 0; depth < DEPTH_MARKERS.length; depth++) {
            DEPTH_MARKERS[depth] = new DepthMarker(depth);
        }
    }

    /** The marker of a boundary stage: depth 0, and its downstream is a relay. */
    private static final DepthMarker BOUNDARY = new DepthMarker(0);

    /** The downstream subscriber; at a boundary stage, behind an ordering and trampolining relay. */
    protected final UniSubscriber<? super O> downstream;

    // a DepthMarker, then the upstream subscription, then DONE or CANCELLED. Not volatile: the constructor's store
    // is then a plain initialising store, which the JIT emits without GC write barriers; every other access goes
    // through UPSTREAM with the memory ordering it needs.
    private UniSubscription upstream;

    /**
     * Builds a stage for {@code downstream}, placing it in the depth budget. Operators on the hot path use
     * {@link #UniOperatorProcessor(UniSubscriber, UniSubscription)} instead.
     */
    protected UniOperatorProcessor(UniSubscriber<? super O> downstream) {
        this(downstream, depthMarker(downstream), true);
    }

    // the flag only tells this constructor apart from the two-argument one, which takes a placed downstream
    private UniOperatorProcessor(UniSubscriber<? super O> downstream, UniSubscription depthMarker, boolean unplaced) {
        this(placedDownstream(downstream, depthMarker), depthMarker);
    }

    /**
     * Builds a stage from what the caller computed before allocating it, so that the JIT sees two plain initialising
     * stores (no GC write barrier, no branch between the allocation and the stores):
     *
     * <pre>{@code
     * UniSubscription depth = UniOperatorProcessor.depthMarker(subscriber);
     * UniSubscriber<? super O> downstream = UniOperatorProcessor.placedDownstream(subscriber, depth);
     * AbstractUni.subscribe(upstream(), new SomeProcessor<>(downstream, depth, ..));
     * }</pre>
     *
     * @param downstream {@link #placedDownstream(UniSubscriber, UniSubscription)} of the actual downstream
     * @param depthMarker {@link #depthMarker(UniSubscriber)} of the actual downstream
     */
    protected UniOperatorProcessor(UniSubscriber<? super O> downstream, UniSubscription depthMarker) {
        this.downstream = downstream;
        // published with this processor, which is handed out by a later call: a plain store suffices
        this.upstream = depthMarker;
    }

    /** The initial slot value of a stage built for {@code downstream}: the marker of its depth in the budget. */
    protected static UniSubscription depthMarker(UniSubscriber<?> downstream) {
        return depthMarker(downstream, 1);
    }

    /**
     * The initial slot value of a processor built for {@code downstream} that does the work of {@code stages} stages
     * (see {@link #stageWeight()}).
     */
    static UniSubscription depthMarker(UniSubscriber<?> downstream, int stages) {
        int depth = (downstream instanceof UniOperatorProcessor<?, ?> next ? next.stageDepth() + stages : stages - 1);
        return depth < UniTrampoline.STAGE_BUDGET ? DEPTH_MARKERS[depth] : BOUNDARY;
    }

    /**
     * The stages this processor counts for in the depth budget: 1, or more for a processor doing the work of several
     * stages that may each nest a subscription (see {@link #depthMarker(UniSubscriber, int)}).
     */
    int stageWeight() {
        return 1;
    }

    /**
     * The downstream a stage with {@code depthMarker} calls: {@code downstream} itself, or, for a boundary stage, a
     * relay in front of it.
     */
    protected static <O> UniSubscriber<O> placedDownstream(UniSubscriber<O> downstream, UniSubscription depthMarker) {
        return depthMarker == BOUNDARY ? relay(downstream) : downstream;
    }

    // out of line: the constructor stays small enough to be inlined into each stage's
    private static <O> UniSubscriber<O> relay(UniSubscriber<O> downstream) {
        return new OrderedRelay<>(downstream);
    }

    /**
     * Processors between this one and the closest boundary downstream (0 for a boundary or the last stage), read
     * when the stage upstream of this one is built. Valid until the subscription arrives; a subclass that makes a
     * stage upstream of itself later (subscribing to a produced {@code Uni}) keeps a copy and overrides this method.
     */
    int stageDepth() {
        return upstream instanceof DepthMarker marker ? marker.depth : 0;
    }

    /**
     * The depth {@link #stageDepth()} tells, counted along the downstream links: for a stage that builds stages
     * upstream of itself after its subscription arrived, without a field to keep it (at most
     * {@link UniTrampoline#STAGE_BUDGET} links).
     */
    final int countedDepth() {
        int depth = 0;
        UniSubscriber<?> next = downstream;
        while (next instanceof UniOperatorProcessor<?, ?> processor && depth < UniTrampoline.STAGE_BUDGET) {
            depth += processor.stageWeight();
            next = processor.downstream;
        }
        return depth;
    }

    private boolean isBoundary() {
        return downstream instanceof OrderedRelay;
    }

    /**
     * Whether subscribing {@code subscriber} to its upstream must go through the {@link UniTrampoline}: {@code true}
     * for boundary stages only.
     */
    public static boolean subscribesThroughTrampoline(UniSubscriber<?> subscriber) {
        return subscriber instanceof UniOperatorProcessor<?, ?> processor && processor.isBoundary();
    }

    @Override
    public void onSubscribe(UniSubscription subscription) {
        // nobody holds this processor before the call below: a release store suffices
        UPSTREAM.setRelease(this, subscription);
        downstream.onSubscribe(this);
    }

    /**
     * Stores the upstream subscription without telling the downstream, for operators that delay that or that hand
     * this processor out before the subscription arrives.
     *
     * @return {@code true} if stored; otherwise (duplicate, or already cancelled) {@code subscription} is cancelled
     */
    protected boolean setUpstream(UniSubscription subscription) {
        UniSubscription current = (UniSubscription) UPSTREAM.getAcquire(this);
        if (current instanceof DepthMarker && UPSTREAM.compareAndSet(this, current, subscription)) {
            return true;
        }
        subscription.cancel();
        return false;
    }

    /**
     * Replaces the upstream subscription by {@code next} (the subscription of a {@code Uni} this operator switched
     * to), unless this processor is done or cancelled, in which case {@code next} is cancelled.
     */
    protected void replaceUpstream(UniSubscription next) {
        for (; ; ) {
            UniSubscription current = (UniSubscription) UPSTREAM.getAcquire(this);
            if (current == DONE || current == CANCELLED) {
                next.cancel();
                return;
            }
            if (UPSTREAM.compareAndSet(this, current, next)) {
                return;
            }
        }
    }

    /**
     * Marks this processor done and hands over what the upstream slot held: {@code null} (no subscription yet),
     * {@link #DONE} (already done or cancelled), or the upstream subscription, which the caller then owns.
     */
    protected UniSubscription takeUpstream() {
        for (; ; ) {
            UniSubscription current = (UniSubscription) UPSTREAM.getAcquire(this);
            if (current == DONE || current == CANCELLED) {
                return DONE;
            }
            if (UPSTREAM.compareAndSet(this, current, DONE)) {
                return current instanceof DepthMarker ? null : current;
            }
        }
    }

    /**
     * Marks this processor cancelled (even if it was done) and hands over what the upstream slot held, like
     * {@link #takeUpstream()}: for subclasses that override {@link #cancel()}.
     */
    protected UniSubscription cancelAndTakeUpstream() {
        UniSubscription previous = (UniSubscription) UPSTREAM.getAndSet(this, CANCELLED);
        if (previous instanceof DepthMarker) {
            return null;
        }
        return previous == CANCELLED ? DONE : previous;
    }

    /**
     * Cancels the upstream only, leaving the downstream able to receive an outcome from this operator.
     *
     * @return {@code true} if this call terminated the upstream (it was neither done nor cancelled before)
     */
    protected boolean cancelUpstream() {
        UniSubscription current = takeUpstream();
        cancelSubscription(current);
        return current != DONE;
    }

    private static void cancelSubscription(UniSubscription subscription) {
        if (subscription != null && subscription != DONE) {
            subscription.cancel();
        }
    }

    /** Passes the item downstream unchanged: for operators whose input and output types are the same. */
    @SuppressWarnings("unchecked")
    @Override
    public void onItem(I item) {
        if (!isDone()) {
            downstream.onItem((O) item);
        }
    }

    @Override
    public void onFailure(Throwable failure) {
        if (!isDone()) {
            downstream.onFailure(failure);
        } else {
            Infrastructure.handleDroppedException(failure);
        }
    }

    @Override
    public void cancel() {
        cancelSubscription(cancelAndTakeUpstream());
    }

    /**
     * The context of the subscriber at the end of the chain. Final, as the chain is walked in a loop rather than
     * recursively (a context asked for at the top of a long chain does not grow the stack with it).
     */
    @Override
    public final Context context() {
        UniSubscriber<?> next = downstream;
        for (; ; ) {
            if (next instanceof UniOperatorProcessor<?, ?> processor) {
                next = processor.downstream;
            } else if (next instanceof OrderedRelay<?> relay) {
                next = relay.actual;
            } else {
                return next.context();
            }
        }
    }

    /** {@code true} once the outcome was delivered through {@link #markDone()}, or the downstream cancelled. */
    protected boolean isDone() {
        UniSubscription current = (UniSubscription) UPSTREAM.getAcquire(this);
        return current == DONE || current == CANCELLED;
    }

    /** {@code true} once {@link #cancel()} was called. */
    protected boolean isCancelled() {
        return UPSTREAM.getAcquire(this) == CANCELLED;
    }

    /**
     * Marks this processor as terminated, without cancelling the upstream; exclusive with a concurrent cancellation.
     *
     * @return {@code true} if it was not terminated or cancelled before: the caller may deliver the outcome
     */
    protected boolean markDone() {
        return takeUpstream() != DONE;
    }

    /** What the upstream slot holds before the subscription: the depth of the stage; nothing to cancel. */
    private static final class DepthMarker implements UniSubscription {
        final int depth;

        DepthMarker(int depth) {
            this.depth = depth;
        }

        @Override
        public void cancel() {
            // never called: the slot hands out null instead of a marker
        }
    }

    /**
     * The downstream of a boundary stage: delivers the subscription then the outcome to the actual subscriber, in that
     * order whatever the order and the threads of the calls (the trampoline may have deferred the subscription). The
     * usual {@code wip} drain: whoever moves {@code wip} from 0 delivers, through the trampoline.
     */
    private static final class OrderedRelay<O> implements UniSubscriber<O>, UniSubscription, Runnable {

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<OrderedRelay> WIP =
                AtomicIntegerFieldUpdater.newUpdater(OrderedRelay.class, "wip");

        private static final int NO_OUTCOME = 0;
        private static final int ITEM = 1;
        private static final int FAILURE = 2;
        private static final int DELIVERED = 3;

        final UniSubscriber<? super O> actual;
        private volatile int wip;

        // published by the wip increment that follows their write
        private UniSubscription pendingSubscription;
        // written before the actual subscriber receives this relay as its subscription
        private UniSubscription upstream;
        private boolean subscribed;
        private int outcome;
        private O item;
        private Throwable failure;

        OrderedRelay(UniSubscriber<? super O> actual) {
            this.actual = actual;
        }

        @Override
        public Context context() {
            return actual.context();
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            pendingSubscription = subscription;
            drain();
        }

        @Override
        public void onItem(O item) {
            this.item = item;
            this.outcome = ITEM;
            drain();
        }

        @Override
        public void onFailure(Throwable failure) {
            this.failure = failure;
            this.outcome = FAILURE;
            drain();
        }

        /**
         * Cancels through the trampoline: a cancellation travels up the chain one stage per frame, and stages that
         * pass their upstream subscription through cannot trampoline it themselves.
         */
        @Override
        public void cancel() {
            UniTrampoline.cancel(upstream);
        }

        private void drain() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            UniTrampoline.run(this);
        }

        /** The drain loop; runs with {@code wip > 0} owned by the caller. */
        @Override
        public void run() {
            int missed = 1;
            for (; ; ) {
                UniSubscription subscription = pendingSubscription;
                if (subscription != null) {
                    pendingSubscription = null;
                    subscribed = true;
                    upstream = subscription;
                    actual.onSubscribe(this);
                }
                int current = outcome;
                if (subscribed && (current == ITEM || current == FAILURE)) {
                    outcome = DELIVERED;
                    if (current == ITEM) {
                        O value = item;
                        item = null;
                        actual.onItem(value);
                    } else {
                        actual.onFailure(failure);
                    }
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }
    }
}
