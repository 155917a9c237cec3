package io.mutiny.operators.uni;

import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.LongSupplier;

/**
 * Subscribes once to the upstream and replays its outcome (item or failure) to every subscriber, until the cached
 * outcome is declared invalid; the next subscriber then triggers a new upstream subscription.
 *
 * <p>Lock-free: one atomic state (idle, pending with the waiting subscribers, or done with the outcome). Outcomes
 * are delivered outside any critical section, so a subscriber re-subscribing from its callback cannot deadlock.
 * Cancelling a waiting subscriber removes it from the pending state (nothing retained) and never cancels the
 * shared upstream, whose outcome is still cached for the others and for later subscribers.
 *
 * <p>Stack safety: the upstream subscription is a stage of the chain of the subscriber that starts it, counted
 * against the depth budget of {@link UniOperatorProcessor}, so long chains of memoized stages (or a recursion
 * through one) are trampolined like chains of transforms.
 */
public final class UniMemoizeOp<T> extends AbstractUni<T> {

    /** Decides whether a cached outcome must be dropped; {@code cachedAtNanos} is read from the op's clock. */
    @FunctionalInterface
    public interface Invalidation {
        boolean isInvalid(long cachedAtNanos);
    }

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<UniMemoizeOp, Object> STATE =
            AtomicReferenceFieldUpdater.newUpdater(UniMemoizeOp.class, Object.class, "state");

    private static final Object IDLE = new Object();

    private final Uni<T> upstream;
    private final Invalidation invalidation;
    private final LongSupplier clock;

    // IDLE, a Pending or a Done
    private volatile Object state = IDLE;

    public UniMemoizeOp(Uni<T> upstream, Invalidation invalidation, LongSupplier clock) {
        this.upstream = upstream;
        this.invalidation = invalidation;
        this.clock = clock;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        MemoizedSubscription<T> subscription = new MemoizedSubscription<>(this, subscriber);
        subscription.downstream.onSubscribe(subscription);
        while (!subscription.isSettled()) {
            Object current = state;
            if (current instanceof Done) {
                Done done = (Done) current;
                boolean invalid;
                try {
                    invalid = invalidation.isInvalid(done.cachedAtNanos);
                } catch (Throwable failure) {
                    Exceptions.throwIfFatal(failure);
                    if (!subscription.fail(failure)) {
                        Infrastructure.handleDroppedException(failure);
                    }
                    return;
                }
                if (!invalid) {
                    done.deliverTo(subscription);
                    return;
                }
                STATE.compareAndSet(this, current, IDLE);
            } else if (current == IDLE) {
                UpstreamSubscriber<T> source = new UpstreamSubscriber<>(this, subscription);
                if (STATE.compareAndSet(
                        this, IDLE, new Pending(source, new MemoizedSubscription<?>[] {subscription}))) {
                    removeIfCancelledMeanwhile(subscription);
                    if (UniOperatorProcessor.subscribesThroughTrampoline(subscription)) {
                        // the subscription is the boundary stage, but the upstream sees the stage after it
                        UniTrampoline.run(() -> AbstractUni.subscribe(upstream, source));
                    } else {
                        AbstractUni.subscribe(upstream, source);
                    }
                    return;
                }
            } else {
                Pending pending = (Pending) current;
                if (STATE.compareAndSet(this, pending, pending.with(subscription))) {
                    removeIfCancelledMeanwhile(subscription);
                    return;
                }
            }
        }
    }

    private void removeIfCancelledMeanwhile(MemoizedSubscription<?> subscription) {
        // a cancel between the isSettled check and the insertion did not find it in the pending state
        if (subscription.isSettled()) {
            remove(subscription);
        }
    }

    private void complete(UpstreamSubscriber<T> source, Done outcome) {
        while (true) {
            Object current = state;
            if (!(current instanceof Pending) || ((Pending) current).upstreamSubscriber != source) {
                // not our generation any more: nothing waits for this outcome
                return;
            }
            if (STATE.compareAndSet(this, current, outcome)) {
                for (MemoizedSubscription<?> waiting : ((Pending) current).subscribers) {
                    outcome.deliverTo(waiting);
                }
                return;
            }
        }
    }

    private void remove(MemoizedSubscription<?> subscription) {
        while (true) {
            Object current = state;
            if (!(current instanceof Pending)) {
                return;
            }
            Pending pending = (Pending) current;
            Pending without = pending.without(subscription);
            if (without == pending || STATE.compareAndSet(this, pending, without)) {
                return;
            }
        }
    }

