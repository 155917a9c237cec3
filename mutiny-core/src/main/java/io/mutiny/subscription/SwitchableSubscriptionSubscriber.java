package io.mutiny.subscription;

import io.mutiny.Context;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * The base of subscribers that move from one upstream to the next (resume on failure, switch on completion, retry)
 * while the downstream keeps one subscription: this object.
 *
 * <p>It tracks the outstanding downstream demand. When a new upstream arrives through {@link #onSubscribe}, it
 * replaces the previous one (which must have terminated) and receives the demand not yet satisfied. The items
 * relayed by {@link #onItem} are counted; subclasses report them with {@link #reportEmitted()} (or report what they
 * delivered themselves with {@link #emitted(long)}) before switching. Requests, switches and emission counts
 * may come from different threads: they are applied in one serialized drain loop. Cancellation reaches the current
 * upstream, and any upstream arriving later.
 *
 * @param <O> the type of the items
 */
public abstract class SwitchableSubscriptionSubscriber<O> extends AbstractMultiSubscriber<O>
        implements Flow.Subscription, ContextSupport {

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<SwitchableSubscriptionSubscriber> WIP =
            AtomicIntegerFieldUpdater.newUpdater(SwitchableSubscriptionSubscriber.class, "wip");

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<SwitchableSubscriptionSubscriber> TERMINATED =
            AtomicIntegerFieldUpdater.newUpdater(SwitchableSubscriptionSubscriber.class, "terminated");

    @SuppressWarnings("rawtypes")
    private static final AtomicLongFieldUpdater<SwitchableSubscriptionSubscriber> MISSED_REQUESTED =
            AtomicLongFieldUpdater.newUpdater(SwitchableSubscriptionSubscriber.class, "missedRequested");

    @SuppressWarnings("rawtypes")
    private static final AtomicLongFieldUpdater<SwitchableSubscriptionSubscriber> MISSED_EMITTED =
            AtomicLongFieldUpdater.newUpdater(SwitchableSubscriptionSubscriber.class, "missedEmitted");

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<SwitchableSubscriptionSubscriber, Flow.Subscription>
            MISSED_SUBSCRIPTION = AtomicReferenceFieldUpdater.newUpdater(
                    SwitchableSubscriptionSubscriber.class, Flow.Subscription.class, "missedSubscription");

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<SwitchableSubscriptionSubscriber, Runnable> WAITING_FOR_DEMAND =
            AtomicReferenceFieldUpdater.newUpdater(
                    SwitchableSubscriptionSubscriber.class, Runnable.class, "waitingForDemand");

    /** The downstream subscriber. */
    protected final MultiSubscriber<? super O> downstream;

    /**
     * The current upstream, {@code null} before the first one and after the cancellation. Only the thread owning the
     * drain loop (or {@link #switchUnbounded}, which runs when no loop does) writes it, so a plain volatile field
     * suffices: no atomic swap, and no separate reference object per subscriber.
     */
    private volatile Flow.Subscription currentUpstream;
    /**
     * The outstanding demand: only written by the thread owning the drain loop. Once {@link Long#MAX_VALUE} it never
     * changes, so any thread that reads that value may rely on it (the unbounded fast paths).
     */
    private volatile long requested;
    /** Items relayed from the current upstream and not yet reported: its signals are serialized. */
    private long emittedByCurrent;

    private volatile Flow.Subscription missedSubscription;
    private volatile Runnable waitingForDemand;
    private volatile long missedRequested;
    private volatile long missedEmitted;
    private volatile int wip;
    private volatile int terminated;
    private volatile boolean cancelled;

    /** Creates a subscriber relaying to {@code downstream}, which must receive {@code this} as its subscription. */
    public SwitchableSubscriptionSubscriber(MultiSubscriber<? super O> downstream) {
        this.downstream = downstream;
    }

    /** The downstream's context, or an empty one. */
    @Override
    public Context context() {
        return Subscriptions.contextOf(downstream);
    }

    /** Cancels the current upstream and any later one. Idempotent. */
    @Override
    public void cancel() {
        if (!cancelled) {
            cancelled = true;
            drain();
        }
    }

    /** {@code true} once {@link #cancel()} was called. */
    public boolean isCancelled() {
        return cancelled;
    }

    /**
     * Relays an item of the current upstream, unless cancelled or a terminal signal was already sent, and counts it
     * for {@link #reportEmitted()}.
     */
    @Override
    public void onItem(O item) {
        if (isTerminated() || cancelled) {
            return;
        }
        emittedByCurrent++;
        downstream.onItem(item);
    }

    /** Passes the completion downstream, unless cancelled or a terminal signal was already sent. */
    @Override
    public void onCompletion() {
        if (!cancelled && tryTerminate()) {
            downstream.onCompletion();
        }
    }

    /**
     * Passes the failure downstream, unless cancelled or a terminal signal was already sent: then it goes to
     * {@link Infrastructure#handleDroppedException(Throwable)}.
     */
    @Override
    public void onFailure(Throwable failure) {
        if (!cancelled && tryTerminate()) {
            downstream.onFailure(failure);
        } else {
            Infrastructure.handleDroppedException(failure);
        }
    }

    /** Makes {@code subscription} the current upstream: see {@link #setOrSwitchUpstream(Flow.Subscription)}. */
    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        setOrSwitchUpstream(subscription);
    }

    /**
     * Makes {@code subscription} the current upstream and requests the outstanding demand from it; the previous
     * upstream is cancelled if {@link #cancelUpstreamOnSwitch()} says so. {@code subscription} is cancelled at once if
     * this subscriber is cancelled.
     */
    protected final void setOrSwitchUpstream(Flow.Subscription subscription) {
        if (cancelled) {
            subscription.cancel();
            return;
        }
        if (requested == Long.MAX_VALUE && wip == 0 && !cancelUpstreamOnSwitch()) {
            switchUnbounded(subscription);
            return;
        }
        if (wip == 0 && WIP.compareAndSet(this, 0, 1)) {
            Flow.Subscription previous = currentUpstream;
            currentUpstream = subscription;
            if (previous != null && cancelUpstreamOnSwitch()) {
                previous.cancel();
            }
            long outstanding = requested;
            if (WIP.decrementAndGet(this) != 0) {
                drainLoop();
            }
            if (outstanding != 0L) {
                subscription.request(outstanding);
            }
            return;
        }
        MISSED_SUBSCRIPTION.set(this, subscription);
        drain();
    }

    /**
     * The switch once the demand is unbounded, which no count or request can change any more: the new upstream is
     * published and asked for everything, without taking the drain loop. Called only when no drain loop runs: a
     * subscription handed to an earlier loop (still in {@code missedSubscription}, or taken but not yet stored) keeps
     * {@code wip} above 0 until stored, so it cannot overwrite this one; a loop starting later only requests from, or
     * cancels, the current upstream. A racing {@link #cancel()} stores its flag then reads the upstream (in the drain
     * loop), this method stores the upstream then reads the flag: one of the two sees the other and cancels the new
     * upstream (possibly both: cancellation is idempotent, rule 3.7).
     */
    private void switchUnbounded(Flow.Subscription subscription) {
        currentUpstream = subscription;
        if (cancelled) {
            subscription.cancel();
            return;
        }
        subscription.request(Long.MAX_VALUE);
    }

    /**
     * Whether switching to a new upstream cancels the previous one. {@code false} by default: the subclasses switch
     * after the previous upstream terminated.
     */
    protected boolean cancelUpstreamOnSwitch() {
        return false;
    }

    /**
     * Reports the items {@link #onItem} relayed from the upstream that just terminated: call it before switching to
     * the next upstream, which then receives the demand they did not satisfy.
     */
    protected final void reportEmitted() {
        long n = emittedByCurrent;
        if (n != 0L) {
            emittedByCurrent = 0L;
            emitted(n);
        }
    }

    /** Records that {@code n} items were delivered downstream since the last report. */
    public void emitted(long n) {
        if (n <= 0 || requested == Long.MAX_VALUE) {
            return; // an unbounded demand is never decremented
        }
        if (wip == 0 && WIP.compareAndSet(this, 0, 1)) {
            // uncontended (the common case: reported from the upstream's thread between two upstreams)
            long outstanding = requested;
            if (outstanding != Long.MAX_VALUE) {
                requested = Math.max(0L, outstanding - n);
            }
            if (WIP.decrementAndGet(this) != 0) {
                drainLoop();
            }
            return;
        }
        Subscriptions.add(MISSED_EMITTED, this, n);
        drain();
    }

    /**
     * Runs {@code action} once the downstream has outstanding demand: at once (on this thread, after the pending
     * requests and {@link #emitted(long)} reports are applied) if it has, else on the thread of the {@code request}
     * that brings it. Never while cancelled. One action waits at a time; a later call replaces it. Operators that
     * subscribe again after a failure use it so that a source failing without emitting is not re-subscribed in a
     * loop while nobody requests anything.
     */
    protected final void whenRequested(Runnable action) {
        WAITING_FOR_DEMAND.set(this, action);
        drain();
    }

    /** The current upstream: {@code null} before the first one and after the cancellation. */
    protected final Flow.Subscription currentUpstream() {
        return currentUpstream;
    }

    /** The outstanding demand as last applied (an approximation while signals are in flight). */
    public long requested() {
        return requested;
    }

    /**
     * Adds {@code n} to the demand and forwards it to the current upstream. A non-positive {@code n} cancels and
     * fails the downstream with an {@link IllegalArgumentException} (rule 3.9).
     */
    @Override
    public final void request(long n) {
        if (n <= 0) {
            cancel();
            if (tryTerminate()) {
                downstream.onFailure(Subscriptions.invalidRequest(n));
            }
            return;
        }
        if (wip == 0 && WIP.compareAndSet(this, 0, 1)) {
            if (waitingForDemand != null) {
                // an action waits for demand (read once the loop is held: one registered, and its drain finished,
                // just before the compare-and-set is seen here): the loop applies this request and runs it
                Subscriptions.add(MISSED_REQUESTED, this, n);
                drainLoop();
                return;
            }
            // uncontended, nothing waiting for demand (the common case: the downstream's first request, from its
            // onSubscribe). An action registered meanwhile by whenRequested takes the loop: it finds wip above 0,
            // so the decrement below fails and the loop runs it with this demand applied.
            long outstanding = requested;
            if (outstanding != Long.MAX_VALUE) {
                requested = Subscriptions.add(outstanding, n);
            }
            Flow.Subscription subscription = currentUpstream;
            if (WIP.decrementAndGet(this) != 0) {
                drainLoop();
            }
            // after the loop, as the loop does: a later upstream receives the whole outstanding demand anyway, and
            // a request reaching an upstream that just terminated or was cancelled is ignored by it (rule 3.6)
            if (subscription != null && !cancelled) {
                subscription.request(n);
            }
            return;
        }
        Subscriptions.add(MISSED_REQUESTED, this, n);
        drain();
    }

    /**
     * Claims the right to send the terminal signal downstream.
     *
     * @return {@code true} for the first caller only
     */
    protected final boolean tryTerminate() {
        return TERMINATED.compareAndSet(this, 0, 1);
    }

    /** {@code true} once a terminal signal was claimed with {@link #tryTerminate()}. */
    protected final boolean isTerminated() {
        return terminated != 0;
    }

    private void drain() {
        if (WIP.getAndIncrement(this) == 0) {
            drainLoop();
        }
    }

    private void drainLoop() {
        int missed = 1;
        long toRequest = 0L;
        Flow.Subscription requestFrom = null;
        Runnable demanded = null;
        for (; ; ) {
            Flow.Subscription nextSubscription = MISSED_SUBSCRIPTION.getAndSet(this, null);
            long newRequests = MISSED_REQUESTED.getAndSet(this, 0L);
            long newEmitted = MISSED_EMITTED.getAndSet(this, 0L);
            Flow.Subscription subscription = currentUpstream;
            if (cancelled) {
                if (subscription != null) {
                    subscription.cancel();
                    currentUpstream = null;
                }
                if (nextSubscription != null) {
                    nextSubscription.cancel();
                }
            } else {
                long outstanding = requested;
                if (outstanding != Long.MAX_VALUE) {
                    outstanding = Subscriptions.add(outstanding, newRequests);
                    if (outstanding != Long.MAX_VALUE) {
                        outstanding = Math.max(0L, outstanding - newEmitted);
                    }
                    requested = outstanding;
                }
                if (outstanding != 0L && waitingForDemand != null) {
                    demanded = WAITING_FOR_DEMAND.getAndSet(this, null);
                }
                if (nextSubscription != null) {
                    // the new upstream receives the whole outstanding demand, earlier requests included
                    currentUpstream = nextSubscription;
                    if (subscription != null && cancelUpstreamOnSwitch()) {
                        subscription.cancel();
                    }
                    toRequest = outstanding;
                    requestFrom = nextSubscription;
                } else if (subscription != null && newRequests != 0L) {
                    toRequest = Subscriptions.add(toRequest, newRequests);
                    requestFrom = subscription;
                }
            }
            missed = WIP.addAndGet(this, -missed);
            if (missed == 0) {
                break;
            }
        }
        if (toRequest != 0L) {
            requestFrom.request(toRequest);
        }
        if (demanded != null) {
            demanded.run();
        }
    }
}
