package io.mutiny.operators.multi;

import io.mutiny.Context;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.AbstractMultiSubscriber;
import io.mutiny.subscription.ContextSupport;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/**
 * The base of the inner subscriber of most one-upstream operators: it is the upstream's subscriber and the
 * downstream's subscription. It forwards the downstream {@link Context}.
 *
 * <p>It keeps the upstream subscription in a plain field written once, and its lifecycle in an atomic {@code int}
 * ({@code NONE}, {@code SUBSCRIBED}, {@code DONE}): once a terminal signal went downstream or the downstream
 * cancelled, the state is {@code DONE}, so nothing is delivered after a terminal signal and cancellation is
 * idempotent. Why not one atomic reference slot: an {@code AtomicReferenceFieldUpdater} on a field typed
 * {@link Flow.Subscription} checks every stored value against that interface, a check that costs a scan of the
 * value's interfaces whenever its class was last checked against another interface (see
 * {@link io.mutiny.subscription.AbstractMultiSubscriber}); the {@code int} state needs no type check at all.
 *
 * <p>A {@code request(n <= 0)} is forwarded upstream as it is: the source fails the stream with an
 * {@link IllegalArgumentException} (rule 3.9) through its own serialized emission, so that failure can never overlap
 * an item the upstream is delivering on another thread (rule 1.3). An operator that raises a failure on another thread
 * than the emitting one (a request-side callback, a timer) is built with {@code serializeTerminal}: its items and
 * terminal signals then go through a {@link TerminalSerializer}.
 *
 * @param <I> the type of the upstream items
 * @param <O> the type of the downstream items
 */
public abstract class MultiOperatorProcessor<I, O> extends AbstractMultiSubscriber<I>
        implements Flow.Subscription, ContextSupport {

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<MultiOperatorProcessor> STATE =
            AtomicIntegerFieldUpdater.newUpdater(MultiOperatorProcessor.class, "state");

    /** No upstream yet. */
    private static final int NONE = 0;
    /** The upstream is in {@link #upstream} and may be requested from. */
    private static final int SUBSCRIBED = 1;
    /** Terminated or cancelled: nothing goes downstream any more, nothing is requested upstream. */
    private static final int DONE = 2;

    protected final MultiSubscriber<? super O> downstream;

    /** {@code null} unless built with {@code serializeTerminal}. */
    private final TerminalSerializer serializer;

    /** Written once, before {@link #state} leaves {@code NONE}: read it only after reading {@code SUBSCRIBED}. */
    private Flow.Subscription upstream;

    private volatile int state;

    protected MultiOperatorProcessor(MultiSubscriber<? super O> downstream) {
        this(downstream, false);
    }

    /**
     * @param serializeTerminal {@code true} for an operator that may fail the stream (through
     *     {@link #failAndCancel(Throwable)}) from another thread than the one delivering items, for example from
     *     {@link #request(long)}: the items passed by this class then never overlap that failure
     */
    protected MultiOperatorProcessor(MultiSubscriber<? super O> downstream, boolean serializeTerminal) {
        this.downstream = downstream;
        this.serializer = serializeTerminal ? new TerminalSerializer() : null;
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        if (state == NONE) {
            upstream = subscription;
            if (STATE.compareAndSet(this, NONE, SUBSCRIBED)) {
                downstream.onSubscribe(this);
                return;
            }
        }
        subscription.cancel();
    }

    /**
     * Stores {@code subscription} if none arrived before, with an ordered store; otherwise cancels it (rule 2.5). Only
     * for a processor that nobody can cancel before its {@code onSubscribe}: it hands itself out there and only there.
     *
     * @return {@code true} when the subscription was stored
     */
    protected final boolean setFirstUpstream(Flow.Subscription subscription) {
        if (state == NONE) {
            upstream = subscription;
            STATE.lazySet(this, SUBSCRIBED);
            return true;
        }
        subscription.cancel();
        return false;
    }

    /**
     * {@link #markDone()} with an ordered store instead of an atomic swap, for a terminal signal of the upstream that
     * only a cancellation can race with: a terminal signal that follows a concurrent cancellation is allowed (rule
     * 1.8), and the terminations from {@code onItem} ({@link #failAndCancel}) are serialized with it.
     */
    protected final boolean markDoneByUpstream() {
        if (state == DONE) {
            return false;
        }
        STATE.lazySet(this, DONE);
        return true;
    }

    /** Passes the item downstream unchanged: for operators whose input and output types are the same. */
    @SuppressWarnings("unchecked")
    @Override
    public void onItem(I item) {
        if (!isDone()) {
            if (serializer == null) {
                downstream.onItem((O) item);
            } else {
                serializer.onItem(downstream, (O) item);
            }
        }
    }

    @Override
    public void onFailure(Throwable failure) {
        if (markDone()) {
            sendFailure(failure);
        } else {
            Infrastructure.handleDroppedException(failure);
        }
    }

    @Override
    public void onCompletion() {
        if (markDone()) {
            sendCompletion();
        }
    }

    /** Forwards the request upstream, an invalid one included (see the class description). */
    @Override
    public void request(long n) {
        if (state == SUBSCRIBED) {
            upstream.request(n);
        }
    }

    @Override
    public void cancel() {
        if (state != DONE) {
            terminateAndCancelUpstream();
        }
    }

    /**
     * Cancels the upstream and fails downstream with {@code failure}: what an operator does when a user callback
     * throws while handling an item.
     */
    protected void failAndCancel(Throwable failure) {
        if (terminateAndCancelUpstream()) {
            sendFailure(failure);
        } else {
            Infrastructure.handleDroppedException(failure);
        }
    }

    /**
     * Cancels the upstream and completes downstream, unless already terminated or cancelled: what an operator
     * does when it has delivered all it will ever deliver before the upstream completes ({@code select().first}).
     */
    protected void completeAndCancel() {
        if (terminateAndCancelUpstream()) {
            sendCompletion();
        }
    }

    private void sendFailure(Throwable failure) {
        if (serializer == null) {
            downstream.onFailure(failure);
        } else {
            serializer.onFailure(downstream, failure);
        }
    }

    private void sendCompletion() {
        if (serializer == null) {
            downstream.onCompletion();
        } else {
            serializer.onCompletion(downstream);
        }
    }

    /** Requests {@code n} more items upstream, unless done: for operators that drop items and must re-request. */
    protected void requestUpstream(long n) {
        if (state == SUBSCRIBED) {
            upstream.request(n);
        }
    }

    /** The downstream subscriber's context, so that it reaches the operators upstream. */
    @Override
    public Context context() {
        return Subscriptions.contextOf(downstream);
    }

    /** {@code true} once a terminal signal was sent downstream or the downstream cancelled. */
    protected boolean isDone() {
        return state == DONE;
    }

    /**
     * Marks this processor as terminated, without cancelling the upstream.
     *
     * @return {@code true} if it was not terminated or cancelled before: the caller may send a terminal signal
     */
    protected boolean markDone() {
        return STATE.getAndSet(this, DONE) != DONE;
    }

    /**
     * Marks this processor as terminated and cancels the upstream.
     *
     * @return {@code true} if it was not terminated or cancelled before: the caller may send a terminal signal
     */
    private boolean terminateAndCancelUpstream() {
        int previous = STATE.getAndSet(this, DONE);
        if (previous == SUBSCRIBED) {
            upstream.cancel();
        }
        return previous != DONE;
    }
}