    /** The upstream is running; {@code subscribers} wait for its outcome. Immutable. */
    private static final class Pending {
        final UpstreamSubscriber<?> upstreamSubscriber;
        final MemoizedSubscription<?>[] subscribers;

        Pending(UpstreamSubscriber<?> upstreamSubscriber, MemoizedSubscription<?>[] subscribers) {
            this.upstreamSubscriber = upstreamSubscriber;
            this.subscribers = subscribers;
        }

        Pending with(MemoizedSubscription<?> subscription) {
            MemoizedSubscription<?>[] more = Arrays.copyOf(subscribers, subscribers.length + 1);
            more[subscribers.length] = subscription;
            return new Pending(upstreamSubscriber, more);
        }

        Pending without(MemoizedSubscription<?> subscription) {
            for (int index = 0; index < subscribers.length; index++) {
                if (subscribers[index] == subscription) {
                    MemoizedSubscription<?>[] fewer = new MemoizedSubscription<?>[subscribers.length - 1];
                    System.arraycopy(subscribers, 0, fewer, 0, index);
                    System.arraycopy(subscribers, index + 1, fewer, index, fewer.length - index);
                    return new Pending(upstreamSubscriber, fewer);
                }
            }
            return this;
        }
    }

    /** The cached outcome. Immutable. */
    private static final class Done {
        final Object item;
        final Throwable failure;
        final long cachedAtNanos;

        Done(Object item, Throwable failure, long cachedAtNanos) {
            this.item = item;
            this.failure = failure;
            this.cachedAtNanos = cachedAtNanos;
        }

        @SuppressWarnings("unchecked")
        <T> void deliverTo(MemoizedSubscription<T> subscription) {
            if (failure != null) {
                subscription.fail(failure);
            } else {
                subscription.emit((T) item);
            }
        }
    }

    /**
     * Subscribes to the upstream for one generation of the cache, on behalf of the subscription that started it: a
     * stage after that one, counted against the depth budget of {@link UniOperatorProcessor} (at a boundary, the
     * outcome reaches the waiting subscribers through the trampoline), and seeing its context.
     */
    private static final class UpstreamSubscriber<T> extends UniOperatorProcessor<T, T> {
        private final UniMemoizeOp<T> operator;

        UpstreamSubscriber(UniMemoizeOp<T> operator, MemoizedSubscription<T> first) {
            super(first);
            this.operator = operator;
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            // the shared upstream is never cancelled: its outcome is cached for later subscribers
        }

        @Override
        public void onItem(T item) {
            complete(new Done(item, null, operator.clock.getAsLong()));
        }

        @Override
        public void onFailure(Throwable failure) {
            complete(new Done(null, failure, operator.clock.getAsLong()));
        }

        private void complete(Done outcome) {
            if (subscribesThroughTrampoline(this)) {
                UniTrampoline.run(() -> operator.complete(this, outcome));
            } else {
                operator.complete(this, outcome);
            }
        }
    }

    /**
     * One downstream subscriber: receives at most one outcome, and leaves the pending state when it cancels. A stage
     * of the downstream's chain, counted against the depth budget of {@link UniOperatorProcessor}: it is never
     * subscribed to anything (its upstream slot keeps the depth), and at a boundary its downstream is the
     * trampolining relay.
     */
    private static final class MemoizedSubscription<T> extends UniOperatorProcessor<T, T> {
        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<MemoizedSubscription> DONE =
                AtomicIntegerFieldUpdater.newUpdater(MemoizedSubscription.class, "done");

        private final UniMemoizeOp<?> operator;
        private volatile int done;

        MemoizedSubscription(UniMemoizeOp<?> operator, UniSubscriber<? super T> downstream) {
            super(downstream);
            this.operator = operator;
        }

        /** {@code true} once this subscription received its outcome or was cancelled. */
        boolean isSettled() {
            return done != 0;
        }

        void emit(T item) {
            if (DONE.compareAndSet(this, 0, 1)) {
                downstream.onItem(item);
            }
        }

        /** Returns {@code false} if this subscription was already done or cancelled (the failure is not delivered). */
        boolean fail(Throwable failure) {
            if (DONE.compareAndSet(this, 0, 1)) {
                downstream.onFailure(failure);
                return true;
            }
            return false;
        }

        @Override
        public void cancel() {
            if (DONE.compareAndSet(this, 0, 1)) {
                operator.remove(this);
            }
        }
    }
}
